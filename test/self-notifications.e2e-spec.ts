import { UsersService } from '../src/users/users.service';
import { TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { allNotifications, createPost, publishDue, publishedPost } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';

/** DESIGN §11: no notification of any kind to the caller about their own action (issue 17, item 11). */
describe('No notification about one’s own action', () => {
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

  const notificationsOf = async (user: TestUser) => {
    const res = await call<unknown[]>(t.app, 'GET', '/notifications', { auth: user.auth });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it.each(['star', 'flag'])('sends none when an author %ss their own post', async (action) => {
    const post = await publishedPost(t, alice, 'mine');
    expect((await call(t.app, 'POST', `/${action}/${post.id}`, { auth: alice.auth })).status).toBe(
      200,
    );
    await call(t.app, 'POST', `/un${action}/${post.id}`, { auth: alice.auth });
    await call(t.app, 'POST', `/${action}/${post.id}`, { auth: alice.auth });
    expect(await notificationsOf(alice)).toEqual([]);
    expect(await allNotifications(t.app)).toEqual([]);
  });

  it.each(['star', 'flag'])('sends none for a %s on one’s own pending post', async (action) => {
    await t.app.get(UsersService).setDelay('alice', 5);
    const post = await createPost(t.app, alice, 'pending');
    await call(t.app, 'POST', `/${action}/${post.id}`, { auth: alice.auth });
    t.clock.advanceMinutes(5);
    await publishDue(t.app, t.clock);
    expect(await allNotifications(t.app)).toEqual([]);
  });

  it('sends none for replies in one’s own thread, and one to each other author', async () => {
    const root = await publishedPost(t, alice, 'root');
    const own = await publishedPost(t, alice, { post: 'to myself', parent_id: root.id });
    expect(await allNotifications(t.app)).toEqual([]);
    const bobs = await publishedPost(t, bob, { post: 'bob', parent_id: own.id });
    await publishedPost(t, bob, { post: 'bob again', parent_id: bobs.id });
    const rows = await allNotifications(t.app);
    // alice once per reply of bob's (about her nearest post), bob never
    expect(rows.map((n) => [n.receiver_id, n.type])).toEqual([
      [alice.id, 'reply'],
      [alice.id, 'reply'],
    ]);
    expect(await notificationsOf(bob)).toEqual([]);
  });

  it('still notifies the author of someone else’s star and flag', async () => {
    const post = await publishedPost(t, alice, 'mine');
    await call(t.app, 'POST', `/star/${post.id}`, { auth: bob.auth });
    await call(t.app, 'POST', `/flag/${post.id}`, { auth: bob.auth });
    const rows = await allNotifications(t.app);
    expect(rows.map((n) => [n.receiver_id, n.type, n.initiator_id])).toEqual([
      [alice.id, 'star', bob.id],
      [alice.id, 'flag', 0],
    ]);
  });
});
