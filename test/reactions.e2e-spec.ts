import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { formatTimestamp } from '../src/core/time';
import { Db } from '../src/database/sql';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { insertPost, postCounters, sortOrder } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';
import { setProfileImage } from './utils/uploads';
import { waitUntil } from './utils/wait';
import { createWorld } from './utils/world';
import { POST_KEYS, publishDue } from './utils/post-api';
import { PublisherService } from '../src/modules/posts/publication/publisher.service';
import { totalShardNames } from '../src/modules/reactions/reaction-totals';
import { TOTAL_SHARDS } from './utils/reaction-totals';

const NOT_FOUND = 'The post does not exist.';
const BAD_ID = 'The Post ID field must be a whole number.';
const BAD_IDS = ['0', 'abc', '-1', '1.5', '01', '9007199254740992'];
// Skipped on SQLite: these cases check PostgreSQL's own machinery (a connection's shard row,
// the star statement's row lock against a concurrent delete); SQLite runs one writer at a time.
const itOnPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

const REDUCED_KEYS = [
  'id',
  'user_id',
  'conversation_id',
  'parent_id',
  'original_id',
  'post',
  'status',
  'created_at',
  'updated_at',
  'published_at',
  'username',
  'display_name',
  'bio',
];
const REACTION_KEYS = [
  'id',
  'user_id',
  'post_id',
  'type',
  'content',
  'created_at',
  'updated_at',
  'post',
  'user',
];
const USER_KEYS = ['user_id', 'username', 'display_name', 'bio', 'profile_image_url'];

/** What a star and a flag do differently; their twin tests run once per row. */
const REACTION_TYPES = [
  {
    type: 'star',
    column: 'stars',
    done: 'starred',
    undone: 'unstarred',
    /** A first star bumps the post (sorted_at moves to now); a flag never does. */
    bumps: true,
    /** A flag's notification does not name who flagged. */
    anonymous: false,
    titles: {
      first: 'stars a post: counter, bump, notification, reduced result with the author',
      twice: 'changes nothing when starring twice',
      again: 'counts a re-star after an unstar without bump or notification',
    },
  },
  {
    type: 'flag',
    column: 'flags',
    done: 'flagged',
    undone: 'unflagged',
    bumps: false,
    anonymous: true,
    titles: {
      first: 'flags a post: counter, anonymous notification, no bump',
      twice: 'changes nothing when flagging twice',
      again: 'counts a re-flag after an unflag without a second notification',
    },
  },
] as const;

interface Reaction {
  id: number;
  user_id: number;
  post_id: number;
  type: string;
  post: { id: number; starred: boolean; flagged: boolean; stars: number; flags: number };
  user: { username: string; profile_image_url: string };
}

interface Pagination {
  total_results: number;
  total_pages: number;
  current_result_last: number;
  url_next: string;
}

