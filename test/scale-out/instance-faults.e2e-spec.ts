import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestUser } from '../utils/auth';
import { HttpLoad as Load } from '../utils/http-load';
import { LoadBalancer, loadBalancerUnavailable } from '../utils/load-balancer';
import { createUsersIn } from '../utils/raw-database';
import { serviceMain, ServiceProcess } from '../utils/service-process';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { waitUntil } from '../utils/wait';

// Several instances share one PostgreSQL (SQLite is one embedded file per process): PostgreSQL leg.
const unavailable = process.env.TEST_DATABASE_URL
  ? loadBalancerUnavailable()
  : 'SQLite leg: several instances need PostgreSQL';
const describePg = unavailable === null ? describe : describe.skip;
if (unavailable !== null && process.env.TEST_DATABASE_URL) {
  throw new Error(`instance-fault tests cannot run: ${unavailable}`);
}

describePg('instances lost or restarted behind the shipped HAProxy configuration', () => {
  let database: TestDatabase;
  let balancer: LoadBalancer;
  let users: TestUser[];
  const instances: ServiceProcess[] = [];
  const dirs: string[] = [];
  const ports: number[] = [];

  function startInstance(port?: number): Promise<ServiceProcess> {
    const storageDir = mkdtempSync(join(tmpdir(), 'social-faults-'));
    dirs.push(storageDir);
    return ServiceProcess.start({
      databaseUrl: database.url,
      storageDir,
      port,
      // a shared, loaded machine boots slowly
      readyTimeoutMs: 120_000,
      // the shipped checks take an instance out within about 2 s
      env: { SHUTDOWN_DRAIN_MS: '4000' },
    });
  }

  /** Both instances are in rotation: the balancer's answers come from both. */
  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
    instances.push(await startInstance());
    instances.push(await startInstance());
    ports.push(...instances.map((i) => i.port));
    balancer = await LoadBalancer.start(instances.map((i) => i.url));
    users = await createUsersIn(
      database.url,
      Array.from({ length: 4 }, (_, i) => `fault_writer_${i}`),
    );
    await balancer.bothServing();
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await database?.drop();
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loses no request that can be retried when one instance is killed with SIGKILL under load', async () => {
    const load = new Load(balancer.url, users);
    load.start();
    await waitUntil('the load runs', () => Promise.resolve(load.outcomes.length >= 40), 30_000);
    await instances[1].kill('SIGKILL');
    const killedAt = load.outcomes.length;
    // HAProxy's exporter (the shipped `frontend prometheus`) shows the killed server down
    await waitUntil(
      'the exporter shows s1 DOWN',
      async () => (await balancer.serverState('s1')) === 'DOWN',
      10_000,
    );
    expect(await balancer.serverState('s0')).toBe('UP');
    await waitUntil(
      'the load goes on without the killed instance',
      () => Promise.resolve(load.outcomes.length >= killedAt + 80),
      60_000,
    );
    await load.stop();

    expect(load.failed(['read', 'keyed-write'])).toEqual([]);
    // a post without a key that was in flight on the killed instance may fail: never silently,
    // and the balancer's own errors are in the JSON envelope
    expect(load.outcomes.filter((o) => o.status !== null && !o.json)).toEqual([]);
    expect(load.outcomes.filter((o) => o.ms > 10_000)).toEqual([]);

    // every series the dashboard's balancer row reads is exported, with the backend's state
    const metrics = await balancer.metrics();
    const dashboard = readFileSync(
      join(__dirname, '..', '..', 'deploy', 'grafana', 'dashboards', 'social-posting.json'),
      'utf8',
    );
    const named = new Set([...dashboard.matchAll(/\b(haproxy_[a-z_]+)/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual([
      'haproxy_backend_http_responses_total',
      'haproxy_backend_redispatch_warnings_total',
      'haproxy_backend_retry_warnings_total',
      'haproxy_backend_status',
      'haproxy_frontend_http_responses_total',
      'haproxy_server_status',
    ]);
    for (const name of named) {
      expect(metrics).toMatch(new RegExp(`^${name}\\{proxy="(api|instances)"`, 'm'));
    }
    expect(metrics).toContain('haproxy_backend_status{proxy="instances",state="UP"} 1');
    const count = (name: string) =>
      Number(new RegExp(`^${name}\\{proxy="instances"\\} (\\d+)$`, 'm').exec(metrics)?.[1]);
    // counted since the balancer started (a refused connection is retried, then redispatched)
    expect(Number.isInteger(count('haproxy_backend_retry_warnings_total'))).toBe(true);
    expect(Number.isInteger(count('haproxy_backend_redispatch_warnings_total'))).toBe(true);

    instances[1] = await startInstance(ports[1]);
    await balancer.serverUp('s1');
    await balancer.bothServing();
  }, 120_000);

  it('fails no request during a rolling restart of both instances (SIGTERM: drain, then stop)', async () => {
    const load = new Load(balancer.url, users);
    load.start();
    await waitUntil('the load runs', () => Promise.resolve(load.outcomes.length >= 40), 30_000);
    for (const i of [0, 1]) {
      await instances[i].stop(30_000);
      expect(instances[i].exit).toEqual({ code: 0, signal: null });
      instances[i] = await startInstance(ports[i]);
      // docs/operations.md "Rolling restart": the next stops only once the balancer shows this
      // one UP again (its exporter, as an operator's `haproxy_server_status` query would)
      await balancer.serverUp(`s${i}`);
    }
    await load.stop();

    expect(load.failed(['read', 'keyed-write', 'plain-write'])).toEqual([]);
    expect(load.outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(load.outcomes.length).toBeGreaterThan(80);
  }, 180_000);
});
