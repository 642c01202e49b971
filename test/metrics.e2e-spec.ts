import { DataSource } from 'typeorm';
import { MetricTotals1764000000000 } from '../src/database/migrations/1764000000000-MetricTotals';
import { Db } from '../src/database/sql';
import { COUNT_PENDING_SQL } from '../src/modules/posts/sql/post.sql';
import { UsersRepository } from '../src/users/users.repository';
import { UsersService } from '../src/users/users.service';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { createPost, publishDue } from './utils/post-api';
import { insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

/**
 * GET /metric/*: published posts and users come from counter rows that the publisher and user
 * creation keep in their own transactions; pending posts are counted over their partial index.
 * No request counts a whole table (totals must not grow with the table).
 */
describe('Metrics', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const metric = async (name: 'posts' | 'pendings' | 'usernames') =>
    (await call<{ count: number }>(t.app, 'GET', `/metric/${name}`)).body.data.count;
  const publish = () => publishDue(t.app, t.clock);
  /** What the tables hold, counted the slow way. */
  const counted = async () => {
    const db = t.app.get(Db);
    const n = async (sql: string) => Number((await db.get<{ n: number }>(sql))!.n);
    return {
      posts: await n(`SELECT COUNT(*) AS n FROM posts WHERE status = 'published'`),
      pendings: await n(`SELECT COUNT(*) AS n FROM posts WHERE status = 'pending'`),
      usernames: await n(`SELECT COUNT(*) AS n FROM users`),
    };
  };
  const metrics = async () => ({
    posts: await metric('posts'),
    pendings: await metric('pendings'),
    usernames: await metric('usernames'),
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  });

  it('counts published posts, replies included, as the publisher publishes them', async () => {
    await t.app.get(UsersService).setDelay('bob', 3);
    const root = await createPost(t.app, alice, 'root');
    expect(await metrics()).toEqual({ posts: 0, pendings: 1, usernames: 2 });
    await publish();
    const reply = await createPost(t.app, alice, { post: 'reply', parent_id: root.id });
    await createPost(t.app, alice, { post: 'own reply', parent_id: reply.id });
    await createPost(t.app, bob, { post: 'later reply', parent_id: root.id });
    await createPost(t.app, bob, 'later');
    expect(await metrics()).toEqual({ posts: 1, pendings: 4, usernames: 2 });
    await publish();
    expect(await metrics()).toEqual({ posts: 3, pendings: 2, usernames: 2 });
    t.clock.advanceMinutes(3);
    await publish();
    expect(await metrics()).toEqual({ posts: 5, pendings: 0, usernames: 2 });
    expect(await counted()).toEqual(await metrics());
  });

  it('answers /metric/posts from its counter row, not by counting the table', async () => {
    // With the counter row set behind the publisher's back, the answer follows the row, not the
    // published post in the table.
    await insertPost(t.app, { userId: alice.id, at: t.clock.now() });
    expect(await metric('posts')).toBe(1);
    await t.app.get(Db).run(`UPDATE counters SET value = 0 WHERE name = 'published_total'`);
    expect(await metric('posts')).toBe(0);
    await t.app.get(Db).run(`UPDATE counters SET value = 41 WHERE name = 'published_total'`);
    expect(await metric('posts')).toBe(41);
  });

  it('counts users as they are created, in the same transaction as the user', async () => {
    await createUser(t.app, 'carol');
    expect(await metric('usernames')).toBe(3);
    // The unique index refuses a second "carol" inside the insert's transaction: no count either.
    const now = t.clock.now();
    await expect(
      t.app.get(UsersRepository).insertUser({
        username: 'Carol',
        display_name: 'Carol',
        bio: '',
        media_id: 0,
        plan: 'free',
        delay_minutes: 2,
        timezone: 'UTC',
        created_at: now,
        updated_at: now,
      }),
    ).rejects.toHaveProperty('message', expect.stringContaining('users_username'));
    expect(await metric('usernames')).toBe(3);
    await t.app.get(Db).run(`UPDATE counters SET value = 17 WHERE name = 'users_total'`);
    expect(await metric('usernames')).toBe(17);
  });

  it('counts pending posts over the partial index of pending posts', async () => {
    const db = t.app.get(Db);
    let plan: string;
    if (db.dialect === 'postgres') {
      // On a few rows a sequential scan is cheapest; without it the planner shows what it can use.
      plan = await db.transaction(async (tx) => {
        await tx.run('SET LOCAL enable_seqscan = off');
        const rows = await tx.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${COUNT_PENDING_SQL}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    } else {
      const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${COUNT_PENDING_SQL}`);
      plan = rows.map((r) => r.detail).join('\n');
    }
    expect(plan).toContain('posts_due');
  });

  it('migration MetricTotals starts both counters from the rows there are', async () => {
    await createUser(t.app, 'carol');
    const root = await createPost(t.app, alice, 'root');
    await publish();
    await createPost(t.app, bob, { post: 'reply', parent_id: root.id });
    await createPost(t.app, bob, 'second');
    await t.app.get(UsersService).setDelay('bob', 5);
    await createPost(t.app, bob, 'still pending');
    await publish();
    const db = t.app.get(Db);
    const migration = new MetricTotals1764000000000();
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await migration.down(runner);
      const names = `SELECT name FROM counters WHERE name IN ('published_total', 'users_total')`;
      expect(await db.all(names)).toEqual([]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await metrics()).toEqual({ posts: 3, pendings: 1, usernames: 3 });
    expect(await counted()).toEqual(await metrics());
  });
});