describe('Reactions', () => {
  let t: TestApp;
  let db: Db;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let free: TestUser;
  /** bob's published top-level post, created a minute before "now". */
  let postId: number;
  let createdAt: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(Db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    createdAt = t.clock.now() - 60_000;
    ({ alice, bob, carol, postId } = await createWorld(t.app, ['alice', 'bob', 'carol'], {
      post: { author: 'bob', at: createdAt },
    }));
    free = await createUser(t.app, 'frank', { plan: 'free' });
  });

  const post = (path: string, user?: TestUser) => call(t.app, 'POST', path, { auth: user?.auth });
  const get = <T = Reaction[]>(path: string, user?: TestUser) =>
    call<T>(t.app, 'GET', path, { auth: user?.auth });

  async function reactionRows(id: number) {
    return db.all<{ user_id: number; type: string; active: number }>(
      `SELECT user_id, type, active FROM reactions WHERE post_id = $1 ORDER BY id`,
      [id],
    );
  }

  async function notificationRows() {
    return db.all<Record<string, unknown>>(
      `SELECT receiver_id, receiver_post_id, initiator_id, initiator_post_id, type, status, content
         FROM notifications ORDER BY id`,
    );
  }

  /** The system totals as stored: the sum of each total's shard rows (reaction-totals.ts). */
  async function totals(): Promise<{ stars: number; flags: number }> {
    const sum = async (type: 'star' | 'flag') => {
      const names = totalShardNames(type);
      const rows = await db.all<{ value: number }>(
        `SELECT value FROM counters WHERE name IN (${names.map((_n, i) => `$${i + 1}`).join(', ')})`,
        [...names],
      );
      expect(rows).toHaveLength(TOTAL_SHARDS);
      return rows.reduce((total, r) => total + Number(r.value), 0);
    };
    return { stars: await sum('star'), flags: await sum('flag') };
  }

  /** Sets a system total as if drift had left it at `value` (all in the first shard). */
  async function setStarsTotal(value: number): Promise<void> {
    for (const name of totalShardNames('star')) {
      await db.run(`UPDATE counters SET value = $1 WHERE name = $2`, [
        name === 'stars_total' ? value : 0,
        name,
      ]);
    }
  }

  /** The reduced result of bob's post as of `updatedAt`. */
  function reducedOf(id: number, updatedAt: number) {
    return {
      id,
      user_id: bob.id,
      conversation_id: id,
      parent_id: 0,
      original_id: 0,
      post: 'Hello world',
      status: 'published',
      created_at: formatTimestamp(createdAt),
      updated_at: formatTimestamp(updatedAt),
      published_at: formatTimestamp(createdAt),
      username: 'bob',
      display_name: 'bob',
      bio: '',
    };
  }

  /** Auth, 404 and bad-id cases shared by the four writes. */
  function describeWriteErrors(action: 'star' | 'unstar' | 'flag' | 'unflag') {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await post(`/${action}/${postId}`);
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
      expect(res.headers['www-authenticate']).toBe('Basic realm="api"');
    });

    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, 'POST', `/${action}/${postId}`, {
        auth: basicAuth('alice', 'wrong'),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('answers 403 to a free account and writes nothing', async () => {
      const res = await post(`/${action}/${postId}`, free);
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
      expect(await reactionRows(postId)).toEqual([]);
    });

    it('answers 404 for an unknown post', async () => {
      const res = await post(`/${action}/${postId + 100}`, alice);
      expect(expectError(res, 404)).toEqual([NOT_FOUND]);
    });

    it('answers 404 for someone else’s pending post and writes nothing', async () => {
      const pending = await insertPost(t.app, {
        userId: bob.id,
        status: 'pending',
        at: t.clock.now() + 60_000,
      });
      const res = await post(`/${action}/${pending}`, alice);
      expect(expectError(res, 404)).toEqual([NOT_FOUND]);
      expect(await reactionRows(pending)).toEqual([]);
      expect(await notificationRows()).toEqual([]);
      expect(await postCounters(t.app, pending)).toMatchObject({ stars: 0, flags: 0, bumps: 0 });
    });

    it.each(BAD_IDS)('rejects the id %p with 400', async (id) => {
      const res = await post(`/${action}/${id}`, alice);
      expect(expectError(res, 400)).toEqual([BAD_ID]);
      expect(res.body.meta).toEqual({ errors: { post_id: [BAD_ID] } });
    });
  }

  describe.each(REACTION_TYPES)('POST /$type/:post_id', (r) => {
    describeWriteErrors(r.type);

    it(r.titles.first, async () => {
      t.clock.advance(5_000);
      const now = t.clock.now();
      const res = await post(`/${r.type}/${postId}`, alice);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [`The post has been ${r.done}.`],
        meta: {},
        data: reducedOf(postId, now),
      });
      expect(Object.keys(res.body.data as object)).toEqual(REDUCED_KEYS);
      expect(await postCounters(t.app, postId)).toEqual({
        stars: 0,
        flags: 0,
        [r.column]: 1,
        bumps: r.bumps ? 1 : 0,
        sorted_at: r.bumps ? now : createdAt,
        updated_at: now,
      });
      expect(await reactionRows(postId)).toEqual([{ user_id: alice.id, type: r.type, active: 1 }]);
      expect(await notificationRows()).toEqual([
        {
          receiver_id: bob.id,
          receiver_post_id: postId,
          initiator_id: r.anonymous ? 0 : alice.id,
          initiator_post_id: 0,
          type: r.type,
          status: 'unread',
          content: null,
        },
      ]);
      expect(await totals()).toEqual({ stars: 0, flags: 0, [r.column]: 1 });
    });

    it(r.titles.twice, async () => {
      await post(`/${r.type}/${postId}`, alice);
      const before = await postCounters(t.app, postId);
      t.clock.advance(5_000);
      const res = await post(`/${r.type}/${postId}`, alice);
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual([`The post has been ${r.done}.`]);
      expect(res.body.data).toEqual(reducedOf(postId, before.updated_at));
      expect(await postCounters(t.app, postId)).toEqual(before);
      expect(await reactionRows(postId)).toHaveLength(1);
      expect(await notificationRows()).toHaveLength(1);
      expect(await totals()).toEqual({ stars: 0, flags: 0, [r.column]: 1 });
    });

    it(r.titles.again, async () => {
      const first = t.clock.now();
      await post(`/${r.type}/${postId}`, alice);
      t.clock.advance(5_000);
      await post(`/un${r.type}/${postId}`, alice);
      t.clock.advance(5_000);
      const res = await post(`/${r.type}/${postId}`, alice);
      expect(res.body.data).toEqual(reducedOf(postId, t.clock.now()));
      expect(await postCounters(t.app, postId)).toMatchObject({
        [r.column]: 1,
        bumps: r.bumps ? 1 : 0,
        sorted_at: r.bumps ? first : createdAt,
      });
      expect(await reactionRows(postId)).toEqual([{ user_id: alice.id, type: r.type, active: 1 }]);
      expect(await notificationRows()).toHaveLength(1);
      expect(await totals()).toEqual({ stars: 0, flags: 0, [r.column]: 1 });
    });

    // The shard of a connection is PostgreSQL's (pg_backend_pid); SQLite's writers pick one at random.
    itOnPostgres(
      'moves the total’s shard row of the connection that ran the statement',
      async () => {
        await post(`/${r.type}/${postId}`, alice);
        const moved = await db.all<{ name: string }>(
          `SELECT name FROM counters WHERE name LIKE $1 AND value <> 0`,
          [`${r.column}_total%`],
        );
        const backends = await db.all<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
        );
        const shardOf = (pid: number) => totalShardNames(r.type)[pid % TOTAL_SHARDS];
        expect(moved).toHaveLength(1);
        expect(backends.map((b) => shardOf(b.pid))).toContain(moved[0].name);
      },
    );

    itOnPostgres(
      'waits for a delete of the post that is under way, then answers 404 and writes nothing',
      async () => {
        const doomed = await insertPost(t.app, { userId: bob.id, at: t.clock.now() });
        let answer: ReturnType<typeof post> | undefined;
        await db.transaction(async (tx) => {
          await tx.run(`DELETE FROM posts WHERE id = $1`, [doomed]);
          answer = post(`/${r.type}/${doomed}`, alice);
          await waitUntil(
            "the star's lock on the post queues behind the delete's",
            async () => {
              const row = await db.get<{ n: number }>(
                `SELECT COUNT(*) AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                  WHERE NOT l.granted AND a.datname = current_database()`,
              );
              return Number(row?.n) > 0;
            },
            5_000,
            20,
          );
        });
        expect(expectError(await answer!, 404)).toEqual([NOT_FOUND]);
        expect(await reactionRows(doomed)).toEqual([]);
        expect(await notificationRows()).toEqual([]);
      },
    );

    it('does not notify the caller about their own post', async () => {
      const res = await post(`/${r.type}/${postId}`, bob);
      expect(res.status).toBe(200);
      expect(await postCounters(t.app, postId)).toMatchObject({
        [r.column]: 1,
        bumps: r.bumps ? 1 : 0,
      });
      expect(await notificationRows()).toEqual([]);
    });
  });

  describe('POST /star/:post_id', () => {
    it('counts stars of several users, each bumping once', async () => {
      await post(`/star/${postId}`, alice);
      await post(`/star/${postId}`, carol);
      expect(await postCounters(t.app, postId)).toMatchObject({ stars: 2, bumps: 2 });
      expect(await notificationRows()).toHaveLength(2);
    });

    it('does not bump a reply or its root', async () => {
      const reply = await insertPost(t.app, { userId: carol.id, parentId: postId, at: createdAt });
      t.clock.advance(5_000);
      const res = await post(`/star/${reply}`, alice);
      expect(res.body.data).toMatchObject({
        id: reply,
        user_id: carol.id,
        conversation_id: postId,
        parent_id: postId,
        username: 'carol',
      });
      expect(await postCounters(t.app, reply)).toMatchObject({
        stars: 1,
        bumps: 0,
        sorted_at: createdAt,
      });
      // the root's one bump and the `reply` notification are the reply's publication
      expect(await postCounters(t.app, postId)).toMatchObject({
        stars: 0,
        bumps: 1,
        sorted_at: createdAt,
      });
      expect(await notificationRows()).toEqual([
        expect.objectContaining({ receiver_id: bob.id, receiver_post_id: postId, type: 'reply' }),
        expect.objectContaining({ receiver_id: carol.id, receiver_post_id: reply, type: 'star' }),
      ]);
    });

    it('stars the caller’s own pending post without moving its publication slot back', async () => {
      const publishAt = t.clock.now() + 120_000;
      const pending = await insertPost(t.app, {
        userId: alice.id,
        status: 'pending',
        at: publishAt,
      });
      const res = await post(`/star/${pending}`, alice);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: pending, status: 'pending', user_id: alice.id });
      expect(await postCounters(t.app, pending)).toMatchObject({
        stars: 1,
        bumps: 1,
        sorted_at: publishAt,
      });
    });

    it('accepts an empty form body', async () => {
      const res = await call(t.app, 'POST', `/star/${postId}`, { auth: alice.auth, form: {} });
      expect(res.status).toBe(200);
      expect(await postCounters(t.app, postId)).toMatchObject({ stars: 1 });
    });
  });

  describe.each(REACTION_TYPES)('POST /un$type/:post_id', (r) => {
    describeWriteErrors(`un${r.type}` as const);

    it(`withdraws a ${r.type}`, async () => {
      await post(`/${r.type}/${postId}`, alice);
      t.clock.advance(5_000);
      const now = t.clock.now();
      const res = await post(`/un${r.type}/${postId}`, alice);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [`The post has been ${r.undone}.`],
        meta: {},
        data: reducedOf(postId, now),
      });
      expect(await postCounters(t.app, postId)).toMatchObject({
        [r.column]: 0,
        bumps: r.bumps ? 1 : 0,
      });
      expect(await reactionRows(postId)).toEqual([{ user_id: alice.id, type: r.type, active: 0 }]);
      expect(await totals()).toEqual({ stars: 0, flags: 0 });
      const list = await get(`/reactions/${r.column}/${postId}`);
      expect(list.body.data).toEqual([]);
    });
  });

  describe('POST /unstar/:post_id', () => {
    it('changes nothing without a prior star', async () => {
      const res = await post(`/unstar/${postId}`, alice);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(reducedOf(postId, createdAt));
      expect(await postCounters(t.app, postId)).toMatchObject({ stars: 0, updated_at: createdAt });
      expect(await reactionRows(postId)).toEqual([]);
    });

    it('changes nothing when unstarring twice, and leaves other users’ stars', async () => {
      await post(`/star/${postId}`, alice);
      await post(`/star/${postId}`, carol);
      await post(`/unstar/${postId}`, alice);
      await post(`/unstar/${postId}`, alice);
      expect(await postCounters(t.app, postId)).toMatchObject({ stars: 1 });
      expect(await totals()).toEqual({ stars: 1, flags: 0 });
    });

    it('never takes a counter below zero', async () => {
      await post(`/star/${postId}`, alice);
      await db.run(`UPDATE posts SET stars = 0 WHERE id = $1`, [postId]);
      await setStarsTotal(0);
      const res = await post(`/unstar/${postId}`, alice);
      expect(res.status).toBe(200);
      expect(await postCounters(t.app, postId)).toMatchObject({ stars: 0 });
      // the stored sum is now -1 (a shard moved down); the total shown is never below zero
      expect(await totals()).toEqual({ stars: -1, flags: 0 });
      const list = await get('/reactions/stars/all', alice);
      expect((list.body.meta as { pagination: Pagination }).pagination.total_results).toBe(0);
    });

    it('leaves a flag of the same user alone', async () => {
      await post(`/star/${postId}`, alice);
      await post(`/flag/${postId}`, alice);
      await post(`/unstar/${postId}`, alice);
      expect(await reactionRows(postId)).toEqual([
        { user_id: alice.id, type: 'star', active: 0 },
        { user_id: alice.id, type: 'flag', active: 1 },
      ]);
      expect(await postCounters(t.app, postId)).toMatchObject({ stars: 0, flags: 1 });
    });
  });

  describe('POST /unflag/:post_id', () => {
    it('changes nothing without a prior flag, or when unflagging twice', async () => {
      await post(`/unflag/${postId}`, alice);
      expect(await reactionRows(postId)).toEqual([]);
      await post(`/flag/${postId}`, carol);
      await post(`/unflag/${postId}`, carol);
      await post(`/unflag/${postId}`, carol);
      expect(await postCounters(t.app, postId)).toMatchObject({ flags: 0 });
      expect(await totals()).toEqual({ stars: 0, flags: 0 });
    });
  });

  describe('GET /reactions/stars/all', () => {
    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, 'GET', '/reactions/stars/all', {
        auth: basicAuth('alice', 'wrong'),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('lists every active star, newest first, with the post and the reactor', async () => {
      const other = await insertPost(t.app, { userId: carol.id, at: createdAt });
      await post(`/star/${postId}`, alice);
      t.clock.advance(1_000);
      const starredAt = t.clock.now();
      await post(`/star/${other}`, bob);
      await post(`/flag/${other}`, alice);
      await post(`/star/${postId}`, carol);
      await post(`/unstar/${postId}`, carol);

      const res = await get('/reactions/stars/all', free);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['status', 'messages', 'meta', 'data']);
      expect(res.body.messages).toEqual([]);
      expect(res.body.data.map((r) => [r.user_id, r.post_id])).toEqual([
        [bob.id, other],
        [alice.id, postId],
      ]);
      const [first] = res.body.data;
      expect(Object.keys(first)).toEqual(REACTION_KEYS);
      expect(Object.keys(first.post)).toEqual(POST_KEYS);
      expect(Object.keys(first.user)).toEqual(USER_KEYS);
      expect(first).toEqual({
        id: 2,
        user_id: bob.id,
        post_id: other,
        type: 'star',
        content: null,
        created_at: formatTimestamp(starredAt),
        updated_at: formatTimestamp(starredAt),
        post: {
          id: other,
          user_id: carol.id,
          conversation_id: other,
          parent_id: 0,
          original_id: 0,
          post: 'Hello world',
          status: 'published',
          type: 'post',
          depth: 0,
          sort_order: null,
          attachment_count: 0,
          replies: 0,
          reposts: 0,
          quotes: 0,
          stars: 1,
          flags: 1,
          reactions: 0,
          bumps: 1,
          created_at: formatTimestamp(createdAt),
          updated_at: formatTimestamp(starredAt),
          published_at: formatTimestamp(createdAt),
          sorted_at: formatTimestamp(starredAt),
          username: 'carol',
          replied: false,
          flagged: false,
          starred: false,
          attachments: [],
          user: {
            user_id: carol.id,
            username: 'carol',
            display_name: 'carol',
            bio: '',
            profile_image_url: 'http://localhost:3000/media/alphabet/c.png',
          },
        },
        user: {
          user_id: bob.id,
          username: 'bob',
          display_name: 'bob',
          bio: '',
          profile_image_url: 'http://localhost:3000/media/alphabet/b.png',
        },
      });
      expect(res.body.meta).toEqual({
        pagination: {
          total_results: 2,
          total_pages: 1,
          page_previous: 1,
          page_next: 1,
          page_current: 1,
          current_page: 1,
          current_result: 1,
          current_result_first: 1,
          current_result_last: 2,
          url_next: '/api/v0/reactions/stars/all?page=1',
          url_previous: '/api/v0/reactions/stars/all?page=1',
        },
      });
    });

    it('shows the caller’s own stars and flags on the embedded posts (false when anonymous)', async () => {
      await post(`/star/${postId}`, alice);
      await post(`/flag/${postId}`, alice);
      const mine = await get('/reactions/stars/all', alice);
      expect(mine.body.data[0].post).toMatchObject({ starred: true, flagged: true });
      const anonymous = await get('/reactions/stars/all');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.data[0].post).toMatchObject({ starred: false, flagged: false });
      const other = await get('/reactions/stars/all', carol);
      expect(other.body.data[0].post).toMatchObject({ starred: false, flagged: false });
    });

    it('builds the reactor’s image URL from their media', async () => {
      const mediaId = await setProfileImage(t.app, alice, '.png', 'Hi there');
      await post(`/star/${postId}`, alice);
      const res = await get('/reactions/stars/all');
      expect(res.body.data[0].user).toEqual({
        user_id: alice.id,
        username: 'alice',
        display_name: 'alice',
        bio: 'Hi there',
        profile_image_url: `http://localhost:3000/media/100/profile_${mediaId}.png`,
      });
    });

    describe('totals agree with the rows for every caller (a reaction on a pending post)', () => {
      const totalOf = async (path: string, user?: TestUser) => {
        const res = await get(path, user);
        return {
          rows: res.body.data.map((r) => r.post_id),
          total: (res.body.meta as { pagination: Pagination }).pagination.total_results,
        };
      };

      it.each(['star', 'flag'])(
        'counts a %s on an own pending post for its author alone, and for all once published',
        async (action) => {
          const list = `/reactions/${action}s/all`;
          const pending = await insertPost(t.app, {
            userId: alice.id,
            status: 'pending',
            at: t.clock.now() + 60_000,
          });
          await post(`/${action}/${pending}`, alice);
          expect(await totalOf(list, alice)).toEqual({ rows: [pending], total: 1 });
          expect(await totalOf(list, bob)).toEqual({ rows: [], total: 0 });
          expect(await totalOf(list)).toEqual({ rows: [], total: 0 });

          // withdrawn and given again while pending: still the author's alone
          await post(`/un${action}/${pending}`, alice);
          expect(await totalOf(list, alice)).toEqual({ rows: [], total: 0 });
          await post(`/${action}/${pending}`, alice);
          expect(await totalOf(list, alice)).toEqual({ rows: [pending], total: 1 });
          expect(await totalOf(list)).toEqual({ rows: [], total: 0 });

          t.clock.advance(60_000);
          expect(await publishDue(t.app, t.clock)).toBe(1);
          for (const user of [alice, bob, undefined]) {
            expect(await totalOf(list, user)).toEqual({ rows: [pending], total: 1 });
          }
          await post(`/un${action}/${pending}`, alice);
          for (const user of [alice, bob, undefined]) {
            expect(await totalOf(list, user)).toEqual({ rows: [], total: 0 });
          }
          expect(await totals()).toEqual({ stars: 0, flags: 0 });
        },
      );

      it('keeps the total exact while the author reacts and the publisher publishes at once', async () => {
        const ids: number[] = [];
        for (let i = 0; i < 60; i++) {
          ids.push(
            await insertPost(t.app, {
              userId: alice.id,
              status: 'pending',
              at: t.clock.now() + 1_000 + i,
              text: `p${i}`,
            }),
          );
        }
        t.clock.advance(60_000);
        const reacting = ids.flatMap((id, i) => [
          post(`/star/${id}`, alice),
          ...(i % 3 === 0 ? [post(`/unstar/${id}`, alice)] : []),
          post(`/flag/${id}`, alice),
        ]);
        // one post per publisher transaction: many chances to meet a reaction on the same row
        const publishing = [1, 2, 3].map(() =>
          t.app.get(PublisherService).publishDue(t.clock.now(), 1),
        );
        await Promise.all([...reacting, ...publishing]);
        await publishDue(t.app, t.clock);
        const active = await db.all<{ type: string; n: number }>(
          `SELECT type, COUNT(*) AS n FROM reactions WHERE active = 1 GROUP BY type ORDER BY type`,
        );
        const expected = Object.fromEntries(active.map((r) => [r.type, Number(r.n)]));
        expect(await totals()).toEqual({ stars: expected.star ?? 0, flags: expected.flag ?? 0 });
        expect((await totalOf('/reactions/flags/all')).total).toBe(60);
        const stars = await totalOf('/reactions/stars/all', bob);
        expect(stars.total).toBe(expected.star);
      });
    });

    it('takes the total from the counters table, not a count of the rows', async () => {
      await post(`/star/${postId}`, alice);
      await setStarsTotal(41);
      const res = await get('/reactions/stars/all');
      expect(res.body.meta).toMatchObject({
        pagination: {
          total_results: 41,
          total_pages: 3,
          url_next: '/api/v0/reactions/stars/all?page=2',
        },
      });
      expect(res.body.data).toHaveLength(1);
    });

    it('paginates 25 stars into pages of 20 and 5', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) {
        const id = await insertPost(t.app, { userId: bob.id, at: createdAt, text: `post ${i}` });
        ids.push(id);
        await post(`/star/${id}`, alice);
      }
      const page1 = await get('/reactions/stars/all');
      expect(page1.body.data.map((r) => r.post_id)).toEqual(ids.slice(5).reverse());
      expect(page1.body.meta).toEqual({
        pagination: {
          total_results: 25,
          total_pages: 2,
          page_previous: 1,
          page_next: 2,
          page_current: 1,
          current_page: 1,
          current_result: 1,
          current_result_first: 1,
          current_result_last: 20,
          url_next: '/api/v0/reactions/stars/all?page=2',
          url_previous: '/api/v0/reactions/stars/all?page=1',
        },
      });
      const page2 = await get('/reactions/stars/all?page=2');
      expect(page2.body.data.map((r) => r.post_id)).toEqual(ids.slice(0, 5).reverse());
      expect(page2.body.meta).toEqual({
        pagination: {
          total_results: 25,
          total_pages: 2,
          page_previous: 1,
          page_next: 2,
          page_current: 2,
          current_page: 2,
          current_result: 21,
          current_result_first: 21,
          current_result_last: 25,
          url_next: '/api/v0/reactions/stars/all?page=2',
          url_previous: '/api/v0/reactions/stars/all?page=1',
        },
      });
      const past = await get('/reactions/stars/all?page=3');
      expect(past.body.data).toEqual([]);
      expect(past.body.meta).toMatchObject({ pagination: { page_current: 3, total_results: 25 } });
    });

    it.each(['0', 'abc', '-1'])('rejects page=%p with 400', async (page) => {
      const res = await get(`/reactions/stars/all?page=${page}`);
      expect(expectError(res, 400)).toEqual(['The Page field must be a whole number.']);
    });
  });

  describe('GET /reactions/stars/:post_id', () => {
    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, 'GET', `/reactions/stars/${postId}`, {
        auth: basicAuth('nobody', 'x'),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('lists the active stars of one post, newest first, the total from the post', async () => {
      const other = await insertPost(t.app, { userId: bob.id, at: createdAt });
      await post(`/star/${postId}`, alice);
      await post(`/star/${other}`, alice);
      await post(`/star/${postId}`, carol);
      await post(`/flag/${postId}`, alice);
      const res = await get(`/reactions/stars/${postId}`, alice);
      expect(res.status).toBe(200);
      expect(res.body.data.map((r) => [r.user.username, r.type, r.post_id])).toEqual([
        ['carol', 'star', postId],
        ['alice', 'star', postId],
      ]);
      expect(Object.keys(res.body.data[0])).toEqual(REACTION_KEYS);
      expect(Object.keys(res.body.data[0].post)).toEqual(POST_KEYS);
      // the caller's own active reactions show on the embedded post
      expect(res.body.data[0].post).toMatchObject({
        id: postId,
        stars: 2,
        flags: 1,
        starred: true,
        flagged: true,
      });
      expect(res.body.meta).toMatchObject({
        pagination: { total_results: 2, url_next: `/api/v0/reactions/stars/${postId}?page=1` },
      });
      await post(`/unstar/${postId}`, alice);
      const after = await get(`/reactions/flags/${postId}`, alice);
      expect(after.body.data[0].post).toMatchObject({ starred: false, flagged: true, stars: 1 });
    });

    it('lists the stars of a reply', async () => {
      const reply = await insertPost(t.app, { userId: carol.id, parentId: postId, at: createdAt });
      await post(`/star/${reply}`, alice);
      const res = await get(`/reactions/stars/${reply}`);
      expect(res.body.data[0].post).toMatchObject({
        id: reply,
        type: 'reply',
        depth: 1,
        parent_id: postId,
        conversation_id: postId,
        sort_order: sortOrder(1),
      });
    });

    it('paginates 25 stars of one post', async () => {
      const users: TestUser[] = [];
      for (let i = 0; i < 25; i++) {
        users.push(await createUser(t.app, `fan${i}`));
      }
      for (const user of users) {
        await post(`/star/${postId}`, user);
      }
      const page1 = await get(`/reactions/stars/${postId}`);
      expect(page1.body.data.map((r) => r.user.username)).toEqual(
        users
          .slice(5)
          .reverse()
          .map((u) => u.username),
      );
      expect(page1.body.meta).toMatchObject({
        pagination: {
          total_results: 25,
          total_pages: 2,
          current_result_last: 20,
          url_next: `/api/v0/reactions/stars/${postId}?page=2`,
        },
      });
      const page2 = await get(`/reactions/stars/${postId}?page=2`);
      expect(page2.body.data.map((r) => r.user.username)).toEqual(
        users
          .slice(0, 5)
          .reverse()
          .map((u) => u.username),
      );
    });

    it('answers 404 for an unknown post', async () => {
      const res = await get(`/reactions/stars/${postId + 100}`);
      expect(expectError(res, 404)).toEqual([NOT_FOUND]);
    });

    it('answers 404 for someone else’s pending post, but lists the caller’s own', async () => {
      const pending = await insertPost(t.app, {
        userId: alice.id,
        status: 'pending',
        at: t.clock.now() + 60_000,
      });
      await post(`/star/${pending}`, alice);
      expect(expectError(await get(`/reactions/stars/${pending}`, bob), 404)).toEqual([NOT_FOUND]);
      expect(expectError(await get(`/reactions/stars/${pending}`), 404)).toEqual([NOT_FOUND]);
      const own = await get(`/reactions/stars/${pending}`, alice);
      expect(own.body.data.map((r) => r.post_id)).toEqual([pending]);
    });

    it.each(BAD_IDS)('rejects the id %p with 400', async (id) => {
      expect(expectError(await get(`/reactions/stars/${id}`), 400)).toEqual([BAD_ID]);
    });
  });

  describe('GET /reactions/flags/all', () => {
    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, 'GET', '/reactions/flags/all', {
        auth: basicAuth('bob', alice.apiKey),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('lists every active flag, newest first, with pagination', async () => {
      const other = await insertPost(t.app, { userId: carol.id, at: createdAt });
      await post(`/flag/${postId}`, alice);
      await post(`/flag/${other}`, alice);
      await post(`/star/${postId}`, carol);
      await post(`/flag/${postId}`, carol);
      await post(`/unflag/${postId}`, carol);
      const res = await get('/reactions/flags/all');
      expect(res.status).toBe(200);
      expect(res.body.data.map((r) => [r.user_id, r.post_id, r.type])).toEqual([
        [alice.id, other, 'flag'],
        [alice.id, postId, 'flag'],
      ]);
      expect(Object.keys(res.body.data[0])).toEqual(REACTION_KEYS);
      expect(Object.keys(res.body.data[0].post)).toEqual(POST_KEYS);
      expect(Object.keys(res.body.data[0].user)).toEqual(USER_KEYS);
      expect(res.body.meta).toMatchObject({
        pagination: { total_results: 2, url_next: '/api/v0/reactions/flags/all?page=1' },
      });
    });

    it('is empty on an empty system', async () => {
      const res = await get('/reactions/flags/all');
      expect(res.body.data).toEqual([]);
      expect(res.body.meta).toMatchObject({
        pagination: { total_results: 0, total_pages: 1, current_result: 0 },
      });
    });
  });

  describe('GET /reactions/flags/:post_id', () => {
    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, 'GET', `/reactions/flags/${postId}`, {
        auth: basicAuth('alice', 'nope'),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('lists the active flags of one post, newest first', async () => {
      await post(`/flag/${postId}`, alice);
      await post(`/flag/${postId}`, carol);
      await post(`/star/${postId}`, alice);
      const res = await get(`/reactions/flags/${postId}`, free);
      expect(res.body.data.map((r) => [r.user.username, r.type])).toEqual([
        ['carol', 'flag'],
        ['alice', 'flag'],
      ]);
      expect(res.body.data[0].post).toMatchObject({ flags: 2, stars: 1, flagged: false });
      expect(res.body.meta).toMatchObject({
        pagination: { total_results: 2, url_previous: `/api/v0/reactions/flags/${postId}?page=1` },
      });
    });

    it('answers 404 for an unknown post or someone else’s pending post', async () => {
      const pending = await insertPost(t.app, {
        userId: bob.id,
        status: 'pending',
        at: t.clock.now() + 60_000,
      });
      expect(expectError(await get(`/reactions/flags/${postId + 100}`), 404)).toEqual([NOT_FOUND]);
      expect(expectError(await get(`/reactions/flags/${pending}`, alice), 404)).toEqual([
        NOT_FOUND,
      ]);
    });

    it.each(BAD_IDS)('rejects the id %p with 400', async (id) => {
      expect(expectError(await get(`/reactions/flags/${id}`), 400)).toEqual([BAD_ID]);
    });
  });

  describe('GET /reactions/stars', () => {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await get('/reactions/stars');
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
    });

    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, 'GET', '/reactions/stars', {
        auth: basicAuth('alice', 'nope'),
      });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('answers 403 to a free account', async () => {
      expect(expectError(await get('/reactions/stars', free), 403)).toEqual([PRO_REQUIRED]);
    });

    it('lists the caller’s active stars only, newest first', async () => {
      const other = await insertPost(t.app, { userId: carol.id, at: createdAt });
      const third = await insertPost(t.app, { userId: carol.id, at: createdAt });
      await post(`/star/${postId}`, alice);
      await post(`/star/${other}`, alice);
      await post(`/star/${third}`, alice);
      await post(`/unstar/${third}`, alice);
      await post(`/flag/${third}`, alice);
      await post(`/star/${postId}`, carol);
      const res = await get('/reactions/stars', alice);
      expect(res.status).toBe(200);
      expect(res.body.data.map((r) => [r.user_id, r.post_id, r.type])).toEqual([
        [alice.id, other, 'star'],
        [alice.id, postId, 'star'],
      ]);
      expect(Object.keys(res.body.data[0])).toEqual(REACTION_KEYS);
      expect(Object.keys(res.body.data[0].post)).toEqual(POST_KEYS);
      expect(res.body.data.every((r) => r.post.starred)).toBe(true);
      expect(res.body.meta).toEqual({
        pagination: {
          total_results: 2,
          total_pages: 1,
          page_previous: 1,
          page_next: 1,
          page_current: 1,
          current_page: 1,
          current_result: 1,
          current_result_first: 1,
          current_result_last: 2,
          url_next: '/api/v0/reactions/stars?page=1',
          url_previous: '/api/v0/reactions/stars?page=1',
        },
      });
    });

    it('paginates 25 stars of the caller', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) {
        const id = await insertPost(t.app, { userId: bob.id, at: createdAt });
        ids.push(id);
        await post(`/star/${id}`, alice);
      }
      const page2 = await get('/reactions/stars?page=2', alice);
      expect(page2.body.data.map((r) => r.post_id)).toEqual(ids.slice(0, 5).reverse());
      expect(page2.body.meta).toMatchObject({
        pagination: { total_results: 25, total_pages: 2, current_result: 21, page_previous: 1 },
      });
    });

    it('rejects a bad page with 400', async () => {
      expect(expectError(await get('/reactions/stars?page=x', alice), 400)).toEqual([
        'The Page field must be a whole number.',
      ]);
    });
  });

  describe('concurrency', () => {
    /** The post's counter, its active rows and the system total agree, and none is negative. */
    async function expectConsistent(id: number, type: 'star' | 'flag') {
      const column = type === 'star' ? 'stars' : 'flags';
      const counters = await postCounters(t.app, id);
      const rows = (await reactionRows(id)).filter((r) => r.type === type);
      const active = rows.filter((r) => Number(r.active) === 1).length;
      expect(counters[column]).toBe(active);
      expect((await totals())[column]).toBe(active);
      expect(counters[column]).toBeGreaterThanOrEqual(0);
      return { count: counters[column], rows: rows.length, active };
    }

    async function manyUsers(n: number): Promise<TestUser[]> {
      const users: TestUser[] = [];
      for (let i = 0; i < n; i++) {
        users.push(await createUser(t.app, `user${i}`));
      }
      return users;
    }

    it.each(['star', 'flag'] as const)(
      '50 users %s one post at once: 50 rows, counter 50',
      async (type) => {
        const users = await manyUsers(50);
        const results = await Promise.all(users.map((u) => post(`/${type}/${postId}`, u)));
        expect(results.map((r) => r.status)).toEqual(users.map(() => 200));
        expect(await expectConsistent(postId, type)).toEqual({ count: 50, rows: 50, active: 50 });
        expect(await notificationRows()).toHaveLength(50);
        if (type === 'star') {
          expect(await postCounters(t.app, postId)).toMatchObject({ bumps: 50 });
        }
      },
    );

    it.each(['star', 'flag'] as const)(
      'one user %ss a post 20 times at once: one row, counter 1',
      async (type) => {
        const results = await Promise.all(
          Array.from({ length: 20 }, () => post(`/${type}/${postId}`, alice)),
        );
        expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
        expect(await expectConsistent(postId, type)).toEqual({ count: 1, rows: 1, active: 1 });
        expect(await notificationRows()).toHaveLength(1);
      },
    );

    it.each(['star', 'flag'] as const)(
      'interleaved %s and withdraw calls by one user leave the counter equal to the active rows',
      async (type) => {
        for (let round = 0; round < 3; round++) {
          const results = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              post(`/${i % 2 === 0 ? type : `un${type}`}/${postId}`, alice),
            ),
          );
          expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
          const state = await expectConsistent(postId, type);
          expect(state.rows).toBe(1);
          expect([0, 1]).toContain(state.count);
        }
        expect(await notificationRows()).toHaveLength(1);
      },
    );
  });
});
