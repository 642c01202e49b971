import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestUser } from '../utils/auth';
import { HttpLoad } from '../utils/http-load';
import { LoadBalancer, loadBalancerUnavailable } from '../utils/load-balancer';
import { PgStandbyCluster, standbyUnavailable } from '../utils/pg-standby';
import { createUsersIn, openRawDatabase } from '../utils/raw-database';
import { serviceMain, ServiceProcess } from '../utils/service-process';
import { sleep, waitUntil } from '../utils/wait';

// Two instances on one PostgreSQL primary with a hot standby: the PostgreSQL leg only.
const unavailable = process.env.TEST_DATABASE_URL
  ? (standbyUnavailable() ?? loadBalancerUnavailable())
  : 'SQLite leg: several instances and a standby need PostgreSQL';
const describePg = unavailable === null ? describe : describe.skip;
if (unavailable !== null && process.env.TEST_DATABASE_URL) {
  throw new Error(`chaos test cannot run: ${unavailable}`);
}

const REPLICA_TIMEOUT_MS = 500;
/** /metrics in production needs a bearer token (or its own port). */
const METRICS_TOKEN = 'chaos-test-metrics-token-0123456789';
/** No request may wait longer: the replica bound, a retry on another instance, a loaded machine. */
const REQUEST_BOUND_MS = 10_000;

/**
 * The faults of a scaled-out deployment in one scenario, under a light load through the shipped
 * HAProxy configuration: the standby frozen (SIGSTOP), one instance killed (SIGKILL) and brought
 * back, the other restarted (SIGTERM, drain). No acknowledged write is lost; no request that can
 * be retried fails; a POST without an Idempotency-Key may fail only while an instance is killed;
 * no request waits past its bound.
 */
describePg('chaos: replica frozen, instance killed, instance restarted, under load', () => {
  let cluster: PgStandbyCluster;
  let balancer: LoadBalancer;
  let users: TestUser[];
  const instances: ServiceProcess[] = [];
  const ports: number[] = [];
  const dirs: string[] = [];

  function startInstance(port?: number): Promise<ServiceProcess> {
    const storageDir = mkdtempSync(join(tmpdir(), 'social-chaos-'));
    dirs.push(storageDir);
    return ServiceProcess.start({
      databaseUrl: cluster.primaryUrl,
      storageDir,
      port,
      readyTimeoutMs: 120_000,
      env: {
        DATABASE_REPLICA_URLS: cluster.standbyUrl,
        REPLICA_TIMEOUT_MS: String(REPLICA_TIMEOUT_MS),
        SHUTDOWN_DRAIN_MS: '4000',
        METRICS_TOKEN,
      },
    });
  }

  /** The value of a series (`name{labels}` as exposed, labels in full) of an instance's /metrics. */
  async function metric(instance: ServiceProcess, series: RegExp): Promise<number | undefined> {
    const res = await fetch(`${instance.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    });
    const text = await res.text();
    const line = text.split('\n').find((l) => series.test(l));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  }

  beforeAll(async () => {
    serviceMain();
    cluster = await PgStandbyCluster.start();
    instances.push(await startInstance());
    instances.push(await startInstance());
    ports.push(...instances.map((i) => i.port));
    balancer = await LoadBalancer.start(instances.map((i) => i.url));
    users = await createUsersIn(
      cluster.primaryUrl,
      Array.from({ length: 3 }, (_, i) => `chaos_writer_${i}`),
    );
    await balancer.bothServing();
  }, 240_000);

  afterAll(async () => {
    cluster?.standby.thaw();
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await cluster?.stop();
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loses no acknowledged write, fails no retryable request and holds none past its bound', async () => {
    const load = new HttpLoad(balancer.url, users);
    load.start();
    const after = (n: number) => {
      const target = load.outcomes.length + n;
      return waitUntil(
        `${n} more requests`,
        () => Promise.resolve(load.outcomes.length >= target),
        60_000,
      );
    };
    await after(30);

    // 1. the standby freezes (a paused VM): reads go to the primary within REPLICA_TIMEOUT_MS
    cluster.standby.freeze();
    try {
      await after(40);
      // the metrics show it: the replica is down on the instance that read from it
      await waitUntil(
        'a replica reported down in /metrics',
        async () =>
          (await metric(instances[0], /^social_replica_up\{/)) === 0 ||
          (await metric(instances[1], /^social_replica_up\{/)) === 0,
        30_000,
      );
    } finally {
      cluster.standby.thaw();
    }
    await waitUntil(
      'the replica reported up again in /metrics',
      async () => (await metric(instances[0], /^social_replica_up\{/)) === 1,
      60_000,
    );

    // 2. one instance is killed: only POSTs without a key in flight on it may fail
    const killFrom = load.outcomes.length;
    await instances[1].kill('SIGKILL');
    await after(30);
    const killTo = load.outcomes.length;
    instances[1] = await startInstance(ports[1]);
    await balancer.bothServing();

    // 3. the other is restarted (SIGTERM: drain, then stop): nothing fails
    await instances[0].stop(30_000);
    expect(instances[0].exit).toEqual({ code: 0, signal: null });
    instances[0] = await startInstance(ports[0]);
    await balancer.bothServing();
    // the publisher kept up through the faults: nothing due waits long
    await waitUntil(
      'publisher lag back under 5 s in /metrics',
      async () => {
        const lag = await metric(instances[0], /^social_publisher_lag_seconds /);
        return lag !== undefined && lag < 5;
      },
      30_000,
    );
    await sleep(200);
    await load.stop();

    expect(load.failed(['read', 'keyed-write'])).toEqual([]);
    const plainFailures = load.outcomes
      .map((o, i) => ({ ...o, i }))
      .filter((o) => o.kind === 'plain-write' && (o.status === null || o.status >= 500));
    // the window of the kill: requests that ended while it was down (the workers' last ones)
    expect(plainFailures.filter((o) => o.i < killFrom - 3 || o.i > killTo + 3)).toEqual([]);
    expect(load.outcomes.filter((o) => o.ms > REQUEST_BOUND_MS)).toEqual([]);

    const acknowledged = load.outcomes.filter((o) => o.id !== undefined).map((o) => o.id!);
    expect(acknowledged.length).toBeGreaterThan(10);
    const db = await openRawDatabase(cluster.primaryUrl);
    try {
      const rows = await db.all<{ id: number }>(
        'SELECT id FROM posts WHERE id = ANY($1::bigint[])',
        [acknowledged],
      );
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acknowledged));
    } finally {
      await db.close();
    }
  }, 240_000);
});
