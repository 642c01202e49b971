import { Db } from '../src/database/sql';
import { PostResponse } from '../src/modules/posts/dto/post.response';
import { SEGMENT_WIDTHS } from '../src/modules/posts/rules/sort-order';
import { NO_MORE_REPLIES } from '../src/modules/posts/writing/post-writer';
import { TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { createPost, publishDue, publishedPost, segments } from './utils/post-api';
import { insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

/**
 * Rules written twice, once per database (CONTRIBUTING.md, "Rules with two SQL implementations"),
 * where no other suite pins them: each case runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL, and expects the same answers and stored state on both.
 */
describe('Rules with an SQLite and a PostgreSQL implementation', () => {
  let t: TestApp;
  let db: Db;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(Db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol']));
  });

  const publish = () => publishDue(t.app, t.clock);
  const post = (path: string, user: TestUser) => call(t.app, 'POST', path, { auth: user.auth });
  const countPosts = async () =>
    Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM posts`))!.n);

  describe('POST /post (PostWriter: one transaction on SQLite, one statement on PostgreSQL)', () => {
    it('gives a reply its path from the widest ordinal the tables hold, at depth 1 and 4', async () => {
      // reply_ordinals.last is 64-bit on both databases; the widest ordinal is the first
      // segment's: 10 digits (every segment has at least 10).
      const widest = 10 ** 10 - 1;
      const root = await publishedPost(t, alice, 'Root');
      let parent = root;
      for (let depth = 1; depth <= 3; depth++) {
        parent = await publishedPost(t, alice, { post: `Depth ${depth}`, parent_id: parent.id });
      }
      for (const [p, depth] of [
        [root, 0],
        [parent, 3],
      ] as const) {
        await db.run(
          `INSERT INTO reply_ordinals (parent_id, last) VALUES ($1, $2)
           ON CONFLICT (parent_id) DO UPDATE SET last = excluded.last`,
          [p.id, widest - 1],
        );
        const reply = await createPost(t.app, bob, { post: 'Widest', parent_id: p.id });
        expect(reply).toMatchObject({ parent_id: p.id, depth: depth + 1 });
        expect(segments(reply.sort_order)).toEqual([
          ...segments(p.sort_order).slice(0, depth),
          widest,
          ...Array<number>(9 - depth).fill(0),
        ]);
        expect(reply.sort_order!.split('/')[depth]).toBe(
          String(widest).padStart(SEGMENT_WIDTHS[depth], '0'),
        );
      }
    });

    it('answers 409 and writes nothing once a parent’s ordinals are used up', async () => {
      // Both databases stop at the first segment's width (10 digits): the path guard refuses the
      // reply (before migration ReplyOrdinalsBigint, PostgreSQL's INTEGER overflowed at 2^31).
      const limit = 10 ** 10 - 1;
      const root = await publishedPost(t, alice, 'Root');
      await db.run(`INSERT INTO reply_ordinals (parent_id, last) VALUES ($1, $2)`, [
        root.id,
        limit,
      ]);
      const before = await countPosts();
      const res = await call(t.app, 'POST', '/post', {
        auth: bob.auth,
        form: { post: 'One too many', parent_id: root.id },
      });
      expect(expectError(res, 409)).toEqual([NO_MORE_REPLIES]);
      expect(await countPosts()).toBe(before);
      expect(
        await db.get(`SELECT last FROM reply_ordinals WHERE parent_id = $1`, [root.id]),
      ).toEqual({ last: limit });
      // another parent is not affected
      const other = await publishedPost(t, alice, 'Other root');
      const reply = await createPost(t.app, bob, { post: 'Fine', parent_id: other.id });
      expect(segments(reply.sort_order)[0]).toBe(1);
    });

    it('counts ordinals per parent, however replies to several parents interleave', async () => {
      const roots = [
        await createPost(t.app, alice, 'A'),
        await createPost(t.app, alice, 'B'),
        await createPost(t.app, alice, 'C'),
      ];
      await publish();
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call<PostResponse>(t.app, 'POST', '/post', {
            auth: [bob, carol][i % 2].auth,
            form: { post: `Reply ${i}`, parent_id: roots[i % 3].id },
          }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
      for (const root of roots) {
        const ordinals = replies
          .map((r) => r.body.data)
          .filter((r) => r.parent_id === root.id)
          .map((r) => {
            expect(r.conversation_id).toBe(root.id);
            return segments(r.sort_order)[0];
          })
          .sort((a, b) => a - b);
        expect([root.id, ordinals]).toEqual([root.id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
      }
    });
  });

  describe('POST /star and /flag (ReactionWriter: a transaction on SQLite, one statement on PostgreSQL)', () => {
    it.each(['star', 'flag'])(
      'a re-%s after a withdrawal turns the same row back on: id and created_at kept',
      async (type) => {
        const postId = await insertPost(t.app, { userId: bob.id, at: t.clock.now() - 60_000 });
        const first = t.clock.now();
        expect((await post(`/${type}/${postId}`, alice)).status).toBe(200);
        const rows = () =>
          db.all<{ id: number; active: number; created_at: number; updated_at: number }>(
            `SELECT id, active, created_at, updated_at FROM reactions WHERE post_id = $1`,
            [postId],
          );
        const [original] = await rows();
        t.clock.advance(5_000);
        expect((await post(`/un${type}/${postId}`, alice)).status).toBe(200);
        t.clock.advance(5_000);
        expect((await post(`/${type}/${postId}`, alice)).status).toBe(200);
        expect(await rows()).toEqual([
          { id: original.id, active: 1, created_at: first, updated_at: t.clock.now() },
        ]);
      },
    );
  });

  describe('the related sets of a page (read with the posts on PostgreSQL, three queries on SQLite)', () => {
    /** The world of these cases: posts with attachments, stars, flags and replies. */
    const makeWorld = async () => {
      const a = await createPost(t.app, alice, {
        post: 'A',
        attachment_count: 2,
        attachment_type_0: 'text',
        attachment_text_0: 'a0',
        attachment_type_1: 'text',
        attachment_text_1: 'a1',
      });
      const b = await createPost(t.app, bob, {
        post: 'B',
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'b0',
      });
      const c = await createPost(t.app, carol, 'C');
      await publish();
      const bobOnA = await publishedPost(t, bob, { post: 'Bob on A', parent_id: a.id });
      await publishedPost(t, carol, { post: 'Carol on Bob', parent_id: bobOnA.id });
      await publishedPost(t, carol, { post: 'Carol on C', parent_id: c.id });
      for (const [path, user] of [
        [`/star/${a.id}`, carol],
        [`/unstar/${a.id}`, carol],
        [`/star/${b.id}`, carol],
        [`/flag/${c.id}`, carol],
        [`/flag/${a.id}`, bob],
        [`/star/${bobOnA.id}`, carol],
      ] as const) {
        expect((await post(path, user)).status).toBe(200);
      }
      return { a, b, c, bobOnA };
    };
    /** Each post of the page at `path` by its text: its attachments and the viewer's flags. */
    const view = async (path: string, user: TestUser | null) => {
      const res = await call<PostResponse[]>(t.app, 'GET', path, user ? { auth: user.auth } : {});
      expect(res.status).toBe(200);
      return Object.fromEntries(
        res.body.data.map((p) => [
          p.post,
          {
            attachments: p.attachments.map((x) => [x.post_id, x.sort_order, x.content]),
            replied: p.replied,
            starred: p.starred,
            flagged: p.flagged,
          },
        ]),
      );
    };

    it('gives each post its own attachments in order, and the caller’s active reactions and direct published replies', async () => {
      const { a, b } = await makeWorld();
      expect(await view('/latest', carol)).toEqual({
        A: {
          attachments: [
            [a.id, 0, 'a0'],
            [a.id, 1, 'a1'],
          ],
          replied: false, // only a reply to a reply of A
          starred: false, // withdrawn
          flagged: false,
        },
        B: { attachments: [[b.id, 0, 'b0']], replied: false, starred: true, flagged: false },
        C: { attachments: [], replied: true, starred: false, flagged: true },
      });
      expect(await view('/latest', bob)).toMatchObject({
        A: { replied: true, starred: false, flagged: true },
        B: { replied: false, starred: false, flagged: false },
      });
    });

    it('shows the same sets on every page that lists posts, signed in, hiding and anonymous', async () => {
      const { a, b, c, bobOnA } = await makeWorld();
      const none = { replied: false, starred: false, flagged: false };
      const attachmentsOfA = [
        [a.id, 0, 'a0'],
        [a.id, 1, 'a1'],
      ];
      // carol's view of every post, and the anonymous one (no flags)
      const carols = {
        A: { attachments: attachmentsOfA, ...none },
        B: { attachments: [[b.id, 0, 'b0']], ...none, starred: true },
        C: { attachments: [], ...none, replied: true, flagged: true },
        'Bob on A': { attachments: [], ...none, replied: true, starred: true },
        'Carol on Bob': { attachments: [], ...none },
        'Carol on C': { attachments: [], ...none },
      };
      const anonymous = Object.fromEntries(
        Object.entries(carols).map(([text, sets]) => [text, { ...sets, ...none }]),
      );
      const pages = [
        ['/latest', ['A', 'B', 'C']],
        [`/post/children/${a.id}`, ['A', 'Bob on A', 'Carol on Bob']],
        [`/post/children/${bobOnA.id}`, ['Bob on A', 'Carol on Bob']],
        [`/post/single/${b.id}`, ['B']],
        [`/post/single/${bobOnA.id}`, ['Bob on A']],
        [`/timeline/user/${alice.username}`, ['A']],
        [`/timeline/user/${bob.username}`, ['B']],
      ] as const;
      const expected = (sets: Record<string, unknown>, texts: readonly string[]) =>
        Object.fromEntries(texts.map((text) => [text, sets[text]]));
      for (const [path, texts] of pages) {
        expect([path, await view(path, carol)]).toEqual([path, expected(carols, texts)]);
        expect([path, await view(path, null)]).toEqual([path, expected(anonymous, texts)]);
      }
      // carol's pending post: her own flags on it (none yet) and its attachment
      const pending = await createPost(t.app, carol, {
        post: 'Pending',
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'p0',
      });
      expect(await view('/pending', carol)).toEqual({
        Pending: { attachments: [[pending.id, 0, 'p0']], ...none },
      });
      // a viewer who hides an author reads other statements: the same sets on the rest
      expect((await post(`/block/${alice.username}`, carol)).status).toBe(200);
      expect(await view('/latest', carol)).toEqual(expected(carols, ['B', 'C']));
      expect(await view(`/post/children/${c.id}`, carol)).toEqual(
        expected(carols, ['C', 'Carol on C']),
      );
    });
  });

  describe('GET /latest (the counter guard: a WHERE term on PostgreSQL, the LIMIT on SQLite)', () => {
    it('reads no rows for a page that starts at or past the latest_total counter', async () => {
      for (let i = 0; i < 21; i++) {
        await insertPost(t.app, { userId: alice.id, text: `Post ${i}`, at: 1_000_000 + i });
      }
      const page2 = async () => {
        const res = await call<PostResponse[]>(t.app, 'GET', '/latest?page=2');
        const meta = res.body.meta as { pagination: { total_results: number } };
        return { posts: res.body.data.map((p) => p.post), total: meta.pagination.total_results };
      };
      await db.run(`UPDATE counters SET value = 21 WHERE name = 'latest_total'`);
      expect(await page2()).toEqual({ posts: ['Post 0'], total: 21 });
      // a counter that lags the rows hides what lies past it, on both databases alike
      await db.run(`UPDATE counters SET value = 20 WHERE name = 'latest_total'`);
      expect(await page2()).toEqual({ posts: [], total: 20 });
    });
  });
});
