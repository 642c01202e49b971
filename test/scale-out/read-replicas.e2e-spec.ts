import { ApplicationConfig } from '@nestjs/core';
import { ReadReplicas, ReplicaStatus } from '../../src/database/read-replicas';
import { ReplicaRoutedDb } from '../../src/database/replica-routed-db';
import { Db } from '../../src/database/sql';
import { createUser, TestUser } from '../utils/auth';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { call } from '../utils/http';
import { PgStandbyCluster, standbyUnavailable } from '../utils/pg-standby';
import { publishedPost } from '../utils/post-api';
import { waitUntil as waitFor } from '../utils/wait';

// Read replicas are PostgreSQL hot standbys (DATABASE_REPLICA_URLS is refused with SQLite), so
// this suite runs in the PostgreSQL leg of .ci/run only. It makes its own primary + standby with
// the PostgreSQL 15 server binaries (see test/utils/pg-standby.ts).
const unavailable = process.env.TEST_DATABASE_URL
  ? standbyUnavailable()
  : 'SQLite leg: read replicas need PostgreSQL';
const describePg = unavailable === null ? describe : describe.skip;
if (unavailable !== null && process.env.TEST_DATABASE_URL) {
  // On the PostgreSQL leg a missing binary is a set-up fault, not a reason to pass quietly.
  throw new Error(`read-replica tests cannot run: ${unavailable}`);
}

const waitUntil = (what: string, check: () => Promise<boolean>) => waitFor(what, check, 15_000, 50);

type Ready = { status: string; database: string; replicas: ReplicaStatus[] };

async function ready(t: TestApp): Promise<{ status: number; data: Ready }> {
  const res = await call<Ready>(t.app, 'GET', '//health/ready');
  return { status: res.status, data: res.body.data };
}

async function latestIds(t: TestApp, user?: TestUser): Promise<number[]> {
  const res = await call<{ id: number }[]>(t.app, 'GET', '/latest', { auth: user?.auth });
  expect(res.status).toBe(200);
  return res.body.data.map((p) => p.id);
}

