import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MetricsRegistry } from '../src/core/metrics/metrics-registry';
import { MetricsServer } from '../src/core/metrics/metrics-server';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { createPost, publishDue } from './utils/post-api';
import { sampleOf } from './utils/prometheus';
import { resetDatabase } from './utils/reset-database';
import { freePort } from './utils/service-process';
import { SseClient } from './utils/sse-client';
import { startS3Server } from './utils/s3-server';
import { makeImage, uploadImage } from './utils/uploads';
import { waitUntil } from './utils/wait';

const isPostgres = (process.env.TEST_DATABASE_URL ?? '').startsWith('postgres');

async function scrape(app: NestFastifyApplication, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, type: res.headers['content-type'], text: res.body };
}

/** GET /metrics (Prometheus text format): each metric moves when its event happens. */
describe('GET /metrics', () => {
  let t: TestApp;
  let alice: TestUser;

  const value = async (name: string, labels: Record<string, string> = {}) =>
    sampleOf((await scrape(t.app)).text, name, labels) ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    alice = await createUser(t.app, 'alice');
  });

  it('answers the Prometheus text format outside /api/v0, with the process metrics', async () => {
    const res = await scrape(t.app);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sampleOf(res.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(res.text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await t.app.inject({ method: 'GET', url: '/api/v0/metrics' })).statusCode).toBe(404);
  });

  it('times requests by route pattern, method and status class', async () => {
    const post = await createPost(t.app, alice, 'hello');
    const route = { route: '/api/v0/post/single/:post_id', method: 'GET' };
    const count = (statusClass: string) =>
      value('http_request_duration_seconds_count', { ...route, status_class: statusClass });
    const ok = await count('2xx');
    const missing = await count('4xx');
    await call(t.app, 'GET', `/post/single/${post.id}`, { auth: alice.auth });
    await call(t.app, 'GET', `/post/single/${post.id}`, { auth: alice.auth });
    await call(t.app, 'GET', '/post/single/999999', { auth: alice.auth });
    expect(await count('2xx')).toBe(ok + 2);
    expect(await count('4xx')).toBe(missing + 1);
    const text = (await scrape(t.app)).text;
    // the ids never become labels
    expect(text).not.toContain(`/post/single/${post.id}"`);
    expect(
      sampleOf(text, 'http_request_duration_seconds_bucket', {
        ...route,
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(ok + 2);

    const unmatched = { route: '(unmatched)', method: 'GET', status_class: '4xx' };
    const before = await value('http_request_duration_seconds_count', unmatched);
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    expect(await value('http_request_duration_seconds_count', unmatched)).toBe(before + 1);
  });

  it('shows the publisher backlog: due posts, the lag of the oldest, batch durations', async () => {
    const slow = await createUser(t.app, 'slow', { delayMinutes: 10 });
    await createPost(t.app, slow, 'later');
    await createPost(t.app, slow, 'later too');
    expect(await value('social_publisher_due_posts')).toBe(0);
    expect(await value('social_publisher_lag_seconds')).toBe(0);
    t.clock.advance(10 * 60_000 + 30_000);
    expect(await value('social_publisher_due_posts')).toBe(2);
    const lag = await value('social_publisher_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(30);
    expect(lag).toBeLessThan(60);
    const batches = await value('social_publisher_batch_duration_seconds_count');
    await publishDue(t.app, t.clock);
    expect(await value('social_publisher_due_posts')).toBe(0);
    expect(await value('social_publisher_lag_seconds')).toBe(0);
    expect(await value('social_publisher_batch_duration_seconds_count')).toBe(batches + 1);
  });

  it('counts idempotency replays and conflicts', async () => {
    const replays = await value('social_idempotency_replays_total');
    const reused = await value('social_idempotency_conflicts_total', { reason: 'reused' });
    const headers = { 'idempotency-key': 'metrics-key-1' };
    const first = await call(t.app, 'POST', '/post', {
      auth: alice.auth,
      form: { post: 'once' },
      headers,
    });
    expect(first.status).toBe(200);
    const again = await call(t.app, 'POST', '/post', {
      auth: alice.auth,
      form: { post: 'once' },
      headers,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await call(t.app, 'POST', '/post', {
      auth: alice.auth,
      form: { post: 'other' },
      headers,
    });
    expect(other.status).toBe(422);
    expect(await value('social_idempotency_replays_total')).toBe(replays + 1);
    expect(await value('social_idempotency_conflicts_total', { reason: 'reused' })).toBe(
      reused + 1,
    );
  });

  it('counts the open notification streams', async () => {
    const url = await listen(t);
    expect(await value('social_notification_streams_open')).toBe(0);
    const client = await SseClient.open(`${url}/api/v0/notifications/stream`, {
      authorization: alice.auth,
    });
    try {
      expect(client.response.status).toBe(200);
      await waitUntil(
        'the stream is counted',
        async () => (await value('social_notification_streams_open')) === 1,
      );
    } finally {
      client.close();
    }
    await waitUntil(
      'the closed stream is no longer counted',
      async () => (await value('social_notification_streams_open')) === 0,
    );
  });

  it('exports every metric that deploy/ (dashboard, alerts) names', async () => {
    const deploy = ['grafana/dashboards/social-posting.json', 'prometheus/alerts.yml']
      .map((file) => readFileSync(join(__dirname, '..', 'deploy', file), 'utf8'))
      .join('\n');
    const named = new Set(
      [...deploy.matchAll(/\b((?:social|http|nodejs|process)_[a-z0-9_]+)/g)].map((m) =>
        m[1].replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(named.size).toBeGreaterThan(10);
    const text = (await scrape(t.app)).text;
    // pools and replicas are listed only with PostgreSQL and replicas: their source names them
    const databaseSource = readFileSync(
      join(__dirname, '..', 'src', 'database', 'database.metrics.ts'),
      'utf8',
    );
    const missing = [...named].filter(
      (name) => !text.includes(`# TYPE ${name} `) && !databaseSource.includes(`'${name}'`),
    );
    expect(missing).toEqual([]);
  });

  it('lists the connections of the database pool (PostgreSQL; SQLite has no pool)', async () => {
    const text = (await scrape(t.app)).text;
    if (!isPostgres) {
      expect(text).not.toContain('social_db_pool_connections{');
      return;
    }
    expect(sampleOf(text, 'social_db_pool_max_connections', { pool: 'primary' })).toBe(20);
    expect(sampleOf(text, 'social_db_pool_connections', { pool: 'primary' })).toBeGreaterThan(0);
    expect(
      sampleOf(text, 'social_db_pool_idle_connections', { pool: 'primary' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'social_db_pool_waiting_requests', { pool: 'primary' })).toBe(0);
  });
});

describe('GET /metrics: rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it('is not rate-limited, and counts the requests that are', async () => {
    const limited = async () =>
      sampleOf((await scrape(t.app)).text, 'social_rate_limited_requests_total', {
        caller: 'anonymous',
      }) ?? 0;
    const before = await limited();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/v0/latest' })).statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    for (let i = 0; i < 5; i++) {
      expect((await scrape(t.app)).status).toBe(200);
    }
    expect(await limited()).toBe(before + 2);
  });
});

describe('GET /metrics: protection', () => {
  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'a-long-metrics-token-1234';
    const t = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const without = await scrape(t.app);
      expect(without.status).toBe(401);
      expect(JSON.parse(without.text)).toMatchObject({ status: 'error' });
      expect(
        (await scrape(t.app, { authorization: 'Bearer wrong-token-of-some-length' })).status,
      ).toBe(401);
      const withToken = await scrape(t.app, { authorization: `Bearer ${token}` });
      expect(withToken.status).toBe(200);
      expect(withToken.text).toContain('process_cpu_user_seconds_total');
    } finally {
      await t.close();
      delete process.env.METRICS_TOKEN;
    }
  });

  it('is not on the main port in production without a token, nor is anything timed', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await scrape(t.app)).status).toBe(404);
      await call(t.app, 'GET', '/latest');
      expect(t.app.get(MetricsRegistry).requests.samples()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('moves to METRICS_PORT when set (and leaves the main port)', async () => {
    const port = await freePort();
    const t = await createTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      expect(t.app.get(MetricsServer).port()).toBe(port);
      expect((await scrape(t.app)).status).toBe(404);
      await call(t.app, 'GET', '/latest');
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(
        sampleOf(text, 'http_request_duration_seconds_count', {
          route: '/api/v0/latest',
          method: 'GET',
          status_class: '2xx',
        }),
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/api/v0/latest`)).status).toBe(404);
    } finally {
      await t.close();
      delete process.env.METRICS_PORT;
      delete process.env.HOST;
    }
  });
});

describe('GET /metrics: object store', () => {
  it('counts S3 commands and their failures', async () => {
    const s3 = await startS3Server();
    const t = await createTestApp({ env: { ...s3.env('metrics'), MEDIA_PUBLIC_URL: '' } });
    try {
      const user = await createUser(t.app, 'carol');
      const count = async (name: string, command: string) =>
        sampleOf((await scrape(t.app)).text, name, { command }) ?? 0;
      const puts = await count('social_s3_operations_total', 'PutObject');
      const done = await uploadImage(
        t.app,
        user.auth,
        await makeImage('png', { width: 64, height: 48 }),
        '.png',
      );
      expect(done.status).toBe(200);
      expect(await count('social_s3_operations_total', 'PutObject')).toBeGreaterThan(puts);
      expect(await count('social_s3_errors_total', 'PutObject')).toBe(0);
      // the store goes away: the next upload's commands fail
      await s3.stop();
      const failed = await uploadImage(
        t.app,
        user.auth,
        await makeImage('png', { width: 64, height: 48 }),
        '.png',
      ).catch(() => undefined);
      expect(failed?.status).not.toBe(200);
      const errors = (await scrape(t.app)).text;
      expect(
        ['PutObject', 'CreateMultipartUpload', 'UploadPart', 'GetObject', 'HeadObject'].some(
          (command) => (sampleOf(errors, 'social_s3_errors_total', { command }) ?? 0) > 0,
        ),
      ).toBe(true);
    } finally {
      await t.close();
      for (const key of Object.keys(s3.env('metrics'))) {
        delete process.env[key];
      }
      delete process.env.MEDIA_PUBLIC_URL;
    }
  });
});
