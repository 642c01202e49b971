import { Db } from '../src/database/sql';
import { PostResponse } from '../src/modules/posts/dto/post.response';
import { UsersService } from '../src/users/users.service';
import { TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { createPost, postState, publishDue } from './utils/post-api';
import { insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

const MINUTE = 60_000;

/** DESIGN §11: a reply is never public before every ancestor is (issue 17, item 10). */
describe('Threads are never public ahead of their ancestors', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob'], {
      accounts: { alice: { delayMinutes: 10 } },
    }));
  });

  const publish = () => publishDue(t.app, t.clock);

  /** Everything others could do with the reply and its root. */
  async function othersSee(rootId: number, replyId: number) {
    const single = await call<PostResponse[]>(t.app, 'GET', `/post/single/${replyId}`, {
      auth: bob.auth,
    });
    const children = await call(t.app, 'GET', `/post/children/${replyId}`, { auth: bob.auth });
    const root = await call(t.app, 'GET', `/post/single/${rootId}`);
    const star = await call(t.app, 'POST', `/star/${replyId}`, { auth: bob.auth });
    const reply = await call(t.app, 'POST', '/post', {
      auth: bob.auth,
      form: { post: 'me too', parent_id: replyId },
    });
    return [single.status, children.status, root.status, star.status, reply.status];
  }

  it('publishes a reply made after the author’s delay was lowered no earlier than its root', async () => {
    const root = await createPost(t.app, alice, 'root');
    await t.app.get(UsersService).setDelay('alice', 0);
    t.clock.advance(MINUTE);
    const reply = await createPost(t.app, alice, { post: 'reply', parent_id: root.id });
    expect(reply.status).toBe('pending');
    expect(reply.published_at).toBe(root.published_at);
    const grandchild = await createPost(t.app, alice, { post: 'deeper', parent_id: reply.id });
    expect(grandchild.published_at).toBe(root.published_at);

    expect(await publish()).toBe(0);
    expect(await othersSee(root.id, reply.id)).toEqual([404, 404, 404, 404, 404]);
    expect((await postState(t.app, reply.id)).status).toBe('pending');

    t.clock.advance(9 * MINUTE);
    expect(await publish()).toBe(3);
    for (const id of [root.id, reply.id, grandchild.id]) {
      expect((await postState(t.app, id)).status).toBe('published');
    }
    const single = await call<PostResponse[]>(t.app, 'GET', `/post/single/${reply.id}`);
    expect(single.body.data[0].conversation_id).toBe(root.id);
  });

  it('tells the author when the reply will be displayed (the root’s time)', async () => {
    const root = await createPost(t.app, alice, 'root');
    await t.app.get(UsersService).setDelay('alice', 1);
    t.clock.advance(3 * MINUTE);
    const res = await call<PostResponse>(t.app, 'POST', '/post', {
      auth: alice.auth,
      form: { post: 'reply', parent_id: root.id },
    });
    expect(res.body.messages[0]).toMatch(/displayed in 7 minutes\./);
    expect(res.body.data.published_at).toBe(root.published_at);
  });

  it('keeps a due reply pending while its parent is not published (data from before the rule)', async () => {
    const now = t.clock.now();
    const root = await insertPost(t.app, { userId: alice.id, status: 'pending', at: now + MINUTE });
    const reply = await insertPost(t.app, {
      userId: alice.id,
      status: 'pending',
      parentId: root,
      at: now - MINUTE,
    });
    expect(await publish()).toBe(0);
    expect(await othersSee(root, reply)).toEqual([404, 404, 404, 404, 404]);
    t.clock.advance(MINUTE);
    // the root first, then (the same call, a following batch) the reply
    expect(await publish()).toBe(2);
    expect((await postState(t.app, reply)).status).toBe('published');
    const db = t.app.get(Db);
    const replies = await db.get<{ replies: number }>(`SELECT replies FROM posts WHERE id = $1`, [
      root,
    ]);
    expect(Number(replies!.replies)).toBe(1);
  });

  it('answers a reply to someone else’s pending post with 404 (unchanged)', async () => {
    const root = await createPost(t.app, alice, 'root');
    const res = await call(t.app, 'POST', '/post', {
      auth: bob.auth,
      form: { post: 'x', parent_id: root.id },
    });
    expectError(res, 404);
  });
});
