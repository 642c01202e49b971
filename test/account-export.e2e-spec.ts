import { MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { Db } from '../src/database/sql';
import { AccountExportService, EXPORT_FORMAT } from '../src/modules/account/account-export.service';
import { POSTS_OF_USER_AFTER } from '../src/modules/posts/sql/post.sql';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { createPost, publishedPost, react } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';
import { makeImage, uploadImage } from './utils/uploads';
import { tokensFor } from './oauth/oauth-client';

interface ExportData {
  format: string;
  version: number;
  exported_at: string;
  account: Record<string, unknown>;
  settings: { timezone: string };
  keys: Record<string, unknown>[];
  media: { id: number; url_location: string }[];
  posts: {
    id: number;
    post: string;
    status: string;
    parent_id: number;
    attachments: { content: string; sort_order: number }[];
  }[];
  reactions: { post_id: number; type: string }[];
  notifications: { type: string; initiator_id: number; receiver_post_id: number }[];
  blocks: { blocked_user_id: number; created_at: string }[];
  authorized_apps: Record<string, unknown>[];
}

describe('GET /api/v0/account/export', () => {
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

  it('answers 401 without credentials and 403 for a free account', async () => {
    expect(expectError(await call(t.app, 'GET', '/account/export'), 401)).toEqual([
      MISSING_CREDENTIALS,
    ]);
    const free = await createUser(t.app, 'free', { plan: 'free' });
    expect(
      expectError(await call(t.app, 'GET', '/account/export', { auth: free.auth }), 403),
    ).toEqual([PRO_REQUIRED]);
  });

  it("holds the caller's account, keys without secrets, media, posts (pending too), reactions and notifications", async () => {
    const image = await makeImage('png');
    const media = (await uploadImage(t.app, alice.auth, image, '.png')).body.data.media[0];
    await call(t.app, 'POST', '/account', {
      auth: alice.auth,
      form: { bio: 'my bio', media_id: media.id },
    });
    const own = await publishedPost(t, alice, {
      post: 'first post',
      attachment_count: 2,
      attachment_type_0: 'text',
      attachment_text_0: 'attachment zero',
      attachment_type_1: 'text',
      attachment_text_1: 'attachment one',
    });
    const bobs = await publishedPost(t, bob, 'a post of bob');
    const reply = await publishedPost(t, alice, { post: 'a reply', parent_id: bobs.id });
    await call(t.app, 'POST', '/settings', {
      auth: alice.auth,
      form: { timezone: 'Europe/Paris' },
    });
    const carol = await createUser(t.app, 'carol');
    expect((await call(t.app, 'POST', '/block/carol', { auth: alice.auth })).status).toBe(200);
    await react(t.app, alice, 'star', bobs.id);
    await react(t.app, alice, 'flag', bobs.id);
    await react(t.app, bob, 'star', own.id);
    await publishedPost(t, bob, { post: 'bob replies', parent_id: own.id });
    await t.app.get(Db).run(`UPDATE users SET delay_minutes = 5 WHERE id = $1`, [alice.id]);
    const pending = await createPost(t.app, alice, 'still pending');
    const app = await tokensFor(t.app, alice.id, ['read', 'write']);
    await tokensFor(t.app, bob.id, ['read'], app.client);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/account/export',
      headers: { authorization: alice.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // streamed: no ETag (it would need the whole document first)
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).not.toContain(alice.apiKey);
    const body = res.json<{ status: string; messages: []; meta: object; data: ExportData }>();
    expect(Object.keys(body)).toEqual(['status', 'messages', 'meta', 'data']);
    expect(body.status).toBe('success');
    const data = body.data;
    expect(Object.keys(data)).toEqual([
      'format',
      'version',
      'exported_at',
      'account',
      'settings',
      'keys',
      'media',
      'posts',
      'reactions',
      'notifications',
      'blocks',
      'pro_requests',
      'authorized_apps',
    ]);
    expect(data.format).toBe(EXPORT_FORMAT);
    const account = await call(t.app, 'GET', '/account', { auth: alice.auth });
    expect(data.account).toEqual(account.body.data);
    expect(data.settings).toEqual({ timezone: 'Europe/Paris' });
    expect(data.keys).toEqual([
      {
        id: expect.any(Number),
        name: 'test',
        prefix: alice.apiKey.slice(0, 8),
        read_only: false,
        created_at: expect.any(String),
        last_used_at: expect.any(String),
        revoked_at: null,
      },
    ]);
    expect(data.media).toEqual([
      {
        id: media.id,
        type: 'profile',
        url_location: media.url_location,
        created_at: expect.any(String),
      },
    ]);
    expect(data.posts.map((p) => [p.id, p.post, p.status])).toEqual([
      [own.id, 'first post', 'published'],
      [reply.id, 'a reply', 'published'],
      [pending.id, 'still pending', 'pending'],
    ]);
    expect(data.posts[0].attachments.map((a) => [a.sort_order, a.content])).toEqual([
      [0, 'attachment zero'],
      [1, 'attachment one'],
    ]);
    expect(data.posts[1].parent_id).toBe(bobs.id);
    expect(data.reactions.map((r) => [r.type, r.post_id])).toEqual([
      ['star', bobs.id],
      ['flag', bobs.id],
    ]);
    expect(data.blocks).toEqual([
      { blocked_user_id: carol.id, created_at: expect.stringMatching(/\+00:00$/) },
    ]);
    expect(data.notifications.map((n) => [n.type, n.initiator_id, n.receiver_post_id])).toEqual([
      ['reply', bob.id, own.id],
      ['star', bob.id, own.id],
    ]);
    // the app alice authorized, never a token (bob's grant is his)
    expect(data.authorized_apps).toEqual([
      {
        app_name: 'Test app',
        website: 'https://app.example',
        scopes: 'read write',
        authorized_at: expect.stringMatching(/\+00:00$/),
        last_used_at: null,
      },
    ]);
    expect(res.body).not.toContain(app.access);
    expect(res.body).not.toContain(app.refresh);
    // nothing of anyone else's
    expect(res.body).not.toContain('bob replies');
    expect(res.body).not.toContain('carol');
  });

  /**
   * The bound on memory: the document is pulled by its reader. After the first chunk is read and
   * reading stops, the export has read at most a couple of pages of posts; an export that built
   * the document before sending it would have read all of them. Then the whole document parses.
   */
  it('reads the posts only as fast as the document is read (20,000 posts)', async () => {
    const total = 20_000;
    const text = 'x'.repeat(200);
    await t.app.get(Db).transaction((tx) =>
      tx.run(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $2)
         INSERT INTO posts (user_id, conversation_id, parent_id, post, status, type, created_at,
                            updated_at, published_at, sorted_at)
         SELECT $1, 0, 0, 'post ' || i || ' ${text}', 'published', 'post', i, i, i, i FROM n`,
        [alice.id, total],
      ),
    );
    const db = t.app.get(Db);
    const all = jest.spyOn(db, 'all');
    const pageReads = () => all.mock.calls.filter(([sql]) => sql === POSTS_OF_USER_AFTER).length;
    try {
      const stream = await t.app.get(AccountExportService).export(alice.id);
      const iterator = stream[Symbol.asyncIterator]();
      let text = '';
      for (let i = 0; i < 2; i++) {
        text += String((await iterator.next()).value);
      }
      // the stream fills its buffer (16 KiB) and stops asking. The pause gives an export that
      // ignored that every chance to read on: it can only make this test fail, never pass
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pageReads()).toBeLessThanOrEqual(2);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        text += String(next.value);
      }
      expect(pageReads()).toBe(total / 500 + 1);
      const data = (JSON.parse(text) as { data: ExportData }).data;
      expect(data.posts).toHaveLength(total);
      expect(data.posts[total - 1].post).toBe(`post ${total} ${'x'.repeat(200)}`);
    } finally {
      all.mockRestore();
    }
  }, 60_000);

  it('streams the document over HTTP', async () => {
    for (let i = 0; i < 30; i++) {
      await createPost(t.app, alice, `post ${i}`);
    }
    const url = await listen(t);
    const res = await fetch(`${url}/api/v0/account/export`, {
      headers: { authorization: alice.auth, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: ExportData };
    expect(body.data.posts).toHaveLength(30);
  });
});
