import { TestUser } from '../utils/auth';
import { checkInvariants, readState } from '../utils/invariants';
import { createUsersIn, openRawDatabase, RawDatabase } from '../utils/raw-database';
import { postTo, serviceMain, ServiceProcess } from '../utils/service-process';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { waitUntil as waitFor } from '../utils/wait';

const waitUntil = (what: string, check: () => Promise<boolean>) => waitFor(what, check, 30_000);

/** Short holds, frequent looks: a job a dead instance held is taken over within a second or two. */
const ERASURE_ENV = { ERASURE_LEASE_MS: '1000', ERASURE_INTERVAL_MS: '200' };

/** Bumps count history (every first star and published reply ever), not rows that exist now. */
const notBumps = (problems: string[]) => problems.filter((p) => !/ bumps: /.test(p));

interface Job {
  status: string;
  attempts: number;
}

async function jobOf(db: RawDatabase, userId: number): Promise<Job | undefined> {
  const [job] = await db.all<Job>(
    `SELECT status, attempts FROM account_erasures WHERE user_id = $1`,
    [userId],
  );
  return job && { status: job.status, attempts: Number(job.attempts) };
}

async function send(url: string, user: TestUser, method: string, path: string, body?: string) {
  const res = await fetch(`${url}/api/v0${path}`, {
    method,
    headers: {
      authorization: user.auth,
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

/** A user with posts, a reply from `other`, and stars and flags on `other`'s posts. */
async function busyUser(url: string, user: TestUser, other: TestUser): Promise<number[]> {
  const own: number[] = [];
  for (let i = 0; i < 5; i++) {
    own.push((await postTo(url, user, { post: `post ${i} of ${user.username}` })).id);
  }
  const theirs: number[] = [];
  for (let i = 0; i < 5; i++) {
    theirs.push((await postTo(url, other, { post: `post ${i} of ${other.username}` })).id);
  }
  await waitUntil('the posts are published', async () => {
    const res = await fetch(`${url}/api/v0/post/single/${theirs[4]}`);
    await res.arrayBuffer();
    return res.status === 200;
  });
  expect((await postTo(url, other, { post: 'a reply', parent_id: String(own[0]) })).status).toBe(
    200,
  );
  for (const id of theirs) {
    expect(await send(url, user, 'POST', `/star/${id}`)).toBe(200);
    expect(await send(url, user, 'POST', `/flag/${id}`)).toBe(200);
  }
  return own;
}

/**
 * Erasure jobs survive their instance (test/reliability's SIGKILL harness: the built service as a
 * child process). ERASURE_TEST_FAULT (refused in production) holds a job after its first step, so
 * the kill lands in the middle of one.
 */
describe('account erasure: a crash in the middle, and two instances', () => {
  let database: TestDatabase;
  const services: ServiceProcess[] = [];
  let db: RawDatabase | undefined;

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    for (const service of services) {
      await service.kill();
    }
    await database?.drop();
  });

  const start = async (env: Record<string, string>) => {
    const service = await ServiceProcess.start({
      databaseUrl: database.url,
      storageDir: database.storageDir,
      env: { ...ERASURE_ENV, ...env },
    });
    services.push(service);
    return service;
  };

  it('finishes an erasure whose instance was killed half way, exactly once', async () => {
    const crashing = await start({
      NODE_ENV: 'test',
      ERASURE_TEST_FAULT: 'pause-after-first-step',
    });
    const [victim, other] = await createUsersIn(database.url, ['crash_victim', 'crash_other']);
    const own = await busyUser(crashing.url, victim, other);
    db = await openRawDatabase(database.url);
    const usersBefore = (await readState(db)).users;

    expect(await send(crashing.url, victim, 'DELETE', '/account', 'confirm=crash_victim')).toBe(
      202,
    );
    // the first step (ERASURE_ORDER: the password resets) is done, the posts' step is not: the
    // kill lands in the middle
    await waitUntil('the job holds after its first step', () =>
      Promise.resolve(crashing.output.some((line) => line.includes('ERASURE_TEST_FAULT'))),
    );
    const [{ n: postsLeft }] = await db.all<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts WHERE user_id = $1`,
      [victim.id],
    );
    expect(Number(postsLeft)).toBe(own.length);
    await crashing.kill('SIGKILL');
    const held = await jobOf(db, victim.id);
    expect(held).toEqual({ status: 'running', attempts: expect.any(Number) });

    // another instance takes the job over once its hold has run out, and finishes it
    const next = await start({});
    await waitUntil(
      'the job is done',
      async () => (await jobOf(db!, victim.id))?.status === 'done',
    );
    expect(await jobOf(db, victim.id)).toEqual({ status: 'done', attempts: held!.attempts + 1 });
    const state = await readState(db);
    expect(state.users).toBe(usersBefore - 1);
    expect(state.counters.get('users_total')).toBe(usersBefore - 1);
    expect([...state.posts.values()].filter((p) => p.user_id === victim.id)).toEqual([]);
    expect(state.reactions.filter((r) => r.user_id === victim.id)).toEqual([]);
    expect(
      state.notifications.filter(
        (n) => n.receiver_id === victim.id || n.initiator_id === victim.id,
      ),
    ).toEqual([]);
    expect(notBumps(checkInvariants(state))).toEqual([]);
    // the replied-to post stays as a tombstone; the others are gone
    expect(state.posts.get(own[0])).toMatchObject({ status: 'deleted', user_id: null });
    expect(own.slice(1).map((id) => state.posts.has(id))).toEqual([false, false, false, false]);
    expect(next.errorLines()).toEqual([]);
  }, 120_000);

  it('erases an account once when two instances are asked at the same time', async () => {
    if (!database.isPostgres) {
      // SQLite serves one instance per database file (docs/scaling-out.md); the in-process
      // concurrency of one job is in test/account-erasure.e2e-spec.ts
      return;
    }
    const second = await start({});
    const first = services[services.length - 2];
    const [victim, other] = await createUsersIn(database.url, ['twin_victim', 'twin_other']);
    await busyUser(first.url, victim, other);
    db ??= await openRawDatabase(database.url);
    const usersBefore = (await readState(db)).users;

    const statuses = await Promise.all(
      [first, second].map((s) => send(s.url, victim, 'DELETE', '/account', 'confirm=twin_victim')),
    );
    // each answers 202, or 401 when the other had already deleted the keys
    expect(statuses).toContain(202);
    expect(statuses.every((s) => s === 202 || s === 401)).toBe(true);
    await waitUntil(
      'the job is done',
      async () => (await jobOf(db!, victim.id))?.status === 'done',
    );
    expect(await jobOf(db, victim.id)).toEqual({ status: 'done', attempts: 1 });
    const state = await readState(db);
    expect(state.users).toBe(usersBefore - 1);
    expect(state.counters.get('users_total')).toBe(usersBefore - 1);
    expect(notBumps(checkInvariants(state))).toEqual([]);
    for (const service of [first, second]) {
      expect(service.errorLines()).toEqual([]);
    }
  }, 120_000);
});
