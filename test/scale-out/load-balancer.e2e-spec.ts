import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { checkInvariants, readState } from '../utils/invariants';
import { LoadBalancer, loadBalancerUnavailable } from '../utils/load-balancer';
import { PgStandbyCluster, standbyUnavailable } from '../utils/pg-standby';
import { createUsersIn, openRawDatabase, RawDatabase } from '../utils/raw-database';
import { S3Server, startS3Server } from '../utils/s3-server';
import { serviceMain, ServiceProcess } from '../utils/service-process';
import { makeImage, multipart } from '../utils/uploads';
import { waitUntil as waitFor } from '../utils/wait';
import { WriteLoad } from '../utils/write-load';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT = 40;

// Several instances share one PostgreSQL (SQLite is one embedded file per process), so this suite
// runs in the PostgreSQL leg of .ci/run only; it starts its own primary + standby, object store
// (s3rver), two built service processes and HAProxy in front of them.
const unavailable = process.env.TEST_DATABASE_URL
  ? (standbyUnavailable() ?? loadBalancerUnavailable())
  : 'SQLite leg: several instances need PostgreSQL';
const describePg = unavailable === null ? describe : describe.skip;
if (unavailable !== null && process.env.TEST_DATABASE_URL) {
  // On the PostgreSQL leg a missing binary is a set-up fault, not a reason to pass quietly.
  throw new Error(`load-balancer tests cannot run: ${unavailable}`);
}

const waitUntil = (what: string, check: () => Promise<boolean>) => waitFor(what, check, 20_000);

interface Answer<T = unknown> {
  status: number;
  servedBy: string | null;
  body: { status: string; data: T; messages: string[] };
}

async function request<T = unknown>(
  url: string,
  init: RequestInit & { auth?: string } = {},
): Promise<Answer<T>> {
  const headers = new Headers(init.headers);
  if (init.auth) {
    headers.set('authorization', init.auth);
  }
  const res = await fetch(url, { ...init, headers });
  return {
    status: res.status,
    servedBy: res.headers.get('x-served-by'),
    body: (await res.json()) as Answer<T>['body'],
  };
}

/**
 * Two instances of the built service on one PostgreSQL primary (with a hot standby for reads),
 * one Redis and one object store, behind a real HAProxy balancing round robin: the deployment of
 * docs/scaling-out.md (and docker-compose's `scale` profile), on this machine.
 */
