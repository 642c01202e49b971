import { PostResponse } from '../src/modules/posts/dto/post.response';
import { PostLifecycleService } from '../src/modules/posts/post-lifecycle.service';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
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
    alice = await createUser(t.app, 'alice');
    bob = await createUser(t.app, 'bob');
    carol = await createUser(t.app, 'carol');
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
});
