import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUsersIn } from '../utils/raw-database';
import { call } from '../utils/http';
import { sampleOf } from '../utils/prometheus';
import { S3Server, startS3Server } from '../utils/s3-server';
import { serviceMain, ServiceProcess } from '../utils/service-process';
import { TcpProxy } from '../utils/tcp-proxy';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { waitUntil } from '../utils/wait';

const METRICS_TOKEN = 'drain-metrics-token-0123456789';
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

interface Ready {
  status: string;
  database: string;
  redis?: string;
  store?: string;
}

// Both legs: Redis and the object store are the same whatever the database.
describe('readiness reports Redis and the object store without depending on them', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let s3: S3Server;
  let s3Stopped = false;

  beforeAll(async () => {
    // Redis through a proxy the test cuts; the shared Redis itself is never stopped
    proxy = new TcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
    await proxy.start();
    s3 = await startS3Server();
    t = await createTestApp({
      env: {
        ...s3.env('health'),
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: `test:health:${process.pid}:`,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.cut();
    if (!s3Stopped) {
      await s3?.stop();
    }
  });

  async function ready(): Promise<{ status: number; data: Ready; ms: number }> {
    const started = Date.now();
    const res = await call<Ready>(t.app, 'GET', '//health/ready');
    return { status: res.status, data: res.body.data, ms: Date.now() - started };
  }

  it('says ok for both while they answer, in the order status, database, redis, store', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(['status', 'database', 'redis', 'store']);
    expect(res.data).toEqual({ status: 'ok', database: 'ok', redis: 'ok', store: 'ok' });
  });

  it('says down for Redis and then the store when they go, staying ready (200) and answering quickly', async () => {
    await proxy.cut();
    await waitUntil('Redis is reported down', async () => {
      const res = await ready();
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(3000);
      return res.data.redis === 'down';
    });
    await s3.stop();
    s3Stopped = true;
    await waitUntil('the store is reported down', async () => {
      const res = await ready();
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(3000);
      return res.data.store === 'down';
    });
    expect((await ready()).data).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'down',
      store: 'down',
    });
    await proxy.restore();
    await waitUntil('Redis is reported ok again', async () => (await ready()).data.redis === 'ok');
  });
});

describe('graceful drain on SIGTERM', () => {
  let database: TestDatabase;
  let service: ServiceProcess | undefined;
  let dir: string;

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'social-drain-'));
  });

  afterAll(async () => {
    await service?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /health/ready with 503 at once, serves requests for SHUTDOWN_DRAIN_MS, then exits 0', async () => {
    const drainMs = 3000;
    service = await ServiceProcess.start({
      databaseUrl: database.url,
      storageDir: dir,
      env: {
        SHUTDOWN_DRAIN_MS: String(drainMs),
        METRICS_TOKEN: METRICS_TOKEN,
        LOG_LEVEL: 'info',
        // no PUBLIC_URL: the URLs it makes name the address it listens on (HOST=127.0.0.1)
        PUBLIC_URL: undefined as unknown as string,
      },
      // a shared, loaded machine boots slowly
      readyTimeoutMs: 120_000,
    });
    const draining = async () => {
      const res = await fetch(`${service!.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      return sampleOf(await res.text(), 'social_draining');
    };
    expect(await draining()).toBe(0);
    // the start-up line and the profile image URLs say 127.0.0.1, not localhost
    const base = `http://127.0.0.1:${service.port}`;
    expect(
      service.output.filter((line) =>
        line.includes(
          `"msg":"Listening on 127.0.0.1:${service!.port}: API at ${base}/api/v0, docs at ${base}/docs"`,
        ),
      ),
    ).toHaveLength(1);
    const [user] = await createUsersIn(database.url, ['drain_viewer']);
    const profile = await fetch(`${base}/api/v0/profile/${user.username}`);
    expect(profile.status).toBe(200);
    const { data } = (await profile.json()) as { data: { profile_image_url: string } };
    expect(data.profile_image_url.startsWith(`${base}/media/`)).toBe(true);
    // on its empty database this instance ran the migrations, and says so with its name
    expect(
      service.output.filter((line) =>
        line.includes(
          `"context":"Migrations","msg":"This instance (${hostname()} pid ${service!.child.pid}) ran `,
        ),
      ),
    ).toHaveLength(1);
    const signalled = Date.now();
    service.child.kill('SIGTERM');
    // the signal is handled between two events of the loop: a probe sent at the same moment may
    // be answered before it, the next ones not
    let probe!: Response;
    await waitUntil(
      'readiness answers 503',
      async () => {
        probe = await fetch(`${service!.url}/health/ready`);
        return probe.status === 503 || (await probe.arrayBuffer(), false);
      },
      1000,
      20,
    );
    expect(await probe.json()).toMatchObject({
      status: 'error',
      messages: ['This instance is shutting down.'],
    });
    expect(await draining()).toBe(1);
    // the listener stays open and serves while the balancer takes the instance out
    let served = 0;
    while (Date.now() - signalled < drainMs - 1000) {
      const res = await fetch(`${service.url}/api/v0/hello`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      served++;
    }
    expect(served).toBeGreaterThan(0);
    await waitUntil(
      'the service has exited',
      () => Promise.resolve(service!.exit !== null),
      30_000,
    );
    expect(service.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(drainMs);
  }, 180_000);
});
