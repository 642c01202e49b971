import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import { INVALID_CREDENTIALS } from '../src/auth/auth.errors';
import { Db } from '../src/database/sql';
import { UsersService } from '../src/users/users.service';
import { PostWriter } from '../src/modules/posts/writing/post-writer';
import { PostgresPostWriter } from '../src/modules/posts/writing/post-writer.postgres';
import { PostsRepository } from '../src/modules/posts/posts.repository';
import { PostResponse } from '../src/modules/posts/dto/post.response';
import { PostLifecycleService } from '../src/modules/posts/lifecycle/post-lifecycle.service';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { checkInvariants, readState } from './utils/invariants';
import {
  allNotifications,
  createPost,
  postState,
  publishDue,
  publishedPost,
  react,
} from './utils/post-api';
import { openRawDatabase } from './utils/raw-database';
import { SseClient } from './utils/sse-client';
import { resetDatabase } from './utils/reset-database';

/**
 * The post lifecycle after publication (DESIGN §11): delete (a tombstone where there are
 * replies), hide and restore, through PostLifecycleService; every count and list follows.
 */
describe('Post lifecycle', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol']));
  });

  const lifecycle = () => t.app.get(PostLifecycleService);
  const problems = async () => {
    const db = await openRawDatabase(t.database.url);
    try {
      return checkInvariants(await readState(db));
    } finally {
      await db.close();
    }
  };
  const get = (path: string, user?: TestUser) =>
    call<PostResponse[]>(t.app, 'GET', path, { auth: user?.auth });
  const total = (res: { body: { meta?: unknown } }) =>
    (res.body.meta as { pagination: { total_results: number } }).pagination.total_results;

  describe('service primitives', () => {
    it('removes a post without replies with its reactions and notifications', async () => {
      const root = await publishedPost(t, alice, 'root');
      const reply = await publishedPost(t, bob, { post: 'reply', parent_id: root.id });
      await react(t.app, carol, 'star', reply.id);
      await react(t.app, alice, 'flag', reply.id);
      expect((await allNotifications(t.app)).length).toBe(3);

      expect(await lifecycle().delete(reply.id, alice.id)).toBe(false);
      expect(await lifecycle().delete(reply.id, bob.id)).toBe(true);
      expect(await lifecycle().delete(reply.id, bob.id)).toBe(false);

      expect(await allNotifications(t.app)).toEqual([]);
      expect((await get(`/post/single/${reply.id}`)).status).toBe(404);
      const children = await get(`/post/children/${root.id}`);
      expect(children.body.data.map((p) => p.id)).toEqual([root.id]);
      expect(total(children)).toBe(0);
      expect((await postState(t.app, root.id)).replies).toBe(0);
      expect(await problems()).toEqual([]);
    });

    it('leaves a tombstone where there are replies, pending ones included', async () => {
      const root = await publishedPost(t, alice, 'root');
      await react(t.app, bob, 'star', root.id);
      await createUser(t.app, 'dave', { delayMinutes: 5 }).then((dave) =>
        createPost(t.app, dave, { post: 'later', parent_id: root.id }),
      );
      expect(await lifecycle().delete(root.id, alice.id)).toBe(true);
      const single = await get(`/post/single/${root.id}`);
      expect(single.status).toBe(200);
      expect(single.body.data[0]).toMatchObject({
        id: root.id,
        user_id: 0,
        post: '',
        status: 'deleted',
        stars: 0,
        flags: 0,
        starred: false,
        flagged: false,
        username: '',
        attachments: [],
        user: { user_id: 0, username: '', display_name: '', bio: '' },
      });
      const latest = await get('/latest');
      expect(latest.body.data).toEqual([]);
      expect(total(latest)).toBe(0);
      expect(await problems()).toEqual([]);
      t.clock.advance(6 * 60_000);
      expect(await publishDue(t.app, t.clock)).toBe(1);
      const children = await get(`/post/children/${root.id}`);
      expect(children.body.data.map((p) => p.status)).toEqual(['deleted', 'published']);
      expect(total(children)).toBe(1);
      expect(await problems()).toEqual([]);
    });

    it('hides and restores a post, its counts following', async () => {
      const root = await publishedPost(t, alice, 'root');
      const reply = await publishedPost(t, bob, { post: 'reply', parent_id: root.id });
      await react(t.app, carol, 'star', reply.id);
      expect(await lifecycle().hide(reply.id, 'moderator')).toBe(true);
      expect(await lifecycle().hide(reply.id, 'moderator')).toBe(false);
      expect((await get(`/post/single/${reply.id}`)).status).toBe(404);
      expect((await get(`/post/single/${reply.id}`, bob)).status).toBe(200);
      expect((await postState(t.app, root.id)).replies).toBe(0);
      expect(await problems()).toEqual([]);
      expect(await lifecycle().restore(reply.id, 'suspension')).toBe(false);
      expect(await lifecycle().restore(reply.id, 'moderator')).toBe(true);
      expect((await postState(t.app, root.id)).replies).toBe(1);
      expect(await problems()).toEqual([]);
    });

    it('deletes every post of a user, deepest first', async () => {
      const root = await publishedPost(t, alice, 'root');
      const own = await publishedPost(t, alice, { post: 'own reply', parent_id: root.id });
      const other = await publishedPost(t, bob, { post: 'reply', parent_id: own.id });
      await publishedPost(t, alice, 'second');
      expect(await lifecycle().deleteAllOf(alice.id)).toBe(3);
      expect((await get(`/post/single/${root.id}`)).body.data[0].status).toBe('deleted');
      expect((await get(`/post/single/${own.id}`)).body.data[0].status).toBe('deleted');
      expect((await get(`/post/single/${other.id}`)).body.data[0].status).toBe('published');
      expect(await problems()).toEqual([]);
    });
  });

  describe('DELETE /post/{post_id}', () => {
    const del = (user: TestUser | undefined, id: number | string) =>
      call(t.app, 'DELETE', `/post/${id}`, { auth: user?.auth });
    const count = async (path: string, user?: TestUser) =>
      (await call<number>(t.app, 'GET', path, { auth: user?.auth })).body.data;
    const metric = async (name: 'posts' | 'pendings') =>
      (await call<{ count: number }>(t.app, 'GET', `/metric/${name}`)).body.data.count;

    it('refuses anonymous and Free callers, and bad ids', async () => {
      const post = await publishedPost(t, alice, 'mine');
      expectError(await del(undefined, post.id), 401);
      const free = await createUser(t.app, 'frank', { plan: 'free' });
      expectError(await del(free, post.id), 403);
      expectError(await del(alice, 'abc'), 400);
      expect((await postState(t.app, post.id)).status).toBe('published');
    });

    it("answers 404 for another user's post, a missing one and a second delete", async () => {
      const post = await publishedPost(t, alice, 'mine');
      expect(expectError(await del(bob, post.id), 404)).toEqual(['The post does not exist.']);
      expectError(await del(alice, 999_999), 404);
      const res = await del(alice, post.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: ['The post was deleted.'],
        meta: {},
        data: {},
      });
      expectError(await del(alice, post.id), 404);
    });

    it('deletes a pending post: it leaves /pending and the metrics', async () => {
      const dave = await createUser(t.app, 'dave', { delayMinutes: 10 });
      const pending = await createPost(t.app, dave, {
        post: 'soon',
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'attached',
      });
      expect(await metric('pendings')).toBe(1);
      expect((await del(dave, pending.id)).status).toBe(200);
      const list = await get('/pending', dave);
      expect(list.body.data).toEqual([]);
      expect(total(list)).toBe(0);
      expect(await metric('pendings')).toBe(0);
      const db = t.app.get(Db);
      expect(await db.get(`SELECT id FROM attachments WHERE post_id = $1`, [pending.id])).toBe(
        undefined,
      );
      t.clock.advance(11 * 60_000);
      expect(await publishDue(t.app, t.clock)).toBe(0);
      expect(await problems()).toEqual([]);
    });

    it('removes a post without replies from every list, count and ETag', async () => {
      const keep = await publishedPost(t, alice, 'keep');
      const post = await publishedPost(t, alice, {
        post: 'gone soon',
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'attached',
      });
      await react(t.app, bob, 'star', post.id);
      await react(t.app, carol, 'flag', post.id);
      await react(t.app, bob, 'star', keep.id);
      const before = await get('/latest');
      expect(total(before)).toBe(2);
      expect(await count('/notifications/count', alice)).toBe(3);
      expect(await count('/notifications/count/unread', alice)).toBe(3);
      expect(await metric('posts')).toBe(2);

      expect((await del(alice, post.id)).status).toBe(200);

      const latest = await get('/latest');
      expect(latest.body.data.map((p) => p.id)).toEqual([keep.id]);
      expect(total(latest)).toBe(1);
      expect(latest.headers.etag).not.toBe(before.headers.etag);
      const timeline = await get('/timeline/user/alice');
      expect(timeline.body.data.map((p) => p.id)).toEqual([keep.id]);
      expect(total(timeline)).toBe(1);
      expect(await metric('posts')).toBe(1);
      expectError(await get(`/post/single/${post.id}`), 404);
      expectError(await get(`/post/children/${post.id}`), 404);
      expectError(await get(`/reactions/stars/${post.id}`), 404);
      for (const [path, user, ids] of [
        ['/reactions/stars/all', undefined, [keep.id]],
        ['/reactions/flags/all', undefined, []],
        ['/reactions/stars', bob, [keep.id]],
      ] as const) {
        const list = await call<{ post: { id: number } }[]>(t.app, 'GET', path, {
          auth: user?.auth,
        });
        expect({ path, ids: list.body.data.map((r) => r.post.id) }).toEqual({ path, ids });
        expect({ path, total: total(list) }).toEqual({ path, total: ids.length });
      }
      const notifications = await call<{ receiver_post_id: number }[]>(
        t.app,
        'GET',
        '/notifications',
        { auth: alice.auth },
      );
      expect(notifications.body.data.map((n) => n.receiver_post_id)).toEqual([keep.id]);
      expect(total(notifications)).toBe(1);
      expect(await count('/notifications/count', alice)).toBe(1);
      expect(await count('/notifications/count/unread', alice)).toBe(1);
      const db = t.app.get(Db);
      expect(await db.get(`SELECT id FROM attachments WHERE post_id = $1`, [post.id])).toBe(
        undefined,
      );
      expect(await problems()).toEqual([]);
    });

    it('leaves a tombstone that keeps the replies in their thread, with every count right', async () => {
      const root = await publishedPost(t, alice, 'root');
      const middle = await publishedPost(t, bob, {
        post: 'middle',
        parent_id: root.id,
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'attached',
      });
      const leaf = await publishedPost(t, carol, { post: 'leaf', parent_id: middle.id });
      await react(t.app, alice, 'star', middle.id);
      await react(t.app, carol, 'flag', middle.id);
      const before = await get(`/post/children/${root.id}`);

      expect((await del(bob, middle.id)).status).toBe(200);

      const single = await get(`/post/single/${middle.id}`, alice);
      expect(single.body.data[0]).toEqual({
        ...middle,
        user_id: 0,
        post: '',
        status: 'deleted',
        attachment_count: 0,
        replies: 1,
        stars: 0,
        flags: 0,
        bumps: 0,
        updated_at: expect.any(String),
        published_at: expect.any(String),
        sorted_at: expect.any(String),
        username: '',
        replied: false,
        flagged: false,
        starred: false,
        attachments: [],
        user: {
          user_id: 0,
          username: '',
          display_name: '',
          bio: '',
          profile_image_url: 'http://localhost:3000/media/alphabet/u.png',
        },
      });
      const children = await get(`/post/children/${root.id}`);
      expect(children.body.data.map((p) => [p.id, p.status])).toEqual([
        [root.id, 'published'],
        [middle.id, 'deleted'],
        [leaf.id, 'published'],
      ]);
      expect(total(children)).toBe(2);
      expect(children.body.data[0].replies).toBe(2);
      expect(children.headers.etag).not.toBe(before.headers.etag);
      const under = await get(`/post/children/${middle.id}`);
      expect(under.body.data.map((p) => p.id)).toEqual([middle.id, leaf.id]);
      expect(total(under)).toBe(1);
      // nothing to do with a tombstone but read it
      expectError(await del(bob, middle.id), 404);
      for (const action of ['star', 'flag', 'unstar', 'unflag']) {
        expectError(
          await call(t.app, 'POST', `/${action}/${middle.id}`, { auth: alice.auth }),
          404,
        );
      }
      expectError(
        await call(t.app, 'POST', '/post', {
          auth: carol.auth,
          form: { post: 'late', parent_id: middle.id },
        }),
        404,
      );
      // carol's reply notification to bob (about middle) went with it
      expect(
        (await allNotifications(t.app)).filter(
          (n) => n.receiver_post_id === middle.id || n.initiator_post_id === middle.id,
        ),
      ).toEqual([]);
      expect(await problems()).toEqual([]);
      // the reply under the tombstone can still be deleted: then the tombstone has no replies
      expect((await del(carol, leaf.id)).status).toBe(200);
      expect((await get(`/post/single/${middle.id}`)).body.data[0].replies).toBe(0);
      expect((await get(`/post/children/${root.id}`)).body.data[0].replies).toBe(1);
      expect(await problems()).toEqual([]);
    });

    it('keeps a pending reply: its parent becomes a tombstone and it is published under it', async () => {
      const root = await publishedPost(t, alice, 'root');
      const dave = await createUser(t.app, 'dave', { delayMinutes: 5 });
      const reply = await createPost(t.app, dave, { post: 'pending reply', parent_id: root.id });
      expect((await del(alice, root.id)).status).toBe(200);
      const latest = await get('/latest');
      expect(latest.body.data).toEqual([]);
      expect(total(latest)).toBe(0);
      t.clock.advance(6 * 60_000);
      expect(await publishDue(t.app, t.clock)).toBe(1);
      const children = await get(`/post/children/${root.id}`);
      expect(children.body.data.map((p) => [p.id, p.status])).toEqual([
        [root.id, 'deleted'],
        [reply.id, 'published'],
      ]);
      expect(total(children)).toBe(1);
      expect(await problems()).toEqual([]);
    });

    it('removes the notifications it deletes from the stream replay after Last-Event-ID', async () => {
      const url = await listen(t);
      const first = await publishedPost(t, alice, 'first');
      const second = await publishedPost(t, alice, 'second');
      await react(t.app, bob, 'star', first.id);
      await react(t.app, bob, 'star', second.id);
      const ids = (
        await call<{ id: number; receiver_post_id: number }[]>(t.app, 'GET', '/notifications', {
          auth: alice.auth,
        })
      ).body.data;
      expect(ids.map((n) => n.receiver_post_id)).toEqual([second.id, first.id]);
      expect((await del(alice, first.id)).status).toBe(200);
      const client = await SseClient.open(`${url}/api/v0/notifications/stream`, {
        authorization: alice.auth,
        'last-event-id': String(ids[1].id - 1),
      });
      try {
        await react(t.app, carol, 'star', second.id);
        const events = await client.waitForEvents(2);
        const sent = events.map(
          (e) => (JSON.parse(e.data) as { receiver_post_id: number }).receiver_post_id,
        );
        expect(sent).toEqual([second.id, second.id]);
      } finally {
        client.close();
        await client.ended;
      }
    });

    it('never lets posts that cannot be published stall the publisher (600 ahead of a ready one)', async () => {
      const db = t.app.get(Db);
      const parent = await publishedPost(t, alice, 'to be hidden');
      expect(await lifecycle().hide(parent.id, 'moderator')).toBe(true);
      const now = t.clock.now();
      await db.run(
        `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600)
         INSERT INTO posts (user_id, conversation_id, parent_id, post, status, type, depth,
                            created_at, updated_at, published_at, sorted_at)
         SELECT $1, $2, $2, 'waiting', 'pending', 'reply', 1, CAST($3 AS BIGINT),
                CAST($3 AS BIGINT), CAST($3 AS BIGINT) + n.i, CAST($3 AS BIGINT) + n.i FROM n`,
        [bob.id, parent.id, now - 10 * 60_000],
      );
      const ready = await createPost(t.app, carol, 'ready');
      expect(await publishDue(t.app, t.clock)).toBe(1);
      expect((await postState(t.app, ready.id)).status).toBe('published');
      expect(await metric('pendings')).toBe(600);
    });
  });

  describe('concurrency', () => {
    const del = (user: TestUser, id: number) =>
      call(t.app, 'DELETE', `/post/${id}`, { auth: user.auth });
    const repliesTo = async (id: number) =>
      Number(
        (
          await t.app
            .get(Db)
            .get<{ n: number }>(`SELECT COUNT(*) AS n FROM posts WHERE parent_id = $1`, [id])
        )?.n ?? 0,
      );

    it('a delete racing replies, stars and the publisher: replies are 404s or under a tombstone, totals equal rows', async () => {
      for (let round = 0; round < 6; round++) {
        const parent = await publishedPost(t, alice, `parent ${round}`);
        if (round % 2 === 1) {
          // half the rounds start with a reply already there: the delete leaves a tombstone
          await publishedPost(t, carol, { post: 'early', parent_id: parent.id });
        }
        const replies = Array.from({ length: 8 }, (_, i) =>
          call(t.app, 'POST', '/post', {
            auth: (i % 2 ? bob : carol).auth,
            form: { post: `reply ${i}`, parent_id: parent.id },
          }),
        );
        const stars = [bob, carol].map((u) =>
          call(t.app, 'POST', `/star/${parent.id}`, { auth: u.auth }),
        );
        const [deleted, published, ...answers] = await Promise.all([
          del(alice, parent.id),
          publishDue(t.app, t.clock),
          ...replies,
          ...stars,
        ]);
        expect(deleted.status).toBe(200);
        expect(typeof published).toBe('number');
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([]);
        const accepted = answers.slice(0, replies.length).filter((a) => a.status === 200).length;
        const row = await t.app
          .get(Db)
          .get<{ status: string }>(`SELECT status FROM posts WHERE id = $1`, [parent.id]);
        if (row) {
          expect(row.status).toBe('deleted');
          expect(await repliesTo(parent.id)).toBe(accepted + (round % 2));
        } else {
          expect(accepted).toBe(0);
          expect(await repliesTo(parent.id)).toBe(0);
        }
      }
      await publishDue(t.app, t.clock);
      expect(await problems()).toEqual([]);
    });

    it('refuses a post or reply whose author is gone (erased since the auth check): 401, nothing written', async () => {
      const parent = await publishedPost(t, alice, 'parent of an orphan');
      const ordinal = () =>
        t.app
          .get(Db)
          .get<{ last: number }>(`SELECT last FROM reply_ordinals WHERE parent_id = $1`, [
            parent.id,
          ]);
      const before = await ordinal();
      const gone = 1_000_000; // no such user: as if erased between the auth check and the write
      for (const parentId of [0, parent.id]) {
        const attempt = t.app.get(PostWriter).create({
          userId: gone,
          parentId,
          text: 'orphan',
          attachmentTexts: ['orphan attachment'],
          now: t.clock.now(),
        });
        await expect(attempt).rejects.toBeInstanceOf(UnauthorizedException);
      }
      expect(await t.app.get(Db).get(`SELECT id FROM posts WHERE post = 'orphan'`)).toBe(undefined);
      expect(
        await t.app.get(Db).get(`SELECT id FROM attachments WHERE content = 'orphan attachment'`),
      ).toBe(undefined);
      expect(await ordinal()).toEqual(before);
      expect(await repliesTo(parent.id)).toBe(0);
      expect(await problems()).toEqual([]);
    });

    it('answers POST /post with 401, not 409, when the account was erased elsewhere while its key is still trusted here', async () => {
      const parent = await publishedPost(t, alice, 'parent of a late reply');
      const dave = await createUser(t.app, 'dave');
      // this instance verified dave's key: it trusts it for AUTH_CACHE_MS
      expect((await call(t.app, 'GET', '/account', { auth: dave.auth })).status).toBe(200);
      // another instance erased the account meanwhile: keys deleted, then the users row
      await t.app
        .get(Db)
        .transaction((tx) => tx.run(`DELETE FROM api_keys WHERE user_id = $1`, [dave.id]));
      await t.app.get(UsersService).eraseAccount(dave.id, []);
      expect(await t.app.get(Db).get(`SELECT id FROM users WHERE id = $1`, [dave.id])).toBe(
        undefined,
      );
      const before = await t.app.get(Db).get<{ n: number }>(`SELECT COUNT(*) AS n FROM posts`);
      const forms: Record<string, string | number>[] = [
        { post: 'late top-level post' },
        { post: 'late reply', parent_id: parent.id },
      ];
      for (const form of forms) {
        const res = await call(t.app, 'POST', '/post', { auth: dave.auth, form });
        expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
      }
      expect(await t.app.get(Db).get<{ n: number }>(`SELECT COUNT(*) AS n FROM posts`)).toEqual(
        before,
      );
      expect(await repliesTo(parent.id)).toBe(0);
    });

    // SQLite checks the parent inside the write transaction, where no delete can come between;
    // PostgreSQL checks it before its one statement and again in it.
    (process.env.TEST_DATABASE_URL ? it : it.skip)(
      'PostgreSQL: the create statement re-checks its parent and writes nothing when it is gone or a tombstone',
      async () => {
        const gone = await publishedPost(t, alice, 'gone');
        const tombstone = await publishedPost(t, alice, 'tombstone');
        await publishedPost(t, carol, { post: 'keeps it', parent_id: tombstone.id });
        const repository = t.app.get(PostsRepository);
        const before = await repository.findParent(t.app.get(Db), tombstone.id, bob.id);
        expect(before?.status).toBe('published');
        expect(await lifecycle().delete(gone.id, alice.id)).toBe(true);
        expect(await lifecycle().delete(tombstone.id, alice.id)).toBe(true);
        const writer = t.app.get(PostWriter);
        expect(writer).toBeInstanceOf(PostgresPostWriter);
        for (const parentId of [gone.id, tombstone.id]) {
          const created = await (writer as PostgresPostWriter).createInOneStatement(
            { userId: bob.id, parentId, text: 'late', createdAt: t.clock.now() },
            ['attached'],
          );
          expect(created).toBe(undefined);
        }
        // the writer: a check that passed before the delete (the parent as it was then), then
        // the statement, then the check again and its 404
        const findParent = jest.spyOn(repository, 'findParent').mockResolvedValueOnce(before);
        const attempt = writer.create({
          userId: bob.id,
          parentId: tombstone.id,
          text: 'late',
          attachmentTexts: [],
          now: t.clock.now(),
        });
        await expect(attempt).rejects.toBeInstanceOf(NotFoundException);
        expect(findParent).toHaveBeenCalledTimes(2);
        findParent.mockRestore();
        expect(await repliesTo(gone.id)).toBe(0);
        expect(await repliesTo(tombstone.id)).toBe(1);
        expect(await t.app.get(Db).get(`SELECT id FROM posts WHERE post = 'late'`)).toBe(undefined);
        expect(
          await t.app.get(Db).get(`SELECT id FROM attachments WHERE content = 'attached'`),
        ).toBe(undefined);
        expect(await problems()).toEqual([]);
      },
    );
  });
});
