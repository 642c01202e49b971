import { PostResponse } from '../src/modules/posts/dto/post.response';
import { UsersService } from '../src/users/users.service';
import { TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { checkInvariants, readState } from './utils/invariants';
import { allNotifications, createPost, postState, publishDue, react } from './utils/post-api';
import { insertNotification, insertPost, sortOrder } from './utils/post-fixtures';
import { openRawDatabase } from './utils/raw-database';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Db } from '../src/database/sql';
import { resetDatabase, tablesToReset } from './utils/reset-database';
import { waitUntil } from './utils/wait';

const MINUTE = 60_000;

/**
 * The fixtures of test/utils leave the state the app itself would: their posts show where the
 * app's own would (GET /latest, its counter total, the reply counts) and every counter, ordinal
 * and notification invariant holds.
 */
describe('Test fixtures', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  });

  const latest = async () => {
    const res = await call<PostResponse[]>(t.app, 'GET', '/latest');
    expect(res.status).toBe(200);
    const meta = res.body.meta as { pagination: { total_results: number } };
    return { ids: res.body.data.map((p) => p.id), total: meta.pagination.total_results };
  };
  const metric = async (name: 'posts' | 'pendings') =>
    (await call<{ count: number }>(t.app, 'GET', `/metric/${name}`)).body.data.count;
  const problems = async () => {
    const db = await openRawDatabase(t.database.url);
    try {
      return checkInvariants(await readState(db));
    } finally {
      await db.close();
    }
  };

  it('resetDatabase empties every table of the schema (derived from the entities)', async () => {
    const res = await call(t.app, 'POST', '/post', {
      auth: alice.auth,
      form: { post: 'kept until the reset' },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(res.status).toBe(200);
    const tables = tablesToReset(t.app.get(DataSource));
    expect(tables).toEqual(expect.arrayContaining(['posts', 'idempotency_records', 'users']));
    // a table before every table it references: posts before users, attachments before posts
    expect(tables.indexOf('posts')).toBeLessThan(tables.indexOf('users'));
    expect(tables.indexOf('attachments')).toBeLessThan(tables.indexOf('posts'));
    await resetDatabase(t.app);
    const db = t.app.get(Db);
    for (const table of tables) {
      const row = await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`);
      expect({ table, rows: Number(row!.n) }).toEqual({ table, rows: 0 });
    }
    const counters = await db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM counters WHERE value <> 0`,
    );
    expect(Number(counters!.n)).toBe(0);
  });

  it('resets every table the migrations make, bar the seeded counters and their own log', async () => {
    const db = t.app.get(Db);
    const rows = t.database.isPostgres
      ? await db.all<{ name: string }>(
          `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
        )
      : await db.all<{ name: string }>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
        );
    // a table that no loaded entity maps would be missing from the derived list
    const kept = new Set(['counters', 'migrations']);
    const expected = rows.map((r) => r.name).filter((name) => !kept.has(name));
    expect([...tablesToReset(t.app.get(DataSource))].sort()).toEqual(expected.sort());
  });

  // TRUNCATE deadlocks only on PostgreSQL; SQLite's reset is one transaction under one lock
  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'resetDatabase outlasts a deadlock with a reader that locks its tables in the other order',
    async () => {
      const tables = tablesToReset(t.app.get(DataSource));
      // users is locked last by the TRUNCATE, posts before it
      expect(tables.indexOf('posts')).toBeLessThan(tables.indexOf('users'));
      const reader = new Client({ connectionString: t.database.url });
      await reader.connect();
      try {
        await reader.query('BEGIN');
        await reader.query('SELECT 1 FROM users LIMIT 1');
        const reset = resetDatabase(t.app);
        await waitUntil('the TRUNCATE waits for the reader', async () => {
          const rows = await reader.query(
            `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
              WHERE NOT l.granted AND a.datname = current_database() AND a.query LIKE 'TRUNCATE%'`,
          );
          return rows.rowCount! > 0;
        });
        // the reader now waits for the TRUNCATE, which waited first: PostgreSQL fails the TRUNCATE
        await reader.query('SELECT 1 FROM posts LIMIT 1');
        await reader.query('COMMIT');
        await reset;
      } finally {
        await reader.end();
      }
      const users = await t.app.get(Db).get<{ n: number }>(`SELECT COUNT(*) AS n FROM users`);
      expect(Number(users!.n)).toBe(0);
    },
  );

  it('puts a published fixture post on GET /latest with the right total', async () => {
    const at = t.clock.now() - MINUTE;
    const older = await insertPost(t.app, { userId: alice.id, at: at - 1000 });
    const newer = await insertPost(t.app, { userId: bob.id, at });
    expect(await latest()).toEqual({ ids: [newer, older], total: 2 });
    expect(await metric('posts')).toBe(2);
    expect(await postState(t.app, newer)).toEqual({
      status: 'published',
      conversation_id: newer,
      replies: 0,
      bumps: 0,
      sorted_at: at,
      updated_at: at,
      published_at: at,
    });
    expect(await problems()).toEqual([]);
  });

  it('keeps the same totals as posts made through POST /post and the publisher', async () => {
    await insertPost(t.app, { userId: alice.id, at: t.clock.now() - MINUTE });
    await createPost(t.app, bob, 'through the API');
    await publishDue(t.app, t.clock);
    expect((await latest()).total).toBe(2);
    expect(await metric('posts')).toBe(2);
    expect(await problems()).toEqual([]);
  });

  it('counts replies, numbers them as POST /post does and notifies the parent’s author', async () => {
    const at = t.clock.now() - MINUTE;
    const root = await insertPost(t.app, { userId: alice.id, at });
    const first = await insertPost(t.app, { userId: bob.id, parentId: root, at: at + 1000 });
    const second = await insertPost(t.app, { userId: bob.id, parentId: root, at: at + 2000 });
    const deeper = await insertPost(t.app, { userId: alice.id, parentId: first, at: at + 3000 });
    // a reply through the API after them takes the next ordinal, not one a fixture used
    const api = await createPost(t.app, bob, { post: 'api reply', parent_id: root });
    await publishDue(t.app, t.clock);

    const children = await call<PostResponse[]>(t.app, 'GET', `/post/children/${root}`);
    expect(children.body.data.map((p) => [p.id, p.sort_order])).toEqual([
      [root, null],
      [first, sortOrder(1, 1)],
      [deeper, sortOrder(2, 1)],
      [second, sortOrder(1, 2)],
      [api.id, sortOrder(1, 3)],
    ]);
    expect(await postState(t.app, root)).toMatchObject({ replies: 4, bumps: 4 });
    expect(await postState(t.app, first)).toMatchObject({ replies: 1, conversation_id: root });
    expect(await latest()).toEqual({ ids: [root], total: 1 });
    expect(await metric('posts')).toBe(5);
    expect((await allNotifications(t.app)).map((n) => [n.receiver_id, n.type])).toEqual([
      [alice.id, 'reply'],
      [alice.id, 'reply'],
      [bob.id, 'reply'],
      [alice.id, 'reply'],
    ]);
    expect(await problems()).toEqual([]);
  });

  it('leaves a pending fixture post to the publisher, due at its instant', async () => {
    await t.app.get(UsersService).setDelay('alice', 10);
    const due = t.clock.now() + MINUTE;
    const pending = await insertPost(t.app, { userId: alice.id, status: 'pending', at: due });
    expect(await postState(t.app, pending)).toMatchObject({
      status: 'pending',
      published_at: due,
      sorted_at: due,
    });
    expect(await latest()).toEqual({ ids: [], total: 0 });
    expect(await metric('pendings')).toBe(1);
    t.clock.advance(MINUTE);
    expect(await publishDue(t.app, t.clock)).toBe(1);
    expect(await latest()).toEqual({ ids: [pending], total: 1 });
    expect(await problems()).toEqual([]);
  });

  // The invariant checker follows the totals' rule: a reaction on a pending post joins the
  // system total when the post is published (CI once read the state between the two).
  it('holds while an author’s reaction on their pending post waits for the publisher', async () => {
    const pending = await createPost(t.app, alice, 'not published yet');
    await react(t.app, alice, 'star', pending.id);
    await react(t.app, alice, 'flag', pending.id);
    const stars = async () =>
      (await call(t.app, 'GET', '/reactions/stars/all')).body.meta as {
        pagination: { total_results: number };
      };
    expect((await stars()).pagination.total_results).toBe(0);
    expect(await problems()).toEqual([]);
    await publishDue(t.app, t.clock);
    expect((await stars()).pagination.total_results).toBe(1);
    expect(await problems()).toEqual([]);
  });

  it('refuses to publish a post when that would publish a due pending one too', async () => {
    const now = t.clock.now();
    const pending = await insertPost(t.app, { userId: alice.id, status: 'pending', at: now });
    await expect(insertPost(t.app, { userId: bob.id, at: now })).rejects.toThrow(
      `would also publish pending posts ${pending}`,
    );
  });

  it('records a notification through the notifications service', async () => {
    const post = await insertPost(t.app, { userId: bob.id, at: t.clock.now() });
    const id = await insertNotification(t.app, {
      receiverId: bob.id,
      receiverPostId: post,
      initiatorId: alice.id,
      initiatorPostId: 0,
      type: 'star',
      at: t.clock.now(),
    });
    const res = await call<{ id: number; type: string }[]>(t.app, 'GET', '/notifications', {
      auth: bob.auth,
    });
    expect(res.body.data.map((n) => [n.id, n.type])).toEqual([[id, 'star']]);
  });
});
