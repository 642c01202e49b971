import { AppConfig } from '../src/config/app-config';
import { Db } from '../src/database/sql';
import { BlocksRepository } from '../src/modules/blocks/blocks.repository';
import { PARENT_NOT_FOUND, POST_NOT_FOUND } from '../src/modules/posts/posts.service';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import {
  allNotifications,
  createPost,
  postState,
  publishDue,
  publishedPost,
  react,
} from './utils/post-api';
import { resetDatabase } from './utils/reset-database';

interface Listed {
  id: number;
  user_id: number;
}

/**
 * What a block does (docs/api.md "Blocks"): alice blocks bob. bob cannot reply to, star or flag
 * alice's posts (the 404 of an invisible post), alice gets no notification caused by bob, and
 * alice's signed-in views leave bob's posts and reactions out, with totals of what she can page
 * through. Anonymous views, and everyone else's, are unchanged.
 */
describe('What a block does', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let dave: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
    dave = await createUser(t.app, 'dave');
  });

  const block = async (by: TestUser, name: string, action = 'block') => {
    const res = await call(t.app, 'POST', `/${action}/${name}`, { auth: by.auth });
    expect(res.status).toBe(200);
  };

  /**
   * Every page of a list as `who` sees it (anonymous without one): the items, and the
   * total_results of the first page, which must equal the number of items paged through.
   */
  const pageAll = async <T = Listed>(path: string, who?: TestUser) => {
    const items: T[] = [];
    let total = -1;
    for (let page = 1; page < 50; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await call<T[]>(t.app, 'GET', `${path}${sep}page=${page}`, { auth: who?.auth });
      expect(res.status).toBe(200);
      const { pagination } = res.body.meta as { pagination: { total_results: number } };
      if (page === 1) {
        total = pagination.total_results;
      }
      expect(pagination.total_results).toBe(total);
      if (res.body.data.length === 0) {
        break;
      }
      items.push(...res.body.data);
    }
    return { items, total };
  };

  /** A list's items and total, checked to agree (children: the post itself first on each page). */
  const listed = async (path: string, who?: TestUser) => {
    const { items, total } = await pageAll(path, who);
    expect(items.length).toBe(total);
    return items;
  };

  describe('write paths', () => {
    it("answers bob's reply, star and flag on alice's posts with the 404 of a missing post, and writes nothing", async () => {
      const post = await publishedPost(t, alice, 'Hello from alice');
      await block(alice, 'bob');
      const before = await postState(t.app, post.id);

      const reply = await call(t.app, 'POST', '/post', {
        auth: bob.auth,
        form: { post: 'Hi', parent_id: post.id },
      });
      const missingParent = await call(t.app, 'POST', '/post', {
        auth: bob.auth,
        form: { post: 'Hi', parent_id: 999_999 },
      });
      expect(expectError(reply, 404)).toEqual([PARENT_NOT_FOUND]);
      expect(reply.body).toEqual(missingParent.body);
      for (const action of ['star', 'flag']) {
        const res = await call(t.app, 'POST', `/${action}/${post.id}`, { auth: bob.auth });
        const missing = await call(t.app, 'POST', `/${action}/999999`, { auth: bob.auth });
        expect(expectError(res, 404)).toEqual([POST_NOT_FOUND]);
        expect(res.body).toEqual(missing.body);
      }
      const db = t.app.get(Db);
      expect(await db.all(`SELECT id FROM posts WHERE user_id = $1`, [bob.id])).toEqual([]);
      expect(await db.all(`SELECT id FROM reactions`)).toEqual([]);
      expect(await allNotifications(t.app)).toEqual([]);
      expect(await postState(t.app, post.id)).toEqual(before);
    });

    it("refuses a reply to a reply of alice's in someone else's thread, and lets bob act on other posts", async () => {
      const root = await publishedPost(t, dave, 'Dave starts');
      const aliceReply = await publishedPost(t, alice, {
        post: 'Alice answers',
        parent_id: root.id,
      });
      await block(alice, 'bob');
      const res = await call(t.app, 'POST', '/post', {
        auth: bob.auth,
        form: { post: 'Bob to alice', parent_id: aliceReply.id },
      });
      expect(expectError(res, 404)).toEqual([PARENT_NOT_FOUND]);
      // dave's root is not alice's: bob may reply to and star it
      await publishedPost(t, bob, { post: 'Bob to dave', parent_id: root.id });
      await react(t.app, bob, 'star', root.id);
    });

    it("refuses bob's unstar of a star given before the block too, and lets him act after the unblock", async () => {
      const post = await publishedPost(t, alice, 'Hello');
      await react(t.app, bob, 'star', post.id);
      await block(alice, 'bob');
      for (const action of ['unstar', 'star', 'flag', 'unflag']) {
        const res = await call(t.app, 'POST', `/${action}/${post.id}`, { auth: bob.auth });
        expect(expectError(res, 404)).toEqual([POST_NOT_FOUND]);
      }
      await block(alice, 'bob', 'unblock');
      await react(t.app, bob, 'unstar', post.id);
      await react(t.app, bob, 'star', post.id);
      await react(t.app, bob, 'flag', post.id);
      await publishedPost(t, bob, { post: 'Friends again', parent_id: post.id });
    });

    it('is one-way: alice may still reply to and star the posts of bob', async () => {
      const post = await publishedPost(t, bob, 'Hello from bob');
      await block(alice, 'bob');
      await publishedPost(t, alice, { post: 'Still here', parent_id: post.id });
      await react(t.app, alice, 'star', post.id);
    });
  });

  describe('notifications', () => {
    it('gives alice no reply notification for a reply by bob further down her thread; others still get theirs', async () => {
      const root = await publishedPost(t, alice, 'Alice starts');
      const daveReply = await publishedPost(t, dave, { post: 'Dave', parent_id: root.id });
      await block(alice, 'bob');
      await publishedPost(t, bob, { post: 'Bob to dave', parent_id: daveReply.id });
      const replies = (await allNotifications(t.app)).filter((n) => n.initiator_id === bob.id);
      expect(replies.map((n) => n.receiver_id)).toEqual([dave.id]);
      const count = await call<number>(t.app, 'GET', '/notifications/count', { auth: alice.auth });
      expect(count.body.data).toBe(1); // dave's reply, from before
    });

    it("skips the notification of bob's reply that was pending when alice blocked him", async () => {
      await t.app.get(Db).run(`UPDATE users SET delay_minutes = 5 WHERE id = $1`, [bob.id]);
      const root = await publishedPost(t, alice, 'Alice starts');
      const pending = await createPost(t.app, bob, { post: 'Bob, later', parent_id: root.id });
      await block(alice, 'bob');
      t.clock.advanceMinutes(5);
      await publishDue(t.app, t.clock);
      expect((await postState(t.app, pending.id)).status).toBe('published');
      expect(await allNotifications(t.app)).toEqual([]);
    });

    it("notifies alice of bob's star again once she unblocks him", async () => {
      const post = await publishedPost(t, alice, 'Hello');
      await block(alice, 'bob');
      await block(alice, 'bob', 'unblock');
      await react(t.app, bob, 'star', post.id);
      expect((await allNotifications(t.app)).map((n) => n.type)).toEqual(['star']);
    });
  });

  describe("alice's views", () => {
    it("/latest leaves out bob's posts with a total of what she can page through; others see all", async () => {
      for (let i = 0; i < 30; i++) {
        t.clock.advance(1000);
        await publishedPost(t, i % 3 === 0 ? bob : dave, `Post ${i}`);
      }
      const anonymousBefore = await listed('/latest');
      await block(alice, 'bob');

      const seen = await listed('/latest', alice);
      expect(seen).toHaveLength(20);
      expect(seen.every((p) => p.user_id === dave.id)).toBe(true);
      expect(await listed('/latest')).toEqual(anonymousBefore);
      expect(anonymousBefore).toHaveLength(30);
      expect(await listed('/latest', dave)).toHaveLength(30);
      expect(await listed('/latest', bob)).toHaveLength(30);

      // a page past the end still carries the total
      const past = await call(t.app, 'GET', '/latest?page=9', { auth: alice.auth });
      expect(past.body.data).toEqual([]);
      expect(past.body.meta).toMatchObject({ pagination: { total_results: 20 } });

      // a reply does not change the list's total; a new top-level post of bob's does not show
      await publishedPost(t, bob, 'One more');
      expect(await listed('/latest', alice)).toHaveLength(20);
      await block(alice, 'bob', 'unblock');
      expect(await listed('/latest', alice)).toHaveLength(31);
    });

    it("children leave out bob's replies (a reply to his stays in place) with a total to match", async () => {
      const root = await publishedPost(t, alice, 'Root');
      const bobReply = await publishedPost(t, bob, { post: 'Bob', parent_id: root.id });
      await publishedPost(t, dave, { post: 'Dave to bob', parent_id: bobReply.id });
      for (let i = 0; i < 22; i++) {
        await publishedPost(t, i % 2 ? bob : dave, { post: `R${i}`, parent_id: root.id });
      }
      const anonymousBefore = await pageAll(`/post/children/${root.id}`);
      await block(alice, 'bob');

      const { items, total } = await pageAll(`/post/children/${root.id}`, alice);
      // the root leads every page
      const descendants = items.filter((p) => p.id !== root.id);
      expect(descendants.every((p) => p.user_id === dave.id)).toBe(true);
      expect(descendants).toHaveLength(12);
      expect(total).toBe(12);
      expect(await pageAll(`/post/children/${root.id}`)).toEqual(anonymousBefore);
      expect(anonymousBefore.total).toBe(24);

      // bob's own reply asked for by id is shown, without his replies below it
      const underBob = await pageAll(`/post/children/${bobReply.id}`, alice);
      expect(underBob.total).toBe(1);
    });

    it("a timeline of bob's is empty for alice; others see it", async () => {
      await publishedPost(t, bob, 'One');
      await publishedPost(t, bob, 'Two');
      await block(alice, 'bob');
      const res = await call<Listed[]>(t.app, 'GET', '/timeline/user/bob', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta).toMatchObject({ pagination: { total_results: 0 } });
      expect(await listed('/timeline/user/bob')).toHaveLength(2);
      expect(await listed('/timeline/user/bob', dave)).toHaveLength(2);
    });

    it("reaction lists leave out bob's reactions and the reactions on bob's posts, with totals to match", async () => {
      const davePost = await publishedPost(t, dave, 'Dave');
      const bobPost = await publishedPost(t, bob, 'Bob');
      const alicePost = await publishedPost(t, alice, 'Alice');
      await react(t.app, bob, 'star', davePost.id); // by bob
      await react(t.app, dave, 'star', bobPost.id); // on bob's post
      await react(t.app, bob, 'star', bobPost.id); // both
      await react(t.app, dave, 'star', davePost.id); // neither
      await react(t.app, alice, 'star', bobPost.id); // alice's own, on bob's post
      await react(t.app, alice, 'star', davePost.id); // alice's own
      await react(t.app, bob, 'star', alicePost.id); // by bob, on alice's post
      await react(t.app, bob, 'flag', davePost.id);
      await react(t.app, dave, 'flag', alicePost.id);
      const paths = [
        '/reactions/stars/all',
        '/reactions/flags/all',
        `/reactions/stars/${davePost.id}`,
        `/reactions/stars/${bobPost.id}`,
        `/reactions/stars/${alicePost.id}`,
        `/reactions/flags/${davePost.id}`,
      ];
      const anonymousBefore = await Promise.all(paths.map((p) => listed(p)));
      await block(alice, 'bob');

      type R = { user_id: number; post: { user_id: number } };
      const seen = async (path: string) =>
        (await listed(path, alice)).map((r) => {
          const { user_id, post } = r as unknown as R;
          return [user_id, post.user_id];
        });
      expect(await seen('/reactions/stars/all')).toEqual([
        [alice.id, dave.id],
        [dave.id, dave.id],
      ]);
      expect(await seen('/reactions/flags/all')).toEqual([[dave.id, alice.id]]);
      expect(await seen(`/reactions/stars/${davePost.id}`)).toEqual([
        [alice.id, dave.id],
        [dave.id, dave.id],
      ]);
      expect(await seen(`/reactions/stars/${bobPost.id}`)).toEqual([
        [alice.id, bob.id],
        [dave.id, bob.id],
      ]);
      expect(await seen(`/reactions/stars/${alicePost.id}`)).toEqual([]);
      expect(await seen('/reactions/stars')).toEqual([[alice.id, dave.id]]);
      expect(await Promise.all(paths.map((p) => listed(p)))).toEqual(anonymousBefore);
      expect(await listed('/reactions/stars/all', dave)).toHaveLength(7);
    });
  });

  describe('cost', () => {
    it('reads no block for an anonymous viewer, and once per verified key for a signed-in one', async () => {
      const post = await publishedPost(t, dave, 'Dave');
      await react(t.app, dave, 'star', post.id);
      const reads = jest.spyOn(t.app.get(BlocksRepository), 'blockedBy');
      try {
        const paths = [
          '/latest',
          `/post/children/${post.id}`,
          '/timeline/user/dave',
          '/reactions/stars/all',
          `/reactions/stars/${post.id}`,
        ];
        for (const path of paths) {
          expect((await call(t.app, 'GET', path)).status).toBe(200);
        }
        expect(reads).not.toHaveBeenCalled();
        for (const path of paths) {
          expect((await call(t.app, 'GET', path, { auth: alice.auth })).status).toBe(200);
        }
        // remembered with the verified key, for as long as the auth cache keeps it
        expect(reads).toHaveBeenCalledTimes(1);
        t.clock.advance(t.app.get(AppConfig).AUTH_CACHE_MS + 1);
        expect((await call(t.app, 'GET', '/latest', { auth: alice.auth })).status).toBe(200);
        expect(reads).toHaveBeenCalledTimes(2);
      } finally {
        reads.mockRestore();
      }
    });
  });
});
