import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from './utils/create-test-app';

const DEPLOY = join(__dirname, '..', 'deploy');
const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

/** The lines of one scrape job of deploy/prometheus/prometheus.yml, up to the next job. */
function scrapeJob(name: string): string {
  const text = read(DEPLOY, 'prometheus', 'prometheus.yml');
  const start = text.indexOf(`- job_name: ${name}\n`);
  expect(start).toBeGreaterThan(-1);
  const next = text.indexOf('- job_name:', start + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

/** The lines of one service (or top-level key) of docker-compose.yml, at two spaces of indent. */
function composeBlock(name: string, indent = '  '): string {
  const text = read(__dirname, '..', 'docker-compose.yml');
  const start = text.indexOf(`\n${indent}${name}:`);
  expect(start).toBeGreaterThan(-1);
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(new RegExp(`\\n${indent}\\S|\\n\\S`));
  return end === -1 ? rest : rest.slice(0, end + 1);
}

/**
 * The shipped Prometheus set-up scrapes the instances with the bearer token of METRICS_TOKEN (read
 * from a file compose makes from the same variable) and HAProxy's exporter where haproxy.cfg
 * serves it.
 */
describe('deploy/prometheus/prometheus.yml', () => {
  it('sends METRICS_TOKEN from a credentials_file, which compose makes from the same variable', async () => {
    const job = scrapeJob('social-posting');
    expect(job).toMatch(/\n\s+authorization:\n\s+type: Bearer\n/);
    const file = /\n\s+credentials_file: (\S+)\n/.exec(job)?.[1];
    expect(file).toBe('/etc/prometheus/metrics-token');

    const prometheus = composeBlock('prometheus');
    expect(prometheus).toMatch(
      new RegExp(`\\n\\s+- source: metrics-token\\n\\s+target: ${file!.replace(/\//g, '\\/')}\\n`),
    );
    expect(composeBlock('configs', '')).toMatch(
      /\n {2}metrics-token:\n {4}environment: METRICS_TOKEN\n/,
    );
    expect(composeBlock('api-1')).toContain('METRICS_TOKEN: ${METRICS_TOKEN:-}');

    // Scraped as Prometheus does it: `<type> <the file's contents, trimmed>`.
    const token = 'a-deploy-metrics-token-5678';
    const dir = mkdtempSync(join(tmpdir(), 'social-prometheus-'));
    const t = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      writeFileSync(join(dir, 'metrics-token'), `${token}\n`);
      const credentials = read(dir, 'metrics-token').trim();
      const scraped = await t.app.inject({
        method: 'GET',
        url: job.match(/metrics_path: (\S+)/)![1],
        headers: { authorization: `Bearer ${credentials}` },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('# TYPE social_redis_up gauge');
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    } finally {
      await t.close();
      delete process.env.METRICS_TOKEN;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("scrapes HAProxy's exporter where deploy/haproxy.cfg serves it", () => {
    const job = scrapeJob('haproxy');
    const target = /targets: \['([\w-]+):(\d+)'\]/.exec(job);
    expect(target).not.toBeNull();
    const [, host, port] = target!;
    expect(composeBlock(host)).toContain('./deploy/haproxy.cfg:');
    const cfg = read(DEPLOY, 'haproxy.cfg');
    const frontend = /\nfrontend prometheus\n((?: .*\n)+)/.exec(cfg)?.[1] ?? '';
    expect(frontend).toContain(`bind :${port}\n`);
    expect(frontend).toContain('use-service prometheus-exporter if { path /metrics }');
    expect(job).toContain('metrics_path: /metrics');
  });
});
