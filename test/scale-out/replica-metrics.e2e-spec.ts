import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createUser } from '../utils/auth';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { call } from '../utils/http';
import { PgStandbyCluster, standbyUnavailable } from '../utils/pg-standby';
import { publishedPost } from '../utils/post-api';
import { sampleOf } from '../utils/prometheus';
import { waitUntil } from '../utils/wait';

// Read replicas are PostgreSQL hot standbys: this suite runs in the PostgreSQL leg only, on its own
// primary + standby (test/utils/pg-standby.ts), like read-replicas.e2e-spec.ts.
const unavailable = process.env.TEST_DATABASE_URL
  ? standbyUnavailable()
  : 'SQLite leg: read replicas need PostgreSQL';
const describePg = unavailable === null ? describe : describe.skip;
if (unavailable !== null && process.env.TEST_DATABASE_URL) {
  throw new Error(`replica metric tests cannot run: ${unavailable}`);
}

async function scrape(app: NestFastifyApplication): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/metrics' })).body;
}

/** /metrics per replica: state, lag, the reads it served, and its pool. */
describePg('replica metrics (a real PostgreSQL primary + hot standby)', () => {
  let cluster: PgStandbyCluster;
  let t: TestApp | undefined;

  beforeAll(async () => {
    cluster = await PgStandbyCluster.start();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await cluster?.resumeReplay().catch(() => undefined);
    await cluster?.stop();
  });

  it('shows a replica up and serving reads, then lagging with its reads on the primary', async () => {
    t = await createTestApp({
      databaseUrl: () => cluster.primaryUrl,
      env: {
        DATABASE_REPLICA_URLS: cluster.standbyUrl,
        REDIS_URL: '',
        REPLICA_MAX_LAG_MS: '200',
        REPLICA_READ_YOUR_WRITES_MS: '400',
      },
    });
    const app = t.app;
    const author = await createUser(app, 'metrics_author');
    await publishedPost(t, author, 'a post');
    await cluster.waitCaughtUp();

    const replica = `127.0.0.1:${cluster.standby.port}/social`;
    const value = async (metric: string, labels: Record<string, string>) =>
      sampleOf(await scrape(app), metric, labels);

    await waitUntil(
      'the replica is up on /metrics',
      async () => (await value('social_replica_up', { replica })) === 1,
    );
    expect(await value('social_replica_state', { replica, state: 'up' })).toBe(1);
    expect(await value('social_replica_lag_seconds', { replica })).toBeGreaterThanOrEqual(0);
    expect(await value('social_db_pool_max_connections', { pool: replica })).toBe(20);
    expect(await value('social_db_pool_connections', { pool: replica })).toBeGreaterThan(0);

    const served = (await value('social_replica_reads_total', { target: replica })) ?? 0;
    for (let i = 0; i < 3; i++) {
      expect((await call(app, 'GET', '/latest')).status).toBe(200);
    }
    // a read the standby failed would go to the primary; under load one may: at least one was served
    expect(await value('social_replica_reads_total', { target: replica })).toBeGreaterThan(served);

    // replay stops and the primary moves on: beyond REPLICA_MAX_LAG_MS the replica takes no reads
    await cluster.pauseReplay();
    await publishedPost(t, author, 'while the standby stands still');
    await waitUntil(
      'the replica is lagging on /metrics',
      async () => (await value('social_replica_state', { replica, state: 'lagging' })) === 1,
    );
    expect(await value('social_replica_up', { replica })).toBe(0);
    expect(await value('social_replica_lag_seconds', { replica })).toBeGreaterThan(0.2);
    const onPrimary = (await value('social_replica_reads_total', { target: 'primary' })) ?? 0;
    expect((await call(app, 'GET', '/latest')).status).toBe(200);
    expect(await value('social_replica_reads_total', { target: 'primary' })).toBe(onPrimary + 1);

    await cluster.resumeReplay();
    await waitUntil(
      'the replica is up again',
      async () => (await value('social_replica_up', { replica })) === 1,
    );
  }, 90_000);
});
