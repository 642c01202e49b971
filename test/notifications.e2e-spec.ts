import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { formatTimestamp } from '../src/core/time';
import { Db } from '../src/database/sql';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import {
  insertNotification,
  insertPost,
  replyNotificationId,
  sortOrder,
} from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';
import { setProfileImage } from './utils/uploads';
import { POST_KEYS } from './utils/post-api';

const NOT_FOUND = 'The notification does not exist.';
const BAD_ID = 'The Notification ID field must be a whole number.';
const BAD_IDS = ['0', 'abc', '-1', '1.5', '01'];

const NOTIFICATION_KEYS = [
  'id',
  'receiver_id',
  'receiver_post_id',
  'initiator_id',
  'initiator_post_id',
  'type',
  'status',
  'content',
  'created_at',
  'updated_at',
  'initiator',
  'initiator_post',
  'receiver_post',
];
const INITIATOR_KEYS = ['display_name', 'username', 'bio', 'profile_image_url'];

interface Notification {
  id: number;
  type: string;
  status: string;
  updated_at: string;
  initiator: Record<string, unknown> | null;
  initiator_post: Record<string, unknown> | null;
  receiver_post: Record<string, unknown> | null;
}

describe('Notifications', () => {
  let t: TestApp;
  let db: Db;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let free: TestUser;
  /** bob's published post, a minute old. */
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
  const get = <T = Notification[]>(path: string, user?: TestUser) =>
    call<T>(t.app, 'GET', path, { auth: user?.auth });

  /** Three notifications for bob: a star by alice, an anonymous flag, a reply by carol (newest). */
  async function threeForBob(): Promise<{ replyId: number; replyNotification: number }> {
    await post(`/star/${postId}`, alice);
    t.clock.advance(1_000);
    await post(`/flag/${postId}`, carol);
    t.clock.advance(1_000);
    // published as the publisher does it: bob's post counts and bumps the reply, bob is notified
    const replyId = await insertPost(t.app, {
      userId: carol.id,
      parentId: postId,
      at: t.clock.now(),
      text: 'A reply',
    });
    const replyNotification = await replyNotificationId(t.app, bob.id, replyId);
    return { replyId, replyNotification };
  }

  async function statuses(userId: number): Promise<string[]> {
    const rows = await db.all<{ status: string }>(
      `SELECT status FROM notifications WHERE receiver_id = $1 ORDER BY id`,
      [userId],
    );
    return rows.map((r) => r.status);
  }

  /** Auth cases of every route (all Pro). */
  function describeAuth(method: 'GET' | 'POST', path: () => string) {
    it('asks anonymous callers for credentials (401)', async () => {
      const res = await call(t.app, method, path());
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
      expect(res.headers['www-authenticate']).toBe('Basic realm="api"');
    });

    it('rejects wrong credentials (401)', async () => {
      const res = await call(t.app, method, path(), { auth: basicAuth('bob', 'wrong') });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('answers 403 to a free account', async () => {
      const res = await call(t.app, method, path(), { auth: free.auth });
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
    });
  }

  describe('GET /notifications', () => {
    describeAuth('GET', () => '/notifications');

    it('lists the caller’s notifications newest first, with initiator and posts', async () => {
      const { replyId, replyNotification } = await threeForBob();
      const starAt = createdAt + 60_000;
      const res = await get('/notifications', bob);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['status', 'messages', 'meta', 'data']);
      expect(res.body.messages).toEqual([]);
      const [reply, flag, star] = res.body.data;
      expect(res.body.data.map((n) => n.type)).toEqual(['reply', 'flag', 'star']);
      for (const n of res.body.data) {
        expect(Object.keys(n)).toEqual(NOTIFICATION_KEYS);
        expect(Object.keys(n.receiver_post!)).toEqual(POST_KEYS);
      }

      const receiverPost = {
        id: postId,
        user_id: bob.id,
        conversation_id: postId,
        parent_id: 0,
        original_id: 0,
        post: 'Hello world',
        status: 'published',
        type: 'post',
        depth: 0,
        sort_order: null,
        attachment_count: 0,
        replies: 1,
        reposts: 0,
        quotes: 0,
        stars: 1,
        flags: 1,
        reactions: 0,
        // bumped by alice's star, then by the publication of carol's reply
        bumps: 2,
        created_at: formatTimestamp(createdAt),
        updated_at: formatTimestamp(starAt + 2_000),
        published_at: formatTimestamp(createdAt),
        sorted_at: formatTimestamp(starAt + 2_000),
        username: 'bob',
        replied: false,
        flagged: false,
        starred: false,
        attachments: [],
        user: {
          user_id: bob.id,
          username: 'bob',
          display_name: 'bob',
          bio: '',
          profile_image_url: 'http://localhost:3000/media/alphabet/b.png',
        },
      };

      expect(reply).toEqual({
        id: replyNotification,
        receiver_id: bob.id,
        receiver_post_id: postId,
        initiator_id: carol.id,
        initiator_post_id: replyId,
        type: 'reply',
        status: 'unread',
        content: null,
        created_at: formatTimestamp(starAt + 2_000),
        updated_at: formatTimestamp(starAt + 2_000),
        initiator: {
          display_name: 'carol',
          username: 'carol',
          bio: '',
          profile_image_url: 'http://localhost:3000/media/alphabet/c.png',
        },
        initiator_post: {
          id: replyId,
          user_id: carol.id,
          conversation_id: postId,
          parent_id: postId,
          original_id: 0,
          post: 'A reply',
          status: 'published',
          type: 'reply',
          depth: 1,
          sort_order: sortOrder(1),
          attachment_count: 0,
          replies: 0,
          reposts: 0,
          quotes: 0,
          stars: 0,
          flags: 0,
          reactions: 0,
          bumps: 0,
          created_at: formatTimestamp(starAt + 2_000),
          updated_at: formatTimestamp(starAt + 2_000),
          published_at: formatTimestamp(starAt + 2_000),
          sorted_at: formatTimestamp(starAt + 2_000),
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
        receiver_post: receiverPost,
      });
      expect(Object.keys(reply.initiator!)).toEqual(INITIATOR_KEYS);
      expect(Object.keys(reply.initiator_post!)).toEqual(POST_KEYS);

      expect(flag).toEqual({
        id: 2,
        receiver_id: bob.id,
        receiver_post_id: postId,
        initiator_id: 0,
        initiator_post_id: 0,
        type: 'flag',
        status: 'unread',
        content: null,
        created_at: formatTimestamp(starAt + 1_000),
        updated_at: formatTimestamp(starAt + 1_000),
        initiator: null,
        initiator_post: null,
        receiver_post: receiverPost,
      });
      expect(star).toEqual({
        id: 1,
        receiver_id: bob.id,
        receiver_post_id: postId,
        initiator_id: alice.id,
        initiator_post_id: 0,
        type: 'star',
        status: 'unread',
        content: null,
        created_at: formatTimestamp(starAt),
        updated_at: formatTimestamp(starAt),
        initiator: {
          display_name: 'alice',
          username: 'alice',
          bio: '',
          profile_image_url: 'http://localhost:3000/media/alphabet/a.png',
        },
        initiator_post: null,
        receiver_post: receiverPost,
      });
      expect(res.body.meta).toEqual({
        pagination: {
          total_results: 3,
          total_pages: 1,
          page_previous: 1,
          page_next: 1,
          page_current: 1,
          current_page: 1,
          current_result: 1,
          current_result_first: 1,
          current_result_last: 3,
          url_next: '/api/v0/notifications?page=1',
          url_previous: '/api/v0/notifications?page=1',
        },
      });
    });

    it('shows only the caller’s notifications', async () => {
      await threeForBob();
      const res = await get('/notifications', alice);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta).toMatchObject({ pagination: { total_results: 0, current_result: 0 } });
    });

    it('sets the embedded posts’ booleans for the caller', async () => {
      await threeForBob();
      await post(`/star/${postId}`, bob);
      const reply = await insertPost(t.app, { userId: bob.id, parentId: postId, at: createdAt });
      expect(reply).toBeGreaterThan(0);
      const res = await get('/notifications', bob);
      expect(res.body.data[0].receiver_post).toMatchObject({
        starred: true,
        flagged: false,
        replied: true,
      });
    });

    it('uses the initiator’s uploaded image and bio', async () => {
      const mediaId = await setProfileImage(t.app, alice, '.jpg', 'Stars things');
      await post(`/star/${postId}`, alice);
      const res = await get('/notifications', bob);
      expect(res.body.data[0].initiator).toEqual({
        display_name: 'alice',
        username: 'alice',
        bio: 'Stars things',
        profile_image_url: `http://localhost:3000/media/100/profile_${mediaId}.jpg`,
      });
    });

    it('paginates 25 notifications into pages of 20 and 5', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) {
        ids.push(
          await insertNotification(t.app, {
            receiverId: bob.id,
            receiverPostId: postId,
            initiatorId: alice.id,
            initiatorPostId: 0,
            type: 'star',
            at: t.clock.now(),
          }),
        );
      }
      const page1 = await get('/notifications', bob);
      expect(page1.body.data.map((n) => n.id)).toEqual(ids.slice(5).reverse());
      expect(page1.body.meta).toMatchObject({
        pagination: {
          total_results: 25,
          total_pages: 2,
          page_next: 2,
          current_result_last: 20,
          url_next: '/api/v0/notifications?page=2',
        },
      });
      const page2 = await get('/notifications?page=2', bob);
      expect(page2.body.data.map((n) => n.id)).toEqual(ids.slice(0, 5).reverse());
      expect(page2.body.meta).toMatchObject({
        pagination: { page_current: 2, current_result: 21, current_result_last: 25 },
      });
    });

    it.each(['0', 'abc', '-1'])('rejects page=%p with 400', async (page) => {
      const res = await get(`/notifications?page=${page}`, bob);
      expect(expectError(res, 400)).toEqual(['The Page field must be a whole number.']);
    });
  });

  describe('GET /notifications/count', () => {
    describeAuth('GET', () => '/notifications/count');

    it('counts the caller’s notifications with meta []', async () => {
      await threeForBob();
      const res = await get<number>('/notifications/count', bob);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', messages: [], meta: [], data: 3 });
      expect(Object.keys(res.body)).toEqual(['status', 'messages', 'meta', 'data']);
      await post('/notifications/read', bob);
      expect((await get<number>('/notifications/count', bob)).body.data).toBe(3);
    });

    it('is 0 without notifications', async () => {
      const res = await get<number>('/notifications/count', alice);
      expect(res.body).toEqual({ status: 'success', messages: [], meta: [], data: 0 });
    });
  });

  describe('GET /notifications/count/unread', () => {
    describeAuth('GET', () => '/notifications/count/unread');

    it('counts the caller’s unread notifications with meta []', async () => {
      const { replyNotification } = await threeForBob();
      expect((await get<number>('/notifications/count/unread', bob)).body).toEqual({
        status: 'success',
        messages: [],
        meta: [],
        data: 3,
      });
      await post(`/notification/read/${replyNotification}`, bob);
      expect((await get<number>('/notifications/count/unread', bob)).body.data).toBe(2);
      expect((await get<number>('/notifications/count/unread', alice)).body.data).toBe(0);
    });
  });

  describe('POST /notification/read/:notification_id', () => {
    describeAuth('POST', () => '/notification/read/1');

    it('marks one notification as read', async () => {
      const { replyNotification } = await threeForBob();
      t.clock.advance(10_000);
      const res = await post(`/notification/read/${replyNotification}`, bob);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: ['Item marked as read.'],
        meta: {},
        data: {},
      });
      expect(await statuses(bob.id)).toEqual(['unread', 'unread', 'read']);
      const list = await get('/notifications', bob);
      expect(list.body.data[0]).toMatchObject({
        status: 'read',
        updated_at: formatTimestamp(t.clock.now()),
      });
    });

    it('succeeds again without changing updated_at', async () => {
      const { replyNotification } = await threeForBob();
      t.clock.advance(10_000);
      const readAt = t.clock.now();
      await post(`/notification/read/${replyNotification}`, bob);
      t.clock.advance(10_000);
      const res = await post(`/notification/read/${replyNotification}`, bob);
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual(['Item marked as read.']);
      const list = await get('/notifications', bob);
      expect(list.body.data[0]).toMatchObject({
        status: 'read',
        updated_at: formatTimestamp(readAt),
      });
    });

    it('answers 404 for someone else’s notification and changes nothing', async () => {
      const { replyNotification } = await threeForBob();
      const res = await post(`/notification/read/${replyNotification}`, alice);
      expect(expectError(res, 404)).toEqual([NOT_FOUND]);
      expect(await statuses(bob.id)).toEqual(['unread', 'unread', 'unread']);
    });

    it('answers 404 for an unknown notification', async () => {
      expect(expectError(await post('/notification/read/999', bob), 404)).toEqual([NOT_FOUND]);
    });

    it.each(BAD_IDS)('rejects the id %p with 400', async (id) => {
      const res = await post(`/notification/read/${id}`, bob);
      expect(expectError(res, 400)).toEqual([BAD_ID]);
      expect(res.body.meta).toEqual({ errors: { notification_id: [BAD_ID] } });
    });
  });

  describe('POST /notification/unread/:notification_id', () => {
    describeAuth('POST', () => '/notification/unread/1');

    it('marks one notification as unread', async () => {
      await threeForBob();
      await post('/notifications/read', bob);
      t.clock.advance(10_000);
      const res = await post('/notification/unread/2', bob);
      expect(res.body).toEqual({
        status: 'success',
        messages: ['Item marked as unread.'],
        meta: {},
        data: {},
      });
      expect(await statuses(bob.id)).toEqual(['read', 'unread', 'read']);
      const list = await get('/notifications', bob);
      expect(list.body.data[1]).toMatchObject({
        id: 2,
        status: 'unread',
        updated_at: formatTimestamp(t.clock.now()),
      });
      expect((await post('/notification/unread/2', bob)).status).toBe(200);
      expect(await statuses(bob.id)).toEqual(['read', 'unread', 'read']);
    });

    it('answers 404 for someone else’s or an unknown notification', async () => {
      await threeForBob();
      await post('/notifications/read', bob);
      expect(expectError(await post('/notification/unread/1', carol), 404)).toEqual([NOT_FOUND]);
      expect(expectError(await post('/notification/unread/99', bob), 404)).toEqual([NOT_FOUND]);
      expect(await statuses(bob.id)).toEqual(['read', 'read', 'read']);
    });

    it.each(BAD_IDS)('rejects the id %p with 400', async (id) => {
      expect(expectError(await post(`/notification/unread/${id}`, bob), 400)).toEqual([BAD_ID]);
    });
  });

  describe('POST /notifications/read', () => {
    describeAuth('POST', () => '/notifications/read');

    it('marks all of the caller’s notifications as read, and only theirs', async () => {
      await threeForBob();
      await post(`/star/${postId}`, bob);
      const own = await insertPost(t.app, { userId: alice.id, at: createdAt });
      await post(`/star/${own}`, bob);
      const res = await post('/notifications/read', bob);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: ['All items marked as read.'],
        meta: {},
        data: {},
      });
      expect(await statuses(bob.id)).toEqual(['read', 'read', 'read']);
      expect(await statuses(alice.id)).toEqual(['unread']);
      expect((await get<number>('/notifications/count/unread', bob)).body.data).toBe(0);
      expect((await post('/notifications/read', bob)).status).toBe(200);
    });
  });

  describe('POST /notifications/unread', () => {
    describeAuth('POST', () => '/notifications/unread');

    it('marks all of the caller’s notifications as unread (with the fixed message)', async () => {
      await threeForBob();
      const own = await insertPost(t.app, { userId: alice.id, at: createdAt });
      await post(`/star/${own}`, bob);
      await post('/notifications/read', bob);
      await post('/notifications/read', alice);
      const res = await post('/notifications/unread', bob);
      expect(res.body).toEqual({
        status: 'success',
        messages: ['All items marked as unread.'],
        meta: {},
        data: {},
      });
      expect(await statuses(bob.id)).toEqual(['unread', 'unread', 'unread']);
      expect(await statuses(alice.id)).toEqual(['read']);
      expect((await get<number>('/notifications/count/unread', bob)).body.data).toBe(3);
    });
  });
});
