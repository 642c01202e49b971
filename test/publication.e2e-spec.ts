import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { formatTimestamp } from '../src/core/time';
import { Db } from '../src/database/sql';
import { PostResponse } from '../src/modules/posts/dto/post.response';
import { PublicationScheduler } from '../src/modules/posts/publication/publication.scheduler';
import { PublisherService } from '../src/modules/posts/publication/publisher.service';
import { UsersService } from '../src/users/users.service';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { allNotifications, createPost, postState, publishDue } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';

const MINUTE = 60_000;

describe('Publication of pending posts', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  const publish = () => publishDue(t.app, t.clock);
  const metric = async (name: 'posts' | 'pendings') =>
    (await call<{ count: number }>(t.app, 'GET', `/metric/${name}`)).body.data.count;
  const latest = async () => {
    const res = await call<PostResponse[]>(t.app, 'GET', '/latest');
    const meta = res.body.meta as { pagination: { total_results: number } };
    return { ids: res.body.data.map((p) => p.id), total: meta.pagination.total_results };
  };
  const latestCounter = async () => {
    const db = t.app.get(Db);
    const counter = await db.get<{ value: number }>(
      `SELECT value FROM counters WHERE name = 'latest_total'`,
    );
    const real = await db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts WHERE status = 'published' AND parent_id = 0`,
    );
    return { counter: Number(counter!.value), real: Number(real!.n) };
  };
  /** A reply published at the current instant, then the clock moves on a second. */
  const publishedReply = async (user: TestUser, parentId: number, text = 'reply') => {
    const reply = await createPost(t.app, user, { post: text, parent_id: parentId });
    expect(await publish()).toBe(1);
    t.clock.advance(1000);
    return reply;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol']));
  });

  describe('PublisherService.publishDue', () => {
    it('publishes a post once its delay has passed, moving it into /latest', async () => {
      await t.app.get(UsersService).setDelay('alice', 2);
      const created = t.clock.now();
      const post = await createPost(t.app, alice, 'Delayed');
      expect(await metric('pendings')).toBe(1);

      t.clock.advance(2 * MINUTE - 1000);
      expect(await publish()).toBe(0);
      expect(await latest()).toEqual({ ids: [], total: 0 });
      expect((await postState(t.app, post.id)).status).toBe('pending');

      t.clock.advance(1000);
      expect(await publish()).toBe(1);
      expect(await latest()).toEqual({ ids: [post.id], total: 1 });
      const res = await call<PostResponse[]>(t.app, 'GET', '/latest');
      expect(res.body.data[0]).toMatchObject({
        id: post.id,
        status: 'published',
        conversation_id: post.id,
        created_at: formatTimestamp(created),
        published_at: formatTimestamp(created + 2 * MINUTE),
        sorted_at: formatTimestamp(created + 2 * MINUTE),
        updated_at: formatTimestamp(t.clock.now()),
      });
      expect(await metric('pendings')).toBe(0);
      expect(await metric('posts')).toBe(1);
      const pending = await call<PostResponse[]>(t.app, 'GET', '/pending', { auth: alice.auth });
      expect(pending.body.data).toEqual([]);
    });

    it('publishes each post only once', async () => {
      const post = await createPost(t.app, alice, 'Once');
      expect(await publish()).toBe(1);
      expect(await publish()).toBe(0);
      const reply = await createPost(t.app, bob, { post: 'Reply', parent_id: post.id });
      expect(await publish()).toBe(1);
      expect(await publish()).toBe(0);
      t.clock.advanceMinutes(10);
      expect(await publish()).toBe(0);
      expect(await postState(t.app, post.id)).toMatchObject({ replies: 1, bumps: 1 });
      expect(await latestCounter()).toEqual({ counter: 1, real: 1 });
      expect(await allNotifications(t.app)).toHaveLength(1);
      expect((await postState(t.app, reply.id)).status).toBe('published');
    });

    it('moves /metric/posts and /metric/pendings', async () => {
      await t.app.get(UsersService).setDelay('bob', 5);
      await createPost(t.app, alice, 'a');
      await createPost(t.app, alice, 'b');
      await createPost(t.app, bob, 'c');
      expect([await metric('posts'), await metric('pendings')]).toEqual([0, 3]);
      await publish();
      expect([await metric('posts'), await metric('pendings')]).toEqual([2, 1]);
      t.clock.advanceMinutes(5);
      await publish();
      expect([await metric('posts'), await metric('pendings')]).toEqual([3, 0]);
    });

    it('counts a reply on every ancestor and bumps only the top-level post', async () => {
      const root = await createPost(t.app, alice, 'root');
      await publish();
      const rootPublishedAt = t.clock.now();
      t.clock.advance(1000);
      const r1 = await publishedReply(bob, root.id, 'depth 1');
      const r1PublishedAt = r1.published_at;
      const r2 = await publishedReply(carol, r1.id, 'depth 2');
      const lastReplyAt = t.clock.now();
      const r3 = await publishedReply(alice, r2.id, 'depth 3');

      const rootState = await postState(t.app, root.id);
      expect(rootState).toMatchObject({ replies: 3, bumps: 3, sorted_at: lastReplyAt });
      expect(rootState.published_at).toBe(rootPublishedAt);
      const r1State = await postState(t.app, r1.id);
      expect(r1State).toMatchObject({ replies: 2, bumps: 0 });
      expect(formatTimestamp(r1State.sorted_at)).toBe(r1PublishedAt);
      expect(await postState(t.app, r2.id)).toMatchObject({ replies: 1, bumps: 0 });
      expect(await postState(t.app, r3.id)).toMatchObject({
        replies: 0,
        bumps: 0,
        conversation_id: root.id,
      });

      const [shownRoot] = (await call<PostResponse[]>(t.app, 'GET', '/latest')).body.data;
      expect(shownRoot).toMatchObject({
        id: root.id,
        replies: 3,
        bumps: 3,
        sorted_at: formatTimestamp(lastReplyAt),
        published_at: formatTimestamp(rootPublishedAt),
      });
    });

    it('publishes a reply to a pending root with the root, never before it (DESIGN §11)', async () => {
      await t.app.get(UsersService).setDelay('alice', 10);
      const root = await createPost(t.app, alice, 'pending root');
      await t.app.get(UsersService).setDelay('alice', 0);
      const reply = await createPost(t.app, alice, { post: 'reply', parent_id: root.id });
      expect(reply.published_at).toBe(root.published_at);
      expect(await publish()).toBe(0);
      expect(await postState(t.app, root.id)).toMatchObject({ status: 'pending', replies: 0 });
      t.clock.advanceMinutes(10);
      expect(await publish()).toBe(2);
      const state = await postState(t.app, root.id);
      expect(state).toMatchObject({ status: 'published', replies: 1, bumps: 1 });
      expect(formatTimestamp(state.sorted_at)).toBe(root.sorted_at);
      expect(await latest()).toEqual({ ids: [root.id], total: 1 });
    });

    it('moves a bumped conversation to the top of /latest', async () => {
      const older = await createPost(t.app, alice, 'older');
      t.clock.advance(1000);
      const newer = await createPost(t.app, bob, 'newer');
      await publish();
      t.clock.advance(1000);
      expect((await latest()).ids).toEqual([newer.id, older.id]);
      await publishedReply(carol, older.id);
      expect((await latest()).ids).toEqual([older.id, newer.id]);
    });

    it('sums the replies of one batch per ancestor', async () => {
      const root = await createPost(t.app, alice, 'root');
      await publish();
      const r1 = await publishedReply(bob, root.id);
      for (const user of [alice, bob, carol]) {
        await createPost(t.app, user, { post: 'sibling', parent_id: r1.id });
      }
      await createPost(t.app, carol, { post: 'direct', parent_id: root.id });
      expect(await publish()).toBe(4);
      expect(await postState(t.app, root.id)).toMatchObject({ replies: 5, bumps: 5 });
      expect(await postState(t.app, r1.id)).toMatchObject({ replies: 3, bumps: 0 });
    });

    it('notifies each distinct ancestor author once per reply, never the replier', async () => {
      const root = await createPost(t.app, alice, 'root (alice)');
      await publish();
      const b1 = await publishedReply(bob, root.id, 'bob → root');
      const a2 = await publishedReply(alice, b1.id, 'alice → bob');
      expect(await allNotifications(t.app)).toEqual([
        {
          receiver_id: alice.id,
          receiver_post_id: root.id,
          initiator_id: bob.id,
          initiator_post_id: b1.id,
          type: 'reply',
          status: 'unread',
          content: null,
        },
        // alice replying under her own root: only bob hears of it
        {
          receiver_id: bob.id,
          receiver_post_id: b1.id,
          initiator_id: alice.id,
          initiator_post_id: a2.id,
          type: 'reply',
          status: 'unread',
          content: null,
        },
      ]);

      const db = t.app.get(Db);
      await db.run(`DELETE FROM notifications`);
      // carol under alice (a2) under bob (b1) under alice (root): alice once, about her nearest
      // post (a2), and bob once
      const c3 = await publishedReply(carol, a2.id, 'carol → alice');
      const note = (receiver: TestUser, postId: number) => ({
        receiver_id: receiver.id,
        receiver_post_id: postId,
        initiator_id: carol.id,
        initiator_post_id: c3.id,
        type: 'reply',
        status: 'unread',
        content: null,
      });
      const notes = await allNotifications(t.app);
      expect(notes).toHaveLength(2);
      expect(notes).toEqual(expect.arrayContaining([note(alice, a2.id), note(bob, b1.id)]));

      await db.run(`DELETE FROM notifications`);
      // bob under carol under alice under bob (himself) under alice: carol and alice, not bob
      const b4 = await publishedReply(bob, c3.id, 'bob → carol');
      const receivers = (await allNotifications(t.app)).map((n) => [
        n.receiver_id,
        n.receiver_post_id,
        n.initiator_id,
        n.initiator_post_id,
      ]);
      expect(receivers).toHaveLength(2);
      expect(receivers).toEqual(
        expect.arrayContaining([
          [carol.id, c3.id, bob.id, b4.id],
          [alice.id, a2.id, bob.id, b4.id],
        ]),
      );
    });

    it('does not notify anyone of a reply to one’s own thread', async () => {
      const root = await createPost(t.app, alice, 'root');
      await publish();
      const reply = await publishedReply(alice, root.id);
      await publishedReply(alice, reply.id);
      expect(await allNotifications(t.app)).toEqual([]);
      expect(await postState(t.app, root.id)).toMatchObject({ replies: 2, bumps: 2 });
    });

    it('keeps the latest_total counter equal to the real count', async () => {
      expect(await latestCounter()).toEqual({ counter: 0, real: 0 });
      await t.app.get(UsersService).setDelay('carol', 3);
      const root = await createPost(t.app, alice, 'root');
      await createPost(t.app, bob, 'second');
      await createPost(t.app, carol, 'later');
      await createPost(t.app, alice, { post: 'own reply', parent_id: root.id });
      await publish();
      expect(await latestCounter()).toEqual({ counter: 2, real: 2 });
      await createPost(t.app, bob, { post: 'reply', parent_id: root.id });
      await publish();
      expect(await latestCounter()).toEqual({ counter: 2, real: 2 });
      t.clock.advanceMinutes(3);
      await publish();
      expect(await latestCounter()).toEqual({ counter: 3, real: 3 });
      expect((await latest()).total).toBe(3);
    });

    it('publishes in batches until nothing is due', async () => {
      const root = await createPost(t.app, alice, 'root');
      await publish();
      for (let i = 0; i < 7; i++) {
        await createPost(t.app, bob, `post ${i}`);
        await createPost(t.app, carol, { post: `reply ${i}`, parent_id: root.id });
      }
      expect(await t.app.get(PublisherService).publishDue(t.clock.now(), 5)).toBe(14);
      expect(await metric('pendings')).toBe(0);
      expect(await latestCounter()).toEqual({ counter: 8, real: 8 });
      expect(await postState(t.app, root.id)).toMatchObject({ replies: 7, bumps: 7 });
      expect(await allNotifications(t.app)).toHaveLength(7);
    });

    it('publishes each post exactly once when two publishers run at the same time', async () => {
      const users = [alice, bob, carol];
      const roots: PostResponse[] = [];
      for (let i = 0; i < 10; i++) {
        roots.push(await createPost(t.app, users[i % 2], `root ${i}`));
      }
      await publish();
      t.clock.advance(1000);
      let expectedNotifications = 0;
      for (let i = 0; i < 30; i++) {
        const root = roots[i % 10];
        const replier = users[i % 3];
        await createPost(t.app, replier, { post: `reply ${i}`, parent_id: root.id });
        await createPost(t.app, carol, `top-level ${i}`);
        if (replier.id !== root.user_id) {
          expectedNotifications++;
        }
      }
      const publisher = t.app.get(PublisherService);
      const now = t.clock.now();
      const [first, second] = await Promise.all([
        publisher.publishDue(now, 7),
        publisher.publishDue(now, 7),
      ]);
      expect(first + second).toBe(60);
      expect(await metric('pendings')).toBe(0);
      expect(await metric('posts')).toBe(70);
      expect(await latestCounter()).toEqual({ counter: 40, real: 40 });
      for (const root of roots) {
        expect(await postState(t.app, root.id)).toMatchObject({
          replies: 3,
          bumps: 3,
          sorted_at: now,
        });
      }
      expect(await allNotifications(t.app)).toHaveLength(expectedNotifications);
    });
  });

  describe('PublicationScheduler', () => {
    it('registers its interval', () => {
      expect(t.app.get(SchedulerRegistry).getIntervals()).toContain('publish-due-posts');
    });

    it('publishes due posts on a tick, at the clock’s now', async () => {
      await t.app.get(UsersService).setDelay('alice', 1);
      const post = await createPost(t.app, alice, 'Scheduled');
      const scheduler = t.app.get(PublicationScheduler);
      await scheduler.tick();
      expect((await postState(t.app, post.id)).status).toBe('pending');
      t.clock.advanceMinutes(1);
      await scheduler.tick();
      expect((await postState(t.app, post.id)).status).toBe('published');
    });

    it('does not start a tick while the previous one runs', async () => {
      const publisher = t.app.get(PublisherService);
      let finish!: (n: number) => void;
      const spy = jest
        .spyOn(publisher, 'publishDue')
        .mockImplementation(() => new Promise<number>((resolve) => (finish = resolve)));
      try {
        const scheduler = t.app.get(PublicationScheduler);
        const first = scheduler.tick();
        const second = scheduler.tick();
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy).toHaveBeenCalledWith(t.clock.now());
        finish(0);
        await Promise.all([first, second]);
        spy.mockResolvedValue(0);
        await scheduler.tick();
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
    });

    it('logs a failed tick and goes on with the next one', async () => {
      const publisher = t.app.get(PublisherService);
      const spy = jest
        .spyOn(publisher, 'publishDue')
        .mockRejectedValueOnce(new Error('database went away'));
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const post = await createPost(t.app, alice, 'Survives');
        const scheduler = t.app.get(PublicationScheduler);
        await expect(scheduler.tick()).resolves.toBeUndefined();
        expect(log).toHaveBeenCalledTimes(1);
        expect((await postState(t.app, post.id)).status).toBe('pending');
        await scheduler.tick();
        expect((await postState(t.app, post.id)).status).toBe('published');
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
        log.mockRestore();
      }
    });
  });
});

describe('Publication on a timer', () => {
  it('publishes every PUBLISH_INTERVAL_MS and stops when the app closes', async () => {
    const t = await createTestApp({ env: { PUBLISH_INTERVAL_MS: '20' } });
    let closed = false;
    try {
      // The spy goes in before the post exists: a tick between POST /post and a later spy
      // would publish the post unseen.
      const spy = jest.spyOn(t.app.get(PublisherService), 'publishDue');
      const alice = await createUser(t.app, 'alice');
      const post = await createPost(t.app, alice, 'On time');
      const deadline = Date.now() + 5000;
      while ((await postState(t.app, post.id)).status !== 'published' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await postState(t.app, post.id)).status).toBe('published');
      expect(spy).toHaveBeenCalledWith(t.clock.now());

      const registry = t.app.get(SchedulerRegistry);
      await t.app.close();
      closed = true;
      expect(registry.getIntervals()).not.toContain('publish-due-posts');
      const calls = spy.mock.calls.length;
      await new Promise((r) => setTimeout(r, 100));
      expect(spy.mock.calls.length).toBe(calls);
    } finally {
      if (closed) {
        await t.database.drop();
      } else {
        await t.close();
      }
    }
  });
});
