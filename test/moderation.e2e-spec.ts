import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import {
  ACCOUNT_SUSPENDED,
  MISSING_CREDENTIALS,
  MODERATOR_REQUIRED,
} from '../src/auth/auth.errors';
import { AuthService } from '../src/auth/auth.service';
import { PublisherService } from '../src/modules/posts/publication/publisher.service';
import { UsersService } from '../src/users/users.service';
import { MODERATION_MESSAGES } from '../src/modules/moderation/moderation.docs';
import { SELF_SUSPENSION } from '../src/modules/moderation/moderation.service';
import { builtService } from './support/built-service';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { ApiResponse, call, expectError } from './utils/http';
import { PAGINATION_KEYS, postState, publishedPost, react } from './utils/post-api';
import { checkInvariants, readState } from './utils/invariants';
import { openRawDatabase } from './utils/raw-database';
import { resetDatabase } from './utils/reset-database';

const THRESHOLD = 3;
const run = promisify(execFile);

const ACTION_KEYS = [
  'id',
  'action',
  'moderator_id',
  'moderator',
  'post_id',
  'user_id',
  'username',
  'reason',
  'created_at',
];
const QUEUE_KEYS = ['post_id', 'flags', 'last_flagged_at', 'hidden', 'post'];

interface ActionEntry {
  id: number;
  action: string;
  moderator_id: number;
  moderator: string | null;
  post_id: number;
  user_id: number;
  username: string | null;
  reason: string | null;
  created_at: string;
}

interface QueueItem {
  post_id: number;
  flags: number;
  last_flagged_at: string;
  hidden: boolean;
  post: { id: number; status: string; flags: number };
}

interface Pagination {
  total_results: number;
  total_pages: number;
}

interface NotificationEntry {
  type: string;
  content: string | null;
  receiver_post_id: number;
  initiator_id: number;
  initiator: unknown;
}

/** Every moderation route, with a path to call it on. */
function moderationRoutes(postId: number, username: string): ['GET' | 'POST', string][] {
  return [
    ['GET', '/moderation/queue'],
    ['GET', '/moderation/log'],
    ['POST', `/moderation/hide/${postId}`],
    ['POST', `/moderation/restore/${postId}`],
    ['POST', `/moderation/dismiss/${postId}`],
    ['POST', `/moderation/suspend/${username}`],
    ['POST', `/moderation/unsuspend/${username}`],
  ];
}

