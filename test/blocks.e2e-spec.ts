import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { Db } from '../src/database/sql';
import { BLOCK_MESSAGES } from '../src/modules/blocks/blocks.docs';
import { CANNOT_BLOCK_SELF } from '../src/modules/blocks/blocks.service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { ApiResponse, call, CallOptions, expectError } from './utils/http';
import { PAGINATION_KEYS, USER_SUMMARY_KEYS } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';

const USER_URL = (name: string) => `http://localhost:3000/media/alphabet/${name[0]}.png`;

describe('Blocks', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser; // free

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol'], {
      accounts: { carol: { plan: 'free' } },
    }));
  });

  const rows = () =>
    t.app
      .get(Db)
      .all<{ blocker_id: number; blocked_id: number }>(
        `SELECT blocker_id, blocked_id FROM blocks ORDER BY blocker_id, blocked_id`,
      );

  const authCases = (request: (options: CallOptions) => Promise<ApiResponse>): void => {
    it('asks anonymous callers for credentials (401)', async () => {
      expect(expectError(await request({}), 401)).toEqual([MISSING_CREDENTIALS]);
    });
    it('refuses a wrong key (401)', async () => {
      const auth = basicAuth('alice', 'not-the-key');
      expect(expectError(await request({ auth }), 401)).toEqual([INVALID_CREDENTIALS]);
    });
    it('refuses a free account (403)', async () => {
      expect(expectError(await request({ auth: carol.auth }), 403)).toEqual([PRO_REQUIRED]);
    });
  };

  describe('POST /block/{username}', () => {
    authCases((options) => call(t.app, 'POST', '/block/bob', options));

    it('blocks the user and answers the block', async () => {
      t.clock.set(Date.UTC(2026, 0, 2, 3, 4, 5));
      const res = await call(t.app, 'POST', '/block/BOB', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [BLOCK_MESSAGES.block],
        meta: {},
        data: {
          user: {
            user_id: bob.id,
            username: 'bob',
            display_name: 'bob',
            bio: '',
            profile_image_url: USER_URL('bob'),
          },
          created_at: '2026-01-02T03:04:05+00:00',
        },
      });
      expect(Object.keys((res.body.data as { user: object }).user)).toEqual(USER_SUMMARY_KEYS);
      expect(await rows()).toEqual([{ blocker_id: alice.id, blocked_id: bob.id }]);
    });

    it('is idempotent: blocking again keeps one row and its first time', async () => {
      t.clock.set(Date.UTC(2026, 0, 2, 3, 4, 5));
      await call(t.app, 'POST', '/block/bob', { auth: alice.auth });
      t.clock.advance(60_000);
      const again = await call<{ created_at: string }>(t.app, 'POST', '/block/bob', {
        auth: alice.auth,
      });
      expect(again.status).toBe(200);
      expect(again.body.data.created_at).toBe('2026-01-02T03:04:05+00:00');
      expect(await rows()).toHaveLength(1);
    });

    it('leaves one row when two blocks of the same user run at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call(t.app, 'POST', '/block/bob', { auth: alice.auth })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await rows()).toEqual([{ blocker_id: alice.id, blocked_id: bob.id }]);
    });

    it('refuses to block oneself (400) and writes nothing', async () => {
      expect(
        expectError(await call(t.app, 'POST', '/block/Alice', { auth: alice.auth }), 400),
      ).toEqual([CANNOT_BLOCK_SELF]);
      expect(await rows()).toEqual([]);
    });

    it('answers 404 for an unknown user or a name that cannot exist', async () => {
      expect(
        expectError(await call(t.app, 'POST', '/block/nobody', { auth: alice.auth }), 404),
      ).toEqual(['The user nobody does not exist.']);
      expect((await call(t.app, 'POST', '/block/no%20one', { auth: alice.auth })).status).toBe(404);
      expect(await rows()).toEqual([]);
    });

    it('replays the answer of a retried Idempotency-Key', async () => {
      const headers = { 'idempotency-key': 'block-bob-1' };
      const first = await call(t.app, 'POST', '/block/bob', { auth: alice.auth, headers });
      await call(t.app, 'POST', '/unblock/bob', { auth: alice.auth });
      const replay = await call(t.app, 'POST', '/block/bob', { auth: alice.auth, headers });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      // a replay does not run the handler again
      expect(await rows()).toEqual([]);
    });
  });

  describe('POST /unblock/{username}', () => {
    authCases((options) => call(t.app, 'POST', '/unblock/bob', options));

    it('lifts the block and answers the user', async () => {
      await call(t.app, 'POST', '/block/bob', { auth: alice.auth });
      await call(t.app, 'POST', '/block/alice', { auth: bob.auth });
      const res = await call(t.app, 'POST', '/unblock/bob', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        messages: [BLOCK_MESSAGES.unblock],
        meta: {},
        data: {
          user_id: bob.id,
          username: 'bob',
          display_name: 'bob',
          bio: '',
          profile_image_url: USER_URL('bob'),
        },
      });
      // only the caller's block of that user
      expect(await rows()).toEqual([{ blocker_id: bob.id, blocked_id: alice.id }]);
    });

    it('is idempotent: unblocking a user who is not blocked succeeds and changes nothing', async () => {
      const res = await call(t.app, 'POST', '/unblock/bob', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual([BLOCK_MESSAGES.unblock]);
      expect(await rows()).toEqual([]);
    });

    it('refuses oneself (400) and answers 404 for an unknown user', async () => {
      expect(
        expectError(await call(t.app, 'POST', '/unblock/alice', { auth: alice.auth }), 400),
      ).toEqual([CANNOT_BLOCK_SELF]);
      expect(
        expectError(await call(t.app, 'POST', '/unblock/nobody', { auth: alice.auth }), 404),
      ).toEqual(['The user nobody does not exist.']);
    });
  });

  describe('GET /blocks', () => {
    authCases((options) => call(t.app, 'GET', '/blocks', options));

    it('is empty at first', async () => {
      const res = await call(t.app, 'GET', '/blocks', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(
        (res.body.meta as { pagination: { total_results: number } }).pagination.total_results,
      ).toBe(0);
    });

    it('pages the caller’s blocks by 20, newest first, with a total of what can be paged', async () => {
      const blocked: TestUser[] = [];
      for (let i = 0; i < 23; i++) {
        blocked.push(await createUser(t.app, `user${String(i).padStart(2, '0')}`));
      }
      for (const user of blocked) {
        t.clock.advance(1000);
        await call(t.app, 'POST', `/block/${user.username}`, { auth: alice.auth });
      }
      // someone else's block is not in alice's list
      await call(t.app, 'POST', '/block/alice', { auth: bob.auth });

      const first = await call<{ user: { username: string } }[]>(t.app, 'GET', '/blocks', {
        auth: alice.auth,
      });
      const meta = first.body.meta as { pagination: Record<string, unknown> };
      expect(Object.keys(meta.pagination)).toEqual(PAGINATION_KEYS);
      expect(meta.pagination).toMatchObject({
        total_results: 23,
        total_pages: 2,
        page_next: 2,
        current_result_last: 20,
        url_next: '/api/v0/blocks?page=2',
      });
      expect(first.body.data.map((b) => b.user.username)).toEqual(
        blocked
          .slice(3)
          .reverse()
          .map((u) => u.username),
      );
      expect(first.headers.link).toContain('</api/v0/blocks?page=2>; rel="next"');
      const second = await call<{ user: { username: string } }[]>(t.app, 'GET', '/blocks?page=2', {
        auth: alice.auth,
      });
      expect(second.body.data.map((b) => b.user.username)).toEqual(['user02', 'user01', 'user00']);
      const past = await call<unknown[]>(t.app, 'GET', '/blocks?page=3', { auth: alice.auth });
      expect(past.body.data).toEqual([]);
    });

    it('refuses a page that is not a positive whole number (400)', async () => {
      expect((await call(t.app, 'GET', '/blocks?page=0', { auth: alice.auth })).status).toBe(400);
    });
  });
});
