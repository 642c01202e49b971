import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Redis from 'ioredis';
import { Client } from 'pg';
import { TestUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { createUsersIn } from './utils/raw-database';
import { postTo, serviceMain, ServiceProcess } from './utils/service-process';
import { SseClient } from './utils/sse-client';
import { createTestDatabase, TestDatabase } from './utils/test-database';
import { sleep, waitUntil } from './utils/wait';
import { createWorld } from './utils/world';

/** Events must arrive within a second; the wait allows for a loaded machine. */
const ARRIVES_MS = 5000;
const REDIS_URL = 'redis://127.0.0.1:6379';

async function postAndPublish(baseUrl: string, user: TestUser, text: string): Promise<number> {
  const { status, id } = await postTo(baseUrl, user, { post: text });
  expect(status).toBe(200);
  // the service publishes due posts every 100 ms
  await waitUntil(`post ${id} is published`, async () => {
    const single = await fetch(`${baseUrl}/api/v0/post/single/${id}`);
    const body = (await single.json()) as { data: { status?: string }[] };
    return single.status === 200 && body.data[0]?.status === 'published';
  });
  return id;
}

async function starVia(baseUrl: string, user: TestUser, postId: number): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v0/star/${postId}`, {
    method: 'POST',
    headers: { authorization: user.auth },
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

function streamOf(baseUrl: string, user: TestUser): Promise<SseClient> {
  return SseClient.open(`${baseUrl}/api/v0/notifications/stream`, { authorization: user.auth });
}

/** The LISTEN connections of the notification events on a database. */
async function listeners(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT COUNT(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'social-events'`,
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

// Several instances can share only a PostgreSQL database (SQLite is one embedded file per
// process), so the cross-instance suites run in the PostgreSQL leg and are skipped on SQLite.
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg.each([
  ['PostgreSQL LISTEN/NOTIFY', false],
  ['Redis pub/sub', true],
])('notification events across two instances via %s', (_name, viaRedis) => {
  let t: TestApp;
  let other: ServiceProcess | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let appUrl: string;
  const prefix = `sse-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const env: Record<string, string> = viaRedis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {};
  const clients: SseClient[] = [];

  beforeAll(async () => {
    serviceMain();
    t = await createTestApp({ env });
    appUrl = await listen(t);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
    // the second instance: the built service as a child process, on the same database
    other = await ServiceProcess.start({
      databaseUrl: t.database.url,
      storageDir: t.database.storageDir,
      env,
    });
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) {
      client.close();
    }
    await other?.stop();
    await t?.close();
  });

  it('uses the expected transport', async () => {
    // one LISTEN connection per instance on PostgreSQL, none when Redis carries the events
    expect(await listeners(t.database.url)).toBe(viaRedis ? 0 : 2);
  });

  it('delivers an event raised on one instance to a stream held by the other, both ways', async () => {
    const postId = await postAndPublish(other!.url, alice, 'hello');
    const bobPost = await postAndPublish(other!.url, bob, 'hi');
    let redis: Redis | undefined;
    const seenOnRedis: string[] = [];
    if (viaRedis) {
      redis = new Redis(REDIS_URL);
      redis.on('message', (_channel: string, message: string) => seenOnRedis.push(message));
      await redis.subscribe(`${prefix}notifications`);
    }
    try {
      // held by the child, raised in the test app
      const onOther = await streamOf(other!.url, alice);
      clients.push(onOther);
      expect(onOther.response.status).toBe(200);
      await sleep(100);
      const started = Date.now();
      await starVia(appUrl, bob, postId);
      await onOther.waitForEvents(1, ARRIVES_MS);
      const firstIn = Date.now() - started;
      expect(onOther.notifications[0]).toMatchObject({
        receiver_id: alice.id,
        initiator_id: bob.id,
        type: 'star',
      });

      // held by the test app, raised in the child
      const onApp = await streamOf(appUrl, bob);
      clients.push(onApp);
      await sleep(100);
      await starVia(other!.url, alice, bobPost);
      await onApp.waitForEvents(1, ARRIVES_MS);
      expect(onApp.notifications[0]).toMatchObject({ receiver_id: bob.id, type: 'star' });
      expect(firstIn).toBeLessThan(ARRIVES_MS);

      if (redis) {
        // `<instance> <receiver ids>` went through Redis
        await sleep(100);
        expect(seenOnRedis.map((m) => m.split(' ')[1])).toEqual(
          expect.arrayContaining([String(alice.id), String(bob.id)]),
        );
      }
      expect(other!.errorLines()).toEqual([]);
    } finally {
      await redis?.quit();
    }
  });
});

/** The resident set size of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

describe('500 open streams on one instance', () => {
  const STREAMS = 500;
  let database: TestDatabase;
  let service: ServiceProcess | undefined;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) {
      client.close();
    }
    await service?.stop();
    await database?.drop();
  });

  it('holds them without errors, each gets the event; memory per stream measured', async () => {
    service = await ServiceProcess.start({
      databaseUrl: database.url,
      storageDir: database.storageDir,
      env: { STREAM_LIMIT_PER_KEY: String(STREAMS) },
    });
    const [alice, bob] = await createUsersIn(database.url, ['alice', 'bob']);
    const postId = await postAndPublish(service.url, alice, 'hello');
    // warm up the stream path once, so the figure is the streams' and not the code's first use
    const warm = await streamOf(service.url, alice);
    warm.close();
    await warm.ended;
    await sleep(500);
    const before = rssOf(service.child.pid!);

    for (let i = 0; i < STREAMS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, () => streamOf(service!.url, alice)),
      );
      clients.push(...batch);
    }
    expect(clients.filter((c) => c.response.status !== 200)).toEqual([]);
    await sleep(1000);
    const after = rssOf(service.child.pid!);
    const perStream = (after - before) / STREAMS;
    // the figure for the report and the README (RSS grows by pages: an estimate)
    console.log(
      `${STREAMS} streams: RSS ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB, ` +
        `about ${(perStream / 1024).toFixed(1)} KiB per stream`,
    );
    expect(perStream).toBeLessThan(200 * 1024);

    await starVia(service.url, bob, postId);
    const deadline = Date.now() + 20_000;
    while (clients.some((c) => c.events.length < 1) && Date.now() < deadline) {
      await sleep(50);
    }
    expect(clients.filter((c) => c.events.length !== 1).length).toBe(0);
    expect(clients.filter((c) => c.isEnded).length).toBe(0);
    expect(service.errorLines()).toEqual([]);
  });
});