describe('moderation', () => {
  let t: TestApp;
  let moderator: TestUser;
  let alice: TestUser;
  let flaggers: TestUser[];

  beforeAll(async () => {
    t = await createTestApp({ env: { MODERATION_AUTO_HIDE_FLAGS: String(THRESHOLD) } });
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await resetDatabase(t.app);
    // a free account: the role, not the plan, opens the moderation routes
    moderator = await createUser(t.app, 'mod', { plan: 'free' });
    await t.app.get(UsersService).setRole('mod', 'moderator');
    alice = await createUser(t.app, 'alice');
    flaggers = [];
    for (let i = 0; i < 8; i++) {
      flaggers.push(await createUser(t.app, `flagger${i}`));
    }
  });

  const asModerator = <T>(method: 'GET' | 'POST', path: string, form?: Record<string, string>) =>
    call<T>(t.app, method, path, { auth: moderator.auth, form });

  async function flaggedPost(text: string, flags: number): Promise<number> {
    const post = await publishedPost(t, alice, text);
    for (const flagger of flaggers.slice(0, flags)) {
      await react(t.app, flagger, 'flag', post.id);
    }
    return post.id;
  }

  async function logEntries(): Promise<ActionEntry[]> {
    const res = await asModerator<ActionEntry[]>('GET', '/moderation/log');
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function notificationsOf(user: TestUser): Promise<NotificationEntry[]> {
    const res = await call<NotificationEntry[]>(t.app, 'GET', '/notifications', {
      auth: user.auth,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  /** Broken rules between rows, counters and totals (test/utils/invariants.ts). */
  async function problems(): Promise<string[]> {
    const db = await openRawDatabase(t.database.url);
    try {
      return checkInvariants(await readState(db));
    } finally {
      await db.close();
    }
  }

  const total = (res: ApiResponse) =>
    (res.body.meta as { pagination: Pagination }).pagination.total_results;

  describe('access', () => {
    it('answers 403 to a Pro user without the role on every route, 401 without credentials, and changes nothing', async () => {
      const postId = await flaggedPost('reported', 1);
      for (const [method, path] of moderationRoutes(postId, 'alice')) {
        expect(expectError(await call(t.app, method, path, { auth: alice.auth }), 403)).toEqual([
          MODERATOR_REQUIRED,
        ]);
        expect(expectError(await call(t.app, method, path), 401)).toEqual([MISSING_CREDENTIALS]);
      }
      expect(await logEntries()).toEqual([]);
      expect((await postState(t.app, postId)).status).toBe('published');
      expect((await call(t.app, 'GET', '/hello', { auth: alice.auth })).status).toBe(200);
    });

    it('reads the role on every call: a revoked role answers 403 at once, whatever the auth cache holds', async () => {
      expect((await asModerator('GET', '/moderation/queue')).status).toBe(200);
      await t.app.get(UsersService).setRole('mod', 'none');
      expect(expectError(await asModerator('GET', '/moderation/queue'), 403)).toEqual([
        MODERATOR_REQUIRED,
      ]);
      await t.app.get(UsersService).setRole('mod', 'moderator');
      expect((await asModerator('GET', '/moderation/queue')).status).toBe(200);
    });

    it('grants and revokes the role with the admin CLI (users set-role)', async () => {
      const { dir } = builtService();
      const cli = (...args: string[]) =>
        run(process.execPath, [join(dir, 'src', 'cli', 'main.js'), ...args], {
          env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        }).then(
          ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
      const [granted, refused] = await Promise.all([
        cli('users', 'set-role', 'alice', 'moderator'),
        cli('users', 'set-role', 'alice', 'admin'),
      ]);
      expect(granted).toMatchObject({ code: 0, stdout: 'alice is now a moderator.\n' });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('The role must be "moderator" or "none"');
      t.app.get(AuthService).clearCache();
      expect((await call(t.app, 'GET', '/moderation/log', { auth: alice.auth })).status).toBe(200);
      expect(await cli('users', 'set-role', 'alice', 'none')).toMatchObject({
        code: 0,
        stdout: 'alice no longer has a role.\n',
      });
      expect((await call(t.app, 'GET', '/moderation/log', { auth: alice.auth })).status).toBe(403);
    }, 120_000);
  });

  describe('GET /moderation/queue', () => {
    it('lists unhandled flagged posts, most-flagged first, with their flag counts, 20 a page', async () => {
      const once: number[] = [];
      for (let i = 0; i < 20; i++) {
        once.push(await flaggedPost(`once ${i}`, 1));
      }
      const twice = await flaggedPost('twice', 2);
      await publishedPost(t, alice, 'never flagged');
      const first = await asModerator<QueueItem[]>('GET', '/moderation/queue');
      expect(first.status).toBe(200);
      expect(Object.keys(first.body.meta)).toEqual(['pagination']);
      const pagination = (first.body.meta as { pagination: Record<string, unknown> }).pagination;
      expect(Object.keys(pagination)).toEqual(PAGINATION_KEYS);
      expect(pagination).toMatchObject({
        total_results: 21,
        total_pages: 2,
        url_next: '/api/v0/moderation/queue?page=2',
      });
      expect(Object.keys(first.body.data[0])).toEqual(QUEUE_KEYS);
      expect(first.body.data[0]).toMatchObject({
        post_id: twice,
        flags: 2,
        hidden: false,
        post: { id: twice, status: 'published', flags: 2 },
      });
      // equal counts: the newest post first
      expect(first.body.data.slice(1).map((q) => q.post_id)).toEqual(once.slice(1).reverse());
      const second = await asModerator<QueueItem[]>('GET', '/moderation/queue?page=2');
      expect(second.body.data.map((q) => [q.post_id, q.flags])).toEqual([[once[0], 1]]);
      expect(total(second)).toBe(21);
    });

    it('leaves out a dismissed post until it is flagged again, and withdrawn flags', async () => {
      const postId = await flaggedPost('reported', 2);
      const other = await flaggedPost('withdrawn', 1);
      await react(t.app, flaggers[0], 'unflag', other);
      expect(
        (await asModerator<QueueItem[]>('GET', '/moderation/queue')).body.data.map(
          (q) => q.post_id,
        ),
      ).toEqual([postId]);
      expect((await asModerator('POST', `/moderation/dismiss/${postId}`)).status).toBe(200);
      const empty = await asModerator<QueueItem[]>('GET', '/moderation/queue');
      expect({ data: empty.body.data, total: total(empty) }).toEqual({ data: [], total: 0 });
      t.clock.advance(1000);
      await react(t.app, flaggers[5], 'flag', postId);
      const again = await asModerator<QueueItem[]>('GET', '/moderation/queue');
      expect(again.body.data.map((q) => [q.post_id, q.flags])).toEqual([[postId, 3]]);
      expect(total(again)).toBe(1);
    });

    it('answers 400 to a page that is not a positive whole number', async () => {
      expectError(await asModerator('GET', '/moderation/queue?page=0'), 400);
      expectError(await asModerator('GET', '/moderation/log?page=x'), 400);
    });
  });

  describe('POST /moderation/dismiss/{post_id}', () => {
    it('records the action with its reason and keeps the post', async () => {
      const postId = await flaggedPost('reported', 1);
      const res = await asModerator<ActionEntry>('POST', `/moderation/dismiss/${postId}`, {
        reason: ' not abusive ',
      });
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual([MODERATION_MESSAGES.dismiss]);
      expect(Object.keys(res.body.data)).toEqual(ACTION_KEYS);
      expect(res.body.data).toMatchObject({
        action: 'dismiss',
        moderator_id: moderator.id,
        moderator: 'mod',
        post_id: postId,
        user_id: alice.id,
        username: 'alice',
        reason: 'not abusive',
      });
      expect(await logEntries()).toEqual([res.body.data]);
      expect((await postState(t.app, postId)).status).toBe('published');
    });

    it('answers 404 for a missing post and 400 for a bad id or reason, recording nothing', async () => {
      expect(expectError(await asModerator('POST', '/moderation/dismiss/999'), 404)).toEqual([
        'The post does not exist.',
      ]);
      expectError(await asModerator('POST', '/moderation/hide/0'), 400);
      const postId = await flaggedPost('reported', 1);
      expectError(
        await asModerator('POST', `/moderation/dismiss/${postId}`, { reason: 'x'.repeat(501) }),
        400,
      );
      expect(await logEntries()).toEqual([]);
    });
  });

  describe('POST /moderation/suspend/{username} and /unsuspend/{username}', () => {
    it("refuses the suspended user's keys with 403 at once, and takes them back after unsuspend", async () => {
      const suspended = await asModerator<ActionEntry>('POST', '/moderation/suspend/alice', {
        reason: 'spam',
      });
      expect(suspended.status).toBe(200);
      expect(suspended.body.messages).toEqual([MODERATION_MESSAGES.suspend]);
      expect(suspended.body.data).toMatchObject({
        action: 'suspend',
        post_id: 0,
        user_id: alice.id,
        username: 'alice',
        reason: 'spam',
      });
      // public and Pro routes alike; anonymous calls are not affected
      for (const [method, path] of [
        ['GET', '/hello'],
        ['GET', '/latest'],
        ['GET', '/account'],
        ['POST', '/post'],
      ] as const) {
        expect(
          expectError(
            await call(t.app, method, path, { auth: alice.auth, form: { post: 'x' } }),
            403,
          ),
        ).toEqual([ACCOUNT_SUSPENDED]);
      }
      expect((await call(t.app, 'GET', '/hello')).status).toBe(200);

      const lifted = await asModerator<ActionEntry>('POST', '/moderation/unsuspend/alice');
      expect(lifted.body.data).toMatchObject({ action: 'unsuspend', reason: null });
      expect((await call(t.app, 'GET', '/account', { auth: alice.auth })).status).toBe(200);
      expect((await logEntries()).map((e) => e.action)).toEqual(['unsuspend', 'suspend']);
    });

    it('answers 404 for an unknown user and 400 for suspending oneself', async () => {
      expect(expectError(await asModerator('POST', '/moderation/suspend/nobody'), 404)).toEqual([
        'The user nobody does not exist.',
      ]);
      expectError(await asModerator('POST', '/moderation/unsuspend/nobody'), 404);
      expect(expectError(await asModerator('POST', '/moderation/suspend/mod'), 400)).toEqual([
        SELF_SUSPENSION,
      ]);
      expect(await logEntries()).toEqual([]);
    });
  });

  describe('GET /moderation/log', () => {
    it('pages the record newest first', async () => {
      const postId = await flaggedPost('reported', 1);
      for (let i = 0; i < 21; i++) {
        await asModerator('POST', `/moderation/dismiss/${postId}`, { reason: `r${i}` });
      }
      const first = await asModerator<ActionEntry[]>('GET', '/moderation/log');
      expect(first.body.data).toHaveLength(20);
      expect(first.body.data[0].reason).toBe('r20');
      expect(total(first)).toBe(21);
      const second = await asModerator<ActionEntry[]>('GET', '/moderation/log?page=2');
      expect(second.body.data.map((e) => e.reason)).toEqual(['r0']);
    });

    it('replays a retried action sent with the same Idempotency-Key, recording it once', async () => {
      const postId = await flaggedPost('reported', 1);
      const send = () =>
        call<ActionEntry>(t.app, 'POST', `/moderation/dismiss/${postId}`, {
          auth: moderator.auth,
          headers: { 'idempotency-key': 'dismiss-once' },
        });
      const first = await send();
      const retry = await send();
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await logEntries()).toHaveLength(1);
    });
  });

  describe('POST /moderation/hide/{post_id} and /restore/{post_id}', () => {
    /** What a reader and the author see of the post, and the totals of the lists around it. */
    async function views(postId: number) {
      const single = (auth?: string) =>
        call<{ status: string }[]>(t.app, 'GET', `/post/single/${postId}`, { auth });
      const latest = await call<{ id: number }[]>(t.app, 'GET', '/latest');
      const timeline = await call<{ id: number }[]>(t.app, 'GET', '/timeline/user/alice', {
        auth: flaggers[7].auth,
      });
      const flagsAll = await call<{ post_id: number }[]>(t.app, 'GET', '/reactions/flags/all');
      const metric = await call<{ count: number }>(t.app, 'GET', '/metric/posts');
      const own = await single(alice.auth);
      return {
        anonymous: (await single()).status,
        reader: (await single(flaggers[7].auth)).status,
        author: own.status === 200 ? own.body.data[0].status : own.status,
        latest: [latest.body.data.map((p) => p.id).includes(postId), total(latest)],
        latestItems: latest.body.data.length,
        timeline: [timeline.body.data.map((p) => p.id).includes(postId), total(timeline)],
        flagsAll: [flagsAll.body.data.some((r) => r.post_id === postId), total(flagsAll)],
        flagItems: flagsAll.body.data.length,
        published: metric.body.data.count,
      };
    }

    it('hides the post from everyone but its author and takes it out of every list and total; restore brings it back', async () => {
      await publishedPost(t, alice, 'stays');
      const postId = await flaggedPost('reported', 2);
      const visible = await views(postId);
      expect(visible).toEqual({
        anonymous: 200,
        reader: 200,
        author: 'published',
        latest: [true, 2],
        latestItems: 2,
        timeline: [true, 2],
        flagsAll: [true, 2],
        flagItems: 2,
        published: 2,
      });

      const hidden = await asModerator<ActionEntry>('POST', `/moderation/hide/${postId}`, {
        reason: 'abuse',
      });
      expect(hidden.status).toBe(200);
      expect(hidden.body.messages).toEqual([MODERATION_MESSAGES.hide]);
      expect(hidden.body.data).toMatchObject({ action: 'hide', post_id: postId, reason: 'abuse' });
      expect(await views(postId)).toEqual({
        anonymous: 404,
        reader: 404,
        author: 'hidden',
        latest: [false, 1],
        latestItems: 1,
        timeline: [false, 1],
        flagsAll: [false, 0],
        flagItems: 0,
        published: 1,
      });
      expect(await problems()).toEqual([]);
      // others may no longer react to it
      expectError(await call(t.app, 'POST', `/star/${postId}`, { auth: flaggers[7].auth }), 404);
      // handled: out of the queue
      expect((await asModerator<QueueItem[]>('GET', '/moderation/queue')).body.data).toEqual([]);

      const restored = await asModerator<ActionEntry>('POST', `/moderation/restore/${postId}`);
      expect(restored.body.messages).toEqual([MODERATION_MESSAGES.restore]);
      expect(await views(postId)).toEqual(visible);
      expect(await problems()).toEqual([]);
      expect((await logEntries()).map((e) => e.action)).toEqual(['restore', 'hide']);
    });

    it('notifies the author (anonymously) when their post is hidden or restored, not when nothing changed', async () => {
      const postId = await flaggedPost('reported', 1);
      await asModerator('POST', `/moderation/hide/${postId}`);
      await asModerator('POST', `/moderation/hide/${postId}`);
      await asModerator('POST', `/moderation/restore/${postId}`);
      await asModerator('POST', `/moderation/restore/${postId}`);
      const notes = (await notificationsOf(alice)).filter((n) => n.type === 'moderation');
      expect(
        notes.map((n) => [n.content, n.receiver_post_id, n.initiator_id, n.initiator]),
      ).toEqual([
        ['restored', postId, 0, null],
        ['hidden', postId, 0, null],
      ]);
      // every call is recorded
      expect((await logEntries()).map((e) => e.action)).toEqual([
        'restore',
        'restore',
        'hide',
        'hide',
      ]);
    });

    it("hides a reply: its thread's count follows", async () => {
      const root = await publishedPost(t, flaggers[7], 'root');
      const reply = await publishedPost(t, alice, { post: 'reply', parent_id: root.id });
      const children = async () => {
        const res = await call<{ id: number }[]>(t.app, 'GET', `/post/children/${root.id}`);
        return { ids: res.body.data.map((p) => p.id), total: total(res) };
      };
      expect(await children()).toEqual({ ids: [root.id, reply.id], total: 1 });
      await asModerator('POST', `/moderation/hide/${reply.id}`);
      expect(await children()).toEqual({ ids: [root.id], total: 0 });
      await asModerator('POST', `/moderation/restore/${reply.id}`);
      expect(await children()).toEqual({ ids: [root.id, reply.id], total: 1 });
    });
  });

  describe('the automatic threshold (MODERATION_AUTO_HIDE_FLAGS)', () => {
    it('hides a post once, when concurrent flaggers reach the threshold, and keeps it in the queue', async () => {
      const post = await publishedPost(t, alice, 'brigaded');
      const answers = await Promise.all(
        flaggers.slice(0, 6).map((f) => call(t.app, 'POST', `/flag/${post.id}`, { auth: f.auth })),
      );
      // a flag that comes after the hide finds the post gone for others (404), as it should
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([]);
      const accepted = statuses.filter((s) => s === 200).length;
      expect(accepted).toBeGreaterThanOrEqual(THRESHOLD);
      expect((await postState(t.app, post.id)).status).toBe('hidden');
      const autoHides = (await logEntries()).filter((e) => e.action === 'auto_hide');
      expect(autoHides).toHaveLength(1);
      expect(autoHides[0]).toMatchObject({
        moderator_id: 0,
        moderator: null,
        post_id: post.id,
        user_id: alice.id,
      });
      const notes = (await notificationsOf(alice)).filter((n) => n.type === 'moderation');
      expect(notes.map((n) => n.content)).toEqual(['hidden']);
      const queue = await asModerator<QueueItem[]>('GET', '/moderation/queue');
      expect(queue.body.data.map((q) => [q.post_id, q.flags, q.hidden, q.post.status])).toEqual([
        [post.id, accepted, true, 'hidden'],
      ]);
      expect((await call(t.app, 'GET', `/post/single/${post.id}`)).status).toBe(404);
      expect(await problems()).toEqual([]);
    });

    it('leaves a post under the threshold alone, and counts only flags given after a dismissal', async () => {
      const postId = await flaggedPost('reported', THRESHOLD - 1);
      expect((await postState(t.app, postId)).status).toBe('published');
      await react(t.app, flaggers[2], 'flag', postId);
      expect((await postState(t.app, postId)).status).toBe('hidden');

      // the moderator disagrees: the post is shown again, the author told so
      expect((await asModerator('POST', `/moderation/dismiss/${postId}`)).status).toBe(200);
      expect((await postState(t.app, postId)).status).toBe('published');
      t.clock.advance(1000);
      for (const flagger of flaggers.slice(3, 3 + THRESHOLD - 1)) {
        await react(t.app, flagger, 'flag', postId);
      }
      expect((await postState(t.app, postId)).status).toBe('published');
      await react(t.app, flaggers[3 + THRESHOLD - 1], 'flag', postId);
      expect((await postState(t.app, postId)).status).toBe('hidden');
      const notes = (await notificationsOf(alice)).filter((n) => n.type === 'moderation');
      expect(notes.map((n) => n.content)).toEqual(['hidden', 'restored', 'hidden']);
      expect((await logEntries()).map((e) => e.action)).toEqual([
        'auto_hide',
        'dismiss',
        'auto_hide',
      ]);
    });

    it("makes a moderator's hide of an automatically hidden post final: a dismissal keeps it hidden", async () => {
      const postId = await flaggedPost('reported', THRESHOLD);
      expect((await postState(t.app, postId)).status).toBe('hidden');
      await asModerator('POST', `/moderation/hide/${postId}`);
      await asModerator('POST', `/moderation/dismiss/${postId}`);
      expect((await postState(t.app, postId)).status).toBe('hidden');
      await asModerator('POST', `/moderation/restore/${postId}`);
      expect((await postState(t.app, postId)).status).toBe('published');
    });
  });

  describe('suspension and posts', () => {
    it("hides the suspended user's posts, pending ones too; unsuspend restores those and not what a moderator hid", async () => {
      const kept = await flaggedPost('hidden by a moderator', 1);
      const shown = (await publishedPost(t, alice, 'shown')).id;
      await t.app.get(UsersService).setDelay('alice', 10);
      const pending = (
        await call<{ id: number }>(t.app, 'POST', '/post', {
          auth: alice.auth,
          form: { post: 'pending' },
        })
      ).body.data.id;
      await asModerator('POST', `/moderation/hide/${kept}`);
      const metric = async () =>
        (await call<{ count: number }>(t.app, 'GET', '/metric/posts')).body.data.count;
      expect(await metric()).toBe(1);

      await asModerator('POST', '/moderation/suspend/alice');
      const statuses = async () =>
        Promise.all([kept, shown, pending].map(async (id) => (await postState(t.app, id)).status));
      expect(await statuses()).toEqual(['hidden', 'hidden', 'hidden']);
      expect(await metric()).toBe(0);
      expect(total(await call(t.app, 'GET', '/latest'))).toBe(0);
      // the suspended author's pending post is never published
      t.clock.advanceMinutes(20);
      await t.app.get(PublisherService).publishDue(t.clock.now());
      expect(await statuses()).toEqual(['hidden', 'hidden', 'hidden']);

      await asModerator('POST', '/moderation/unsuspend/alice');
      expect(await statuses()).toEqual(['hidden', 'published', 'pending']);
      await t.app.get(PublisherService).publishDue(t.clock.now());
      expect(await statuses()).toEqual(['hidden', 'published', 'published']);
      expect(await metric()).toBe(2);
      expect(await problems()).toEqual([]);
    });
  });
});