describePg('read replicas (a real PostgreSQL primary + hot standby)', () => {
  let cluster: PgStandbyCluster;
  let t: TestApp | undefined;

  beforeAll(async () => {
    cluster = await PgStandbyCluster.start();
  }, 120_000);

  afterEach(async () => {
    await t?.close();
    t = undefined;
    await cluster.resumeReplay().catch(() => undefined);
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  function startApp(env: Record<string, string>): Promise<TestApp> {
    return createTestApp({
      databaseUrl: () => cluster.primaryUrl,
      env: { DATABASE_REPLICA_URLS: cluster.standbyUrl, REDIS_URL: '', ...env },
    });
  }

  it('serves public reads from the standby, while a recent writer reads their own writes from the primary until the window ends', async () => {
    // a bound far above what this test waits: the paused standby stays in use
    t = await startApp({ REPLICA_MAX_LAG_MS: '60000', REPLICA_READ_YOUR_WRITES_MS: '120000' });
    const author = await createUser(t.app, 'replica_author');
    const reader = await createUser(t.app, 'replica_reader');
    const first = await publishedPost(t, author, 'before the pause');
    await cluster.waitCaughtUp();
    // the app's first check ran while the migrations were still being replayed
    await waitUntil(
      'the standby is up',
      async () => (await ready(t!)).data.replicas[0].state === 'up',
    );
    // 'up' means within REPLICA_MAX_LAG_MS, not caught up: under load in CI one read right
    // after the standby was reported up still missed the post, so poll for it
    await waitUntil('the standby serves the first post', async () =>
      (await latestIds(t!)).includes(first.id),
    );

    await cluster.pauseReplay();
    const second = await publishedPost(t, author, 'while the standby stands still');

    // anonymous and other callers read the standby: the new post is not there yet
    expect(await latestIds(t)).toEqual([first.id]);
    expect(await latestIds(t, reader)).toEqual([first.id]);
    expect((await call(t.app, 'GET', `/post/single/${second.id}`)).status).toBe(404);
    const count = await call<{ count: number }>(t.app, 'GET', '/metric/posts');
    expect(count.body.data.count).toBe(1);
    // the author wrote just now: their reads go to the primary
    expect(await latestIds(t, author)).toEqual([second.id, first.id]);
    const own = await call(t.app, 'GET', `/post/single/${second.id}`, { auth: author.auth });
    expect(own.status).toBe(200);
    // the mark lasts REPLICA_READ_YOUR_WRITES_MS (in this process without REDIS_URL, on the clock)
    t.clock.advance(119_000);
    expect(await latestIds(t, author)).toEqual([second.id, first.id]);
    t.clock.advance(2_000);
    expect(await latestIds(t, author)).toEqual([first.id]);

    const health = await ready(t);
    expect(health.status).toBe(200);
    expect(health.data.replicas).toEqual([
      {
        name: expect.stringContaining(`127.0.0.1:${cluster.standby.port}`),
        state: 'up',
        lag_ms: expect.any(Number),
      },
    ]);

    await cluster.resumeReplay();
    await cluster.waitCaughtUp();
    // replayed is not always readable at once on a loaded machine: poll, then assert
    await waitUntil(
      'the standby shows the second post',
      async () => (await latestIds(t!)).length === 2,
    ).catch(() => undefined);
    expect(await latestIds(t)).toEqual([second.id, first.id]);
  });

  it('skips a standby that lags beyond REPLICA_MAX_LAG_MS, and uses it again once it caught up', async () => {
    t = await startApp({ REPLICA_MAX_LAG_MS: '300', REPLICA_READ_YOUR_WRITES_MS: '600' });
    const author = await createUser(t.app, 'lag_author');
    await cluster.waitCaughtUp();
    await waitUntil(
      'the standby is up',
      async () => (await ready(t!)).data.replicas[0].state === 'up',
    );

    await cluster.pauseReplay();
    const post = await publishedPost(t, author, 'written while replay is paused');
    await waitUntil('the standby is reported lagging', async () => {
      const health = await ready(t!);
      expect(health.status).toBe(200);
      return health.data.replicas[0].state === 'lagging';
    });
    const lagging = (await ready(t)).data.replicas[0];
    expect(lagging.lag_ms).toBeGreaterThan(300);
    // skipped: anonymous reads come from the primary and see the post
    expect((await latestIds(t))[0]).toBe(post.id);

    await cluster.resumeReplay();
    await waitUntil(
      'the standby is up again',
      async () => (await ready(t!)).data.replicas[0].state === 'up',
    );
    expect((await latestIds(t))[0]).toBe(post.id);
  });

  it('falls back to the primary with no 5xx when the standby stops, reports it, and takes it back when it returns', async () => {
    t = await startApp({ REPLICA_MAX_LAG_MS: '1000', REPLICA_READ_YOUR_WRITES_MS: '2000' });
    const author = await createUser(t.app, 'fallback_author');
    const post = await publishedPost(t, author, 'readable with the standby gone');
    await cluster.waitCaughtUp();
    await waitUntil(
      'the standby is up',
      async () => (await ready(t!)).data.replicas[0].state === 'up',
    );

    await cluster.standby.stop();
    // at once, before any health check noticed: the failed replica reads are retried on the primary
    const paths = [
      '/latest',
      `/post/single/${post.id}`,
      `/post/children/${post.id}`,
      `/timeline/user/${author.username}`,
      `/profile/${author.username}`,
      '/metric/posts',
      '/reactions/stars/all',
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const res = await call(t.app, 'GET', path);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
      }
    }
    expect((await latestIds(t))[0]).toBe(post.id);
    const health = await ready(t);
    expect(health.status).toBe(200);
    expect(health.data.replicas[0]).toMatchObject({ state: 'down', lag_ms: null });

    await cluster.standby.start();
    await waitUntil(
      'the standby is up again',
      async () => (await ready(t!)).data.replicas[0].state === 'up',
    );
    expect((await latestIds(t))[0]).toBe(post.id);
  });

  it('bounds every read and check on a frozen standby by REPLICA_TIMEOUT_MS: reads go to the primary, the standby is reported down at once, and taken back when it thaws', async () => {
    const timeoutMs = 500;
    // the bound plus the primary's read on a loaded machine; without the timeout a read on the
    // frozen standby waits until the standby runs again
    const boundMs = timeoutMs + 2500;
    t = await startApp({
      REPLICA_MAX_LAG_MS: '1000',
      REPLICA_READ_YOUR_WRITES_MS: '2000',
      REPLICA_TIMEOUT_MS: String(timeoutMs),
    });
    const author = await createUser(t.app, 'frozen_author');
    const post = await publishedPost(t, author, 'readable with the standby frozen');
    await cluster.waitCaughtUp();
    await waitUntil('the standby serves the post', async () =>
      (await latestIds(t!)).includes(post.id),
    );

    const timed = async (path: string) => {
      const started = Date.now();
      const res = await call<{ id: number }[]>(t!.app, 'GET', path);
      return { path, status: res.status, slow: Date.now() - started > boundMs, body: res.body };
    };
    cluster.standby.freeze();
    try {
      // reads in flight when it froze, and reads before any check noticed
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) => timed(i % 2 ? '/latest' : `/post/single/${post.id}`)),
      );
      expect(burst.map(({ path, status, slow }) => ({ path, status, slow }))).toEqual(
        burst.map(({ path }) => ({ path, status: 200, slow: false })),
      );
      await waitUntil('the standby is reported down', async () => {
        const started = Date.now();
        const health = await ready(t!);
        expect(Date.now() - started).toBeLessThan(boundMs);
        expect(health.status).toBe(200);
        return health.data.replicas[0].state === 'down';
      });
      for (let i = 0; i < 5; i++) {
        const res = await timed('/latest');
        expect({ status: res.status, slow: res.slow }).toEqual({ status: 200, slow: false });
        expect(res.body.data[0].id).toBe(post.id);
      }
    } finally {
      cluster.standby.thaw();
    }
    await waitUntil(
      'the standby is up again',
      async () => (await ready(t!)).data.replicas[0].state === 'up',
    );
    expect((await latestIds(t))[0]).toBe(post.id);
  });
});

// Both legs: the benchmark runs without replicas, and then the request path must not change.
describe('without DATABASE_REPLICA_URLS', () => {
  it('installs nothing of the read routing: the plain Db, no interceptor, no replicas in /health/ready', async () => {
    // createTestApp keeps the environment of the apps before it in this file
    const t = await createTestApp({
      env: { DATABASE_REPLICA_URLS: '', REPLICA_MAX_LAG_MS: '', REPLICA_READ_YOUR_WRITES_MS: '' },
    });
    try {
      expect(t.app.get(Db)).not.toBeInstanceOf(ReplicaRoutedDb);
      expect(t.app.get(ReadReplicas).configured).toBe(false);
      const interceptors = t.app.get(ApplicationConfig).getGlobalInterceptors();
      expect(interceptors.filter((i) => i !== null && i !== undefined)).toEqual([]);
      const health = await ready(t);
      expect(health).toEqual({ status: 200, data: { status: 'ok', database: 'ok' } });
    } finally {
      await t.close();
    }
  });
});