describePg('two instances behind a real load balancer', () => {
  const prefix = `test:lb:${randomBytes(4).toString('hex')}:`;
  let cluster: PgStandbyCluster;
  let s3: S3Server;
  let instances: ServiceProcess[] = [];
  let balancer: LoadBalancer;
  let db: RawDatabase;
  const storageDirs: string[] = [];

  beforeAll(async () => {
    serviceMain();
    cluster = await PgStandbyCluster.start();
    s3 = await startS3Server();
    const options = () => {
      const storageDir = mkdtempSync(join(tmpdir(), 'social-lb-'));
      storageDirs.push(storageDir);
      return {
        databaseUrl: cluster.primaryUrl,
        storageDir,
        env: {
          ...s3.env('media'),
          PUBLISH_INTERVAL_MS: '50',
          DATABASE_REPLICA_URLS: cluster.standbyUrl,
          // a bound above what the read-your-writes test waits: the paused standby stays in use
          REPLICA_MAX_LAG_MS: '30000',
          REPLICA_READ_YOUR_WRITES_MS: '60000',
          REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        },
      };
    };
    // the first runs the migrations, then the second joins
    instances = [await ServiceProcess.start(options())];
    instances.push(await ServiceProcess.start(options()));
    balancer = await LoadBalancer.start(instances.map((i) => i.url));
    db = await openRawDatabase(cluster.primaryUrl);
  }, 180_000);

  afterAll(async () => {
    await db?.close();
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await s3?.stop();
    await cluster?.stop();
    for (const dir of storageDirs) {
      rmSync(dir, { recursive: true, force: true });
    }
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  afterEach(() => cluster.resumeReplay().catch(() => undefined));

  it('balances every request on its own, round robin', async () => {
    const served: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      served.push((await request(`${balancer.url}/api/v0/hello`)).servedBy);
    }
    expect(new Set(served)).toEqual(new Set(['s0', 's1']));
    expect(served[0]).not.toBe(served[1]);
  });

  it('takes a chunked upload whose chunks alternate between the instances, and serves the media from both', async () => {
    const [user] = await createUsersIn(cluster.primaryUrl, ['lb_uploader']);
    const image = await makeImage('png');
    const created = await request<{ id: number }>(`${balancer.url}/api/v0/upload`, {
      method: 'POST',
      auth: user.auth,
      body: new URLSearchParams({
        file_type: 'image',
        original_name: 'me.png',
        original_extension: '.png',
        upload_type: 'profile',
        total_bytes: String(image.length),
      }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const chunks = 4;
    const size = Math.ceil(image.length / chunks);
    const servedBy: (string | null)[] = [created.servedBy];
    for (let index = 0; index < chunks; index++) {
      const { headers, payload } = multipart(
        { index },
        { chunk: { filename: 'blob', content: image.subarray(index * size, (index + 1) * size) } },
      );
      const res = await request(`${balancer.url}/api/v0/upload/${id}/chunked`, {
        method: 'POST',
        auth: user.auth,
        headers,
        body: new Uint8Array(payload),
      });
      expect(res.status).toBe(200);
      servedBy.push(res.servedBy);
    }
    const completed = await request<{ media: { url_location: string }[] }>(
      `${balancer.url}/api/v0/upload/${id}/completed`,
      { method: 'POST', auth: user.auth, body: new URLSearchParams({ total_chunks: '4' }) },
    );
    expect(completed.status).toBe(200);
    servedBy.push(completed.servedBy);
    // create, 4 chunks, completion: each instance took every other request
    for (let i = 1; i < servedBy.length; i++) {
      expect(servedBy[i]).not.toBe(servedBy[i - 1]);
    }

    const path = new URL(completed.body.data.media[0].url_location).pathname;
    const bodies: Buffer[] = [];
    for (const instance of instances) {
      const res = await fetch(`${instance.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(bodies[0].length).toBeGreaterThan(0);
    expect(bodies[1].equals(bodies[0])).toBe(true);
  });

  it('publishes every post and reply sent through the balancer exactly once', async () => {
    const users = await createUsersIn(
      cluster.primaryUrl,
      Array.from({ length: 6 }, (_, i) => `lb_writer_${i}`),
    );
    const hot: number[] = [];
    for (const user of users.slice(0, 2)) {
      const res = await request<{ id: number }>(`${balancer.url}/api/v0/post`, {
        method: 'POST',
        auth: user.auth,
        body: new URLSearchParams({ post: 'hot' }),
      });
      expect(res.status).toBe(200);
      hot.push(res.body.data.id);
    }
    await waitUntil('the hot posts are published', async () => {
      const rows = await db.all<{ n: number }>(
        `SELECT COUNT(*) AS n FROM posts WHERE status = 'published' AND id = ANY($1::bigint[])`,
        [hot],
      );
      return Number(rows[0].n) === hot.length;
    });

    const load = new WriteLoad({
      targets: [balancer.url],
      users,
      mix: { post: 2, reply: 6, star: 1 },
      hotPosts: hot,
      hotShare: 0.5,
      ownShare: 0.3,
    });
    load.start();
    await waitUntil('enough posts and replies were acknowledged', () =>
      Promise.resolve(load.count('reply', 200) >= 30 && load.count('post', 200) >= 10),
    );
    await load.stop();
    expect(load.ops.filter((o) => o.status === null || o.status >= 500)).toEqual([]);
    // the rate limit is far above what six writers send in this time
    expect(load.ops.filter((o) => o.status === 429)).toEqual([]);

    await waitUntil('no post is pending', async () => {
      const rows = await db.all<{ n: number }>(
        `SELECT COUNT(*) AS n FROM posts WHERE status = 'pending'`,
      );
      return Number(rows[0].n) === 0;
    });
    await new Promise((r) => setTimeout(r, 300));
    const state = await readState(db);
    const acknowledged = [...load.posts.values()];
    expect(acknowledged.filter((p) => state.posts.get(p.id)?.status !== 'published')).toEqual([]);
    expect(checkInvariants(state)).toEqual([]);
    for (const instance of instances) {
      // JSON log lines at error or fatal (stderr also carries the AWS SDK's Node-version notice)
      expect(instance.errorLines().filter((line) => line.startsWith('{'))).toEqual([]);
    }
  }, 90_000);

  it('lets a writer read their own writes on every instance while the standby lags', async () => {
    const [author, reader] = await createUsersIn(cluster.primaryUrl, ['lb_author', 'lb_reader']);
    await cluster.waitCaughtUp();
    for (const instance of instances) {
      await waitUntil('the instance reads from the standby', async () => {
        const res = await request<{ replicas: { state: string }[] }>(
          `${instance.url}/health/ready`,
        );
        return res.body.data.replicas[0].state === 'up';
      });
    }
    await cluster.pauseReplay();
    const created = await request<{ id: number }>(`${balancer.url}/api/v0/post`, {
      method: 'POST',
      auth: author.auth,
      body: new URLSearchParams({ post: 'seen by its author everywhere' }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    await waitUntil('the post is published on the primary', async () => {
      const rows = await db.all<{ status: string }>('SELECT status FROM posts WHERE id = $1', [id]);
      return rows[0]?.status === 'published';
    });
    const path = `/api/v0/post/single/${id}`;
    // the POST was answered by one instance; the mark is in Redis, so both send the author's
    // reads to the primary, while others read the paused standby, which lacks the post
    for (const instance of instances) {
      expect((await request(`${instance.url}${path}`, { auth: author.auth })).status).toBe(200);
      expect((await request(`${instance.url}${path}`, { auth: reader.auth })).status).toBe(404);
      expect((await request(`${instance.url}${path}`)).status).toBe(404);
    }
    await cluster.resumeReplay();
    await cluster.waitCaughtUp();
    // replayed is not always readable at once on a loaded machine (it failed once in CI): poll
    for (const instance of instances) {
      await waitUntil(
        `${instance.url} serves the post from the standby`,
        async () => (await request(`${instance.url}${path}`)).status === 200,
      ).catch(() => undefined);
      expect((await request(`${instance.url}${path}`)).status).toBe(200);
    }
  });

  it('shares the rate limit between the instances (counters in Redis)', async () => {
    const [user] = await createUsersIn(cluster.primaryUrl, ['lb_limited']);
    const statuses: number[] = [];
    const servedBy = new Set<string | null>();
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const res = await request(`${balancer.url}/api/v0/hello`, { auth: user.auth });
      statuses.push(res.status);
      servedBy.add(res.servedBy);
    }
    expect(servedBy).toEqual(new Set(['s0', 's1']));
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  });
});
