import { Db } from '../src/database/sql';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { createPost, publishDue, react } from './utils/post-api';
import { insertNotification, insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

/**
 * The notification total (`notifications_total:<user>` in `counters`) behind GET /notifications
 * and its count: kept by every insert (stars, flags, reply notifications of the publisher, the
 * service's insert) and every removal (NotificationsService.removeWhere), so it always equals the
 * rows; on SQLite or, with TEST_DATABASE_URL, on PostgreSQL.
 */
describe('Notification totals', () => {
  let t: TestApp;
  let db: Db;
  let users: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(Db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    users = [];
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']) {
      users.push(await createUser(t.app, name));
    }
  });

  /** Each user's total as the API answers it, next to their rows counted. */
  async function totalsAndRows(): Promise<{ total: number; rows: number }[]> {
    const out: { total: number; rows: number }[] = [];
    for (const user of users) {
      const count = await call<number>(t.app, 'GET', '/notifications/count', { auth: user.auth });
      const list = await call<unknown[]>(t.app, 'GET', '/notifications', { auth: user.auth });
      expect(list.body.meta).toMatchObject({ pagination: { total_results: count.body.data } });
      const row = await db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM notifications WHERE receiver_id = $1`,
        [user.id],
      );
      out.push({ total: count.body.data, rows: Number(row!.n) });
    }
    return out;
  }

  async function expectTotalsExact(): Promise<number> {
    const all = await totalsAndRows();
    for (const { total, rows } of all) {
      expect(total).toBe(rows);
    }
    return all.reduce((n, x) => n + x.rows, 0);
  }

  const remove = (filter: Parameters<NotificationsService['removeWhere']>[1]) =>
    db.transaction((tx) => t.app.get(NotificationsService).removeWhere(tx, filter));

  it('equals the rows after stars, flags, replies, read-all and removals', async () => {
    const [alice, bob, carol, dave] = users;
    const at = t.clock.now() - 60_000;
    const bobsPost = await insertPost(t.app, { userId: bob.id, at });
    const carolsPost = await insertPost(t.app, { userId: carol.id, at });
    expect(await expectTotalsExact()).toBe(0);

    await react(t.app, alice, 'star', bobsPost);
    await react(t.app, carol, 'flag', bobsPost);
    await react(t.app, alice, 'star', carolsPost);
    await react(t.app, bob, 'star', bobsPost); // one's own post: nobody is notified
    const reply = await insertPost(t.app, {
      userId: dave.id,
      parentId: bobsPost,
      at: t.clock.now(),
      text: 'a reply',
    });
    await insertNotification(t.app, {
      receiverId: dave.id,
      receiverPostId: reply,
      initiatorId: alice.id,
      initiatorPostId: 0,
      type: 'star',
      at: t.clock.now(),
    });
    expect(await expectTotalsExact()).toBe(5);
    expect((await totalsAndRows())[1]).toEqual({ total: 3, rows: 3 });

    expect((await call(t.app, 'POST', '/notifications/read', { auth: bob.auth })).status).toBe(200);
    expect(await expectTotalsExact()).toBe(5);

    // a removed post: every notification about it, as the receiver's or the initiator's post
    expect(await remove({ postIds: [reply] })).toBe(2);
    expect(await expectTotalsExact()).toBe(3);
    // what one user sent another (a block), then all a user received (an erasure)
    expect(await remove({ receiverIds: [bob.id], initiatorIds: [alice.id] })).toBe(1);
    expect(await expectTotalsExact()).toBe(2);
    expect(await remove({ receiverIds: [carol.id] })).toBe(1);
    expect(await remove({ initiatorIds: [alice.id] })).toBe(0);
    expect(await expectTotalsExact()).toBe(1);
    await expect(remove({})).rejects.toThrow('at least one part');
  });

  it('a removal rolled back leaves the total as it was', async () => {
    const [alice, bob] = users;
    const post = await insertPost(t.app, { userId: bob.id, at: t.clock.now() - 1000 });
    await react(t.app, alice, 'star', post);
    await expect(
      db.transaction(async (tx) => {
        await t.app.get(NotificationsService).removeWhere(tx, { postIds: [post] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectTotalsExact()).toBe(1);
  });

  it('stays exact under concurrent stars, unstars, replies being published and removals', async () => {
    const [alice, bob] = users;
    const at = t.clock.now() - 60_000;
    const posts: number[] = [];
    for (const author of [alice, bob]) {
      for (let i = 0; i < 3; i++) {
        posts.push(await insertPost(t.app, { userId: author.id, at, text: `post ${i}` }));
      }
    }
    const work: Promise<unknown>[] = [];
    for (const user of users) {
      for (const post of posts) {
        work.push(call(t.app, 'POST', `/star/${post}`, { auth: user.auth }));
        work.push(call(t.app, 'POST', `/flag/${post}`, { auth: user.auth }));
      }
      for (const parent of posts.slice(0, 4)) {
        work.push(
          createPost(t.app, user, { post: `reply of ${user.username}`, parent_id: parent }),
        );
      }
    }
    work.push(publishDue(t.app, t.clock), publishDue(t.app, t.clock));
    work.push(remove({ postIds: [posts[0]] }), remove({ initiatorIds: [users[5].id] }));
    for (const user of users.slice(2)) {
      work.push(call(t.app, 'POST', `/unstar/${posts[3]}`, { auth: user.auth }));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await publishDue(t.app, t.clock);
    await remove({ postIds: [posts[1]] });
    expect(await expectTotalsExact()).toBeGreaterThan(0);
  });
});
