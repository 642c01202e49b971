import { checkInvariants, readState } from '../utils/invariants';
import { createUsersIn, openRawDatabase, RawDatabase } from '../utils/raw-database';
import { postTo, serviceMain, ServiceProcess } from '../utils/service-process';
import { waitUntil as waitFor } from '../utils/wait';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { expectedReactions, WriteLoad } from '../utils/write-load';

const WORKERS = 20;
const LOAD_MS = 2000;

const waitUntil = (what: string, check: () => Promise<boolean>) => waitFor(what, check, 10_000);

/**
 * The built service (`node dist/src/main.js`) as a child process under concurrent HTTP writes,
 * killed with SIGKILL in the middle of them and started again on the same database (SQLite file,
 * or a PostgreSQL database of its own when TEST_DATABASE_URL is set): nothing acknowledged is
 * lost, and every counter still equals the rows it counts.
 */
describe('crash safety: SIGKILL under write load, then a restart on the same database', () => {
  let database: TestDatabase;
  let service: ServiceProcess | undefined;
  let db: RawDatabase | undefined;

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await service?.kill();
    await database?.drop();
  });

  it('keeps every acknowledged post and reaction, consistent counters, and publishes what was pending', async () => {
    const options = { databaseUrl: database.url, storageDir: database.storageDir };
    service = await ServiceProcess.start(options);

    // WORKERS users without a delay, one with 1 minute
    const users = await createUsersIn(
      database.url,
      Array.from({ length: WORKERS }, (_, i) => `crash_user_${i}`),
    );
    const [late] = await createUsersIn(database.url, [{ username: 'crash_late', delayMinutes: 1 }]);

    // published posts everyone replies to and reacts to
    const hot: number[] = [];
    for (const user of users.slice(0, 4)) {
      hot.push((await postTo(service.url, user, { post: `hot post of ${user.username}` })).id);
    }
    // pending for a minute: a post, a reply to it and one to that (an author may reply to their
    // own pending post), and a reply to a published post
    const latePosts = [(await postTo(service.url, late, { post: 'scheduled' })).id];
    latePosts.push(
      (await postTo(service.url, late, { post: 'r1', parent_id: String(latePosts[0]) })).id,
    );
    latePosts.push(
      (await postTo(service.url, late, { post: 'r2', parent_id: String(latePosts[1]) })).id,
    );
    await waitUntil('the hot posts are published', async () => {
      const res = await fetch(`${service!.url}/api/v0/post/single/${hot[3]}`);
      await res.arrayBuffer();
      return res.status === 200;
    });
    const lateOnHot = await postTo(service.url, late, {
      post: 'late reply',
      parent_id: String(hot[0]),
    });
    expect(lateOnHot.status).toBe(200);
    latePosts.push(lateOnHot.id);

    const load = new WriteLoad({
      targets: [service.url],
      users,
      mix: { post: 3, reply: 4, star: 3, unstar: 1.5, flag: 0.7, unflag: 0.3 },
      hotPosts: hot,
      hotShare: 0.4,
    });
    load.start();
    // ~2 s, longer on a busy machine until enough of each write was acknowledged
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await waitUntil('enough writes were acknowledged', () =>
      Promise.resolve(
        load.count('post', 200) >= 20 &&
          load.count('reply', 200) >= 20 &&
          load.count('star', 200) >= 20 &&
          load.count('unstar', 200) >= 5,
      ),
    );
    // SIGKILL while the workers keep writing. Whether a request is cut mid-flight depends on
    // scheduling (on a busy machine the service may already have answered every request the
    // client has not read yet), so the load runs on until the workers see the service gone.
    await service.kill('SIGKILL');
    expect(service.exit).toEqual({ code: null, signal: 'SIGKILL' });
    await waitUntil('the writers notice the crash', () =>
      Promise.resolve(load.ops.some((o) => o.status === null)),
    );
    await load.stop();

    // the service failed nothing while it ran
    const failures = load.ops.filter((o) => o.status !== null && o.status >= 500);
    expect(failures).toEqual([]);
    expect(service.errorLines()).toEqual([]);

    service = await ServiceProcess.start(options);
    db = await openRawDatabase(database.url);
    const now = Date.now();

    // everything acknowledged is stored, as acknowledged
    const state = await readState(db);
    const missing = [...load.posts.values()].filter((p) => {
      const stored = state.posts.get(p.id);
      return (
        !stored ||
        stored.user_id !== p.userId ||
        stored.parent_id !== p.parentId ||
        stored.attachment_count !== p.attachments
      );
    });
    expect(missing).toEqual([]);
    const activeReactions = new Set(
      state.reactions
        .filter((r) => r.active === 1)
        .map((r) => `${r.type}:${r.user_id}:${r.post_id}`),
    );
    for (const type of ['star', 'flag'] as const) {
      const { present, absent } = expectedReactions(load.ops, type);
      expect(present.filter((k) => !activeReactions.has(`${type}:${k}`))).toEqual([]);
      expect(absent.filter((k) => activeReactions.has(`${type}:${k}`))).toEqual([]);
      if (type === 'star') {
        expect(present.length).toBeGreaterThan(10);
      }
    }
    expect(checkInvariants(state)).toEqual([]);

    // the scheduled posts survived as pending; due (the minute is shortened in the database,
    // since the child's clock cannot be moved) they are published by the restarted service
    expect(latePosts.map((id) => state.posts.get(id)?.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    const due = now + 500;
    await db.run(
      `UPDATE posts SET published_at = $1, sorted_at = $1 WHERE user_id = $2 AND status = 'pending'`,
      [due, late.id],
    );
    await waitUntil('every due post is published', async () => {
      const [row] = await db!.all<{ n: number }>(
        `SELECT COUNT(*) AS n FROM posts WHERE status = 'pending' AND published_at <= $1`,
        [Date.now() - 300],
      );
      return Number(row.n) === 0 && Date.now() > due + 300;
    });
    const after = await readState(db);
    expect(latePosts.map((id) => after.posts.get(id)?.status)).toEqual([
      'published',
      'published',
      'published',
      'published',
    ]);
    expect(latePosts.map((id) => after.posts.get(id)?.published_at)).toEqual([due, due, due, due]);
    expect(checkInvariants(after)).toEqual([]);

    // and it goes on serving writes
    const fresh = await postTo(service.url, users[0], {
      post: 'after the crash',
      parent_id: String(hot[1]),
    });
    expect(fresh.status).toBe(200);
    const star = await fetch(`${service.url}/api/v0/star/${hot[2]}`, {
      method: 'POST',
      headers: { authorization: users[5].auth },
    });
    await star.arrayBuffer();
    expect(star.status).toBe(200);

    await db.close();
    db = undefined;
    // a graceful stop (Nest re-raises SIGTERM after closing, so either exit is clean)
    await service.stop();
    expect([0, 'SIGTERM']).toContain(service.exit?.code ?? service.exit?.signal);
    expect(service.errorLines()).toEqual([]);

    if (!database.isPostgres) {
      const file = await openRawDatabase(database.url);
      try {
        expect(await file.all('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(await file.all('PRAGMA foreign_key_check')).toEqual([]);
        expect(checkInvariants(await readState(file))).toEqual([]);
      } finally {
        await file.close();
      }
    }
  }, 60_000);
});

/**
 * Idempotency-Key (docs/api.md "Safe retries"): the process dies after the COMMIT of a post and its
 * stored answer, before the answer is sent. The window is hit with the test-only setting
 * IDEMPOTENCY_TEST_FAULT=pause-after-commit (refused when NODE_ENV is production): the service
 * logs a warning once the transaction committed and never sends that answer, and the test sends
 * SIGKILL when it reads the line. Timing alone (kill "soon after" the request) would hit the
 * window only by chance; a debugger would change the process under test more than one setting.
 */
describe('crash safety: SIGKILL between the commit of a keyed POST and its answer', () => {
  let database: TestDatabase;
  let service: ServiceProcess | undefined;
  let db: RawDatabase | undefined;

  beforeAll(async () => {
    serviceMain();
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await service?.kill();
    await database?.drop();
  });

  it('gives the retry after a restart the stored answer, and makes no second post', async () => {
    const options = { databaseUrl: database.url, storageDir: database.storageDir };
    service = await ServiceProcess.start({
      ...options,
      env: { NODE_ENV: 'test', IDEMPOTENCY_TEST_FAULT: 'pause-after-commit' },
    });
    db = await openRawDatabase(database.url);
    const [user] = await createUsersIn(database.url, ['crash_idem']);
    const send = (target: ServiceProcess) =>
      fetch(`${target.url}/api/v0/post`, {
        method: 'POST',
        headers: { authorization: user.auth, 'idempotency-key': 'crash-key-1' },
        body: new URLSearchParams({ post: 'posted once, answered after the crash' }),
      });

    const first = send(service).then(
      (res) => ({ status: res.status }),
      () => ({ status: null }),
    );
    const paused = service;
    await waitUntil('the answer was committed', () =>
      Promise.resolve(paused.output.some((line) => line.includes('Test fault: answer'))),
    );
    await service.kill('SIGKILL');
    expect(await first).toEqual({ status: null }); // the client never got an answer
    const posts = await db.all<{ id: number }>(`SELECT id FROM posts WHERE user_id = $1`, [
      user.id,
    ]);
    expect(posts).toHaveLength(1);

    service = await ServiceProcess.start(options);
    const retry = await send(service);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const body = (await retry.json()) as { data: { id: number; post: string } };
    expect(body.data).toMatchObject({
      id: posts[0].id,
      post: 'posted once, answered after the crash',
    });
    expect(await db.all(`SELECT id FROM posts WHERE user_id = $1`, [user.id])).toEqual(posts);
    await db.close();
    db = undefined;
    await service.stop();
    expect(service.errorLines()).toEqual([]);
  }, 90_000);
});
