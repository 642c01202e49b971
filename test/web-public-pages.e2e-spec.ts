import type { Response } from 'light-my-request';
import { PostLifecycleService } from '../src/modules/posts/lifecycle/post-lifecycle.service';
import { CredentialsService } from '../src/users';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createWorld } from './utils/world';
import { TestUser } from './utils/auth';
import { call } from './utils/http';
import { createPost, publishDue, publishedPost } from './utils/post-api';
import { insertPost } from './utils/post-fixtures';
import { resetDatabase } from './utils/reset-database';

const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
const ESCAPED = `&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;`;

/** The ids of the posts a page lists, in page order. */
function listedIds(body: string): number[] {
  return [...body.matchAll(/<article class="post" aria-labelledby="post-(\d+)-author">/g)].map(
    (m) => Number(m[1]),
  );
}

function page(res: Response, status = 200): string {
  expect({ status: res.statusCode, type: res.headers['content-type'] }).toEqual({
    status,
    type: 'text/html; charset=utf-8',
  });
  return res.body;
}

describe('Web pages: the public pages', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const sessions = new Map<string, string>();
  let sessionLookups: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob, carol } = await createWorld(t.app, ['alice', 'bob', 'carol']));
    // real sessions, as /login makes them (the cookie holds the id; the table its hash)
    const credentials = t.app.get(CredentialsService);
    for (const user of [alice, bob, carol]) {
      sessions.set(user.username, await credentials.startSession(user.id));
    }
    sessionLookups = jest.spyOn(credentials, 'sessionUser');
    sessionLookups.mockClear();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const as = (user: TestUser) => ({ cookie: `sid=${sessions.get(user.username)}` });
  let step = 0;
  /** A published post (or reply) at a later instant than the one before. */
  const post = (user: TestUser, options: { parentId?: number; text?: string } = {}) =>
    insertPost(t.app, { userId: user.id, at: t.clock.now() + ++step * 1000, ...options });

  describe('GET /', () => {
    it('lists the latest published posts, newest first, without pending or hidden ones', async () => {
      const first = await post(alice);
      const second = await post(bob);
      const hidden = await post(carol);
      await t.app.get(PostLifecycleService).hide(hidden, 'moderator');
      const pending = await createPost(t.app, alice, 'not yet');
      const body = page(await get('/'));
      expect(listedIds(body)).toEqual([second, first]);
      expect(body).not.toContain(`post-${pending.id}-author`);
      expect(body).toContain(`<a href="/bob/${second}">`);
      // the publication time: machine-readable in the attribute, to the minute in the text
      const at = new Date(t.clock.now() + (step - 1) * 1000).toISOString(); // second's
      expect(body).toContain(
        `<time datetime="${at.slice(0, 19)}+00:00">${at.slice(0, 16).replace('T', ' ')} UTC</time>`,
      );
    });

    it('pages by 20 with previous and next links', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 21; i++) {
        ids.push(await post(alice));
      }
      const one = page(await get('/'));
      expect(listedIds(one)).toEqual(ids.slice(1).reverse());
      expect(one).toContain('<a href="/?page=2" rel="next">Older</a>');
      expect(one).not.toContain('rel="prev"');
      expect(one).toContain('Page 1 of 2');
      const two = page(await get('/?page=2'));
      expect(listedIds(two)).toEqual([ids[0]]);
      expect(two).toContain('<a href="/" rel="prev">Newer</a>');
      expect(two).not.toContain('rel="next"');
      const beyond = page(await get('/?page=3'));
      expect(listedIds(beyond)).toEqual([]);
      expect(beyond).toContain('<a href="/?page=2" rel="prev">Newer</a>');
    });

    it('leaves out the posts of users a signed-in viewer blocked, and only for them', async () => {
      const own = await post(bob);
      const blocked = await post(carol);
      expect((await call(t.app, 'POST', '/block/carol', { auth: bob.auth })).status).toBe(200);
      expect(listedIds(page(await get('/', as(bob))))).toEqual([own]);
      expect(listedIds(page(await get('/')))).toEqual([blocked, own]);
      expect(listedIds(page(await get('/', as(alice))))).toEqual([blocked, own]);
    });

    it('names the signed-in viewer in the navigation instead of Log in', async () => {
      const body = page(await get('/', as(bob)));
      expect(body).toContain('<a href="/bob">bob</a>');
      expect(body).not.toContain('href="/login"');
      expect(sessionLookups).toHaveBeenCalledTimes(1);
      // error pages too
      for (const url of ['/nobody', '/no/such/page', '/?page=x']) {
        const error = await get(url, as(bob));
        expect(error.statusCode).toBeGreaterThanOrEqual(400);
        expect(error.body).toContain('<a href="/bob">bob</a>');
        expect(error.body).not.toContain('href="/login"');
      }
    });
  });

  describe('GET /{username}', () => {
    it('shows the profile, its post count and its posts', async () => {
      await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { display_name: 'Alice A.', bio: 'Hello there' },
      });
      const older = await post(alice);
      const newer = await post(alice);
      await post(bob);
      const reply = await post(alice, { parentId: older });
      const body = page(await get('/alice'));
      expect(body).toContain('<h1>Alice A.</h1>');
      expect(body).toContain('<p class="handle">@alice</p>');
      expect(body).toContain('<p class="bio">Hello there</p>');
      expect(body).toContain('<img src="http://localhost:3000/media/alphabet/a.png" alt=""');
      expect(body).toContain('<h2>2 posts</h2>');
      // the timeline's top-level posts; the reply is in its thread
      expect(listedIds(body)).toEqual([newer, older]);
      expect(body).not.toContain(`post-${reply}-author`);
      expect(body).toContain('<title>Alice A. (@alice) · Social</title>');
    });

    it('finds the user case-insensitively', async () => {
      expect(page(await get('/ALICE'))).toContain('<p class="handle">@alice</p>');
    });

    it('shows a blocked user no posts to their blocker', async () => {
      await post(carol);
      await call(t.app, 'POST', '/block/carol', { auth: bob.auth });
      expect(listedIds(page(await get('/carol', as(bob))))).toEqual([]);
      expect(listedIds(page(await get('/carol')))).toHaveLength(1);
    });

    it('answers an unknown or reserved name with the 404 page', async () => {
      for (const url of ['/nobody', '/static', '/a%00b', `/${'x'.repeat(150)}`]) {
        const body = page(await get(url), 404);
        expect(body).toContain('<title>Page not found · Social</title>');
      }
      // the API's own top-level paths keep the envelope
      for (const url of ['/api', '/health', '/media', '/metrics/x']) {
        const res = await get(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });

  describe('GET /{username}/{post_id}', () => {
    it('shows the post and its thread in depth-first order', async () => {
      const root = await post(alice, { text: 'the root' });
      const first = await post(bob, { parentId: root });
      const second = await post(carol, { parentId: root });
      const nested = await post(alice, { parentId: first });
      const body = page(await get(`/alice/${root}`));
      expect(listedIds(body)).toEqual([root, first, nested, second]);
      expect(body).toContain('<li class="focus">');
      expect(body).toContain('<li class="depth-2">');
      // a reply's page: the reply, its own replies, and a link to its parent
      const replyPage = page(await get(`/bob/${first}`));
      expect(listedIds(replyPage)).toEqual([first, nested]);
      expect(replyPage).toContain(`<a href="/alice/${root}">In reply to alice</a>`);
    });

    it('pages the thread by 20 replies, the post on top of each page', async () => {
      const root = await post(alice);
      const replies: number[] = [];
      for (let i = 0; i < 21; i++) {
        replies.push(await post(bob, { parentId: root }));
      }
      const one = page(await get(`/alice/${root}`));
      expect(listedIds(one)).toEqual([root, ...replies.slice(0, 20)]);
      expect(one).toContain(`<a href="/alice/${root}?page=2" rel="next">Later replies</a>`);
      const two = page(await get(`/alice/${root}?page=2`));
      expect(listedIds(two)).toEqual([root, replies[20]]);
      expect(two).toContain(`<a href="/alice/${root}" rel="prev">Earlier replies</a>`);
    });

    it('redirects a post asked for under another name to its author (301)', async () => {
      const root = await post(alice);
      for (const [url, location] of [
        [`/bob/${root}`, `/alice/${root}`],
        [`/ALICE/${root}`, `/alice/${root}`],
        [`/nobody/${root}?page=2`, `/alice/${root}?page=2`],
      ]) {
        const res = await get(url);
        expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
          url,
          status: 301,
          location,
        });
      }
    });

    it('shows a deleted post with replies as a tombstone, in its thread and on its own page', async () => {
      const root = await post(alice, { text: 'soon gone' });
      const reply = await post(bob, { parentId: root, text: 'still here' });
      expect((await call(t.app, 'DELETE', `/post/${root}`, { auth: alice.auth })).status).toBe(200);
      const body = page(await get(`/bob/${reply}`));
      expect(body).toContain('In reply to a deleted post');
      for (const url of [`/alice/${root}`, `/deleted/${root}`]) {
        const own = page(await get(url));
        expect(listedIds(own)).toEqual([root, reply]);
        expect(own).toContain('<p class="deleted" id="post-');
        expect(own).toContain('This post was deleted.');
        expect(own).not.toContain('soon gone');
        expect(own).toContain('still here');
        expect(own).toContain('<meta name="robots" content="noindex">');
        // nothing names the deleted post's author
        expect(own).not.toMatch(/og:image|rel="canonical"/);
      }
      // gone from the lists
      expect(listedIds(page(await get('/')))).toEqual([]);
    });

    it('answers what the API does not show with the 404 page: pending, hidden, deleted, unknown', async () => {
      const hidden = await post(alice);
      await t.app.get(PostLifecycleService).hide(hidden, 'moderator');
      const gone = await post(alice);
      await call(t.app, 'DELETE', `/post/${gone}`, { auth: alice.auth });
      // last: the fixtures' publisher runs would publish it
      const pending = (await createPost(t.app, alice, 'pending')).id;
      for (const url of [
        `/alice/${pending}`,
        `/alice/${hidden}`,
        `/alice/${gone}`,
        '/alice/999999',
        '/alice/abc',
        '/alice/0',
        '/alice/-1',
        `/alice/${'9'.repeat(30)}`,
      ]) {
        const body = page(await get(url), 404);
        expect(body).toContain('The post does not exist.');
      }
    });

    it('shows its author a pending or hidden post of their own, as the API does', async () => {
      const hidden = await post(alice, { text: 'mine, hidden' });
      await t.app.get(PostLifecycleService).hide(hidden, 'moderator');
      const pending = (await createPost(t.app, alice, 'mine, pending')).id;
      expect(page(await get(`/alice/${pending}`, as(alice)))).toContain('mine, pending');
      expect(page(await get(`/alice/${hidden}`, as(alice)))).toContain('mine, hidden');
      page(await get(`/alice/${pending}`, as(bob)), 404);
    });

    it('links a reply to its parent only for a viewer who may open the parent', async () => {
      const root = await post(alice, { text: 'the parent' });
      const reply = await post(bob, { parentId: root });
      const link = `<a href="/alice/${root}">In reply to alice</a>`;
      expect(page(await get(`/bob/${reply}`))).toContain(link);
      await t.app.get(PostLifecycleService).hide(root, 'moderator');
      // the reply stays public; the hidden parent is its author's alone, as the API shows it
      const anonymous = page(await get(`/bob/${reply}`));
      expect(listedIds(anonymous)).toEqual([reply]);
      expect(anonymous).not.toContain('In reply to');
      expect(page(await get(`/bob/${reply}`, as(bob)))).not.toContain('In reply to');
      expect(page(await get(`/bob/${reply}`, as(alice)))).toContain(link);
      // a top-level post links to no parent
      expect(page(await get(`/bob/${await post(bob)}`))).not.toContain('In reply to');
    });

    it('has a title, a description, Open Graph tags and a canonical URL', async () => {
      await call(t.app, 'POST', '/account', { auth: alice.auth, form: { display_name: 'Alice' } });
      const root = await post(alice, { text: 'A day at the sea.\nWaves & "sun".' });
      const body = page(await get(`/alice/${root}`));
      const url = `http://localhost:3000/alice/${root}`;
      expect(body).toContain(
        '<title>Alice (@alice): “A day at the sea. Waves &amp; &quot;sun&quot;.” · Social</title>',
      );
      expect(body).toContain(
        '<meta name="description" content="A day at the sea. Waves &amp; &quot;sun&quot;.">',
      );
      expect(body).toContain(`<link rel="canonical" href="${url}">`);
      expect(body).toContain(
        '<meta property="og:title" content="Alice (@alice): “A day at the sea. Waves &amp; &quot;sun&quot;.”">',
      );
      expect(body).toContain(
        '<meta property="og:description" content="A day at the sea. Waves &amp; &quot;sun&quot;.">',
      );
      expect(body).toContain(`<meta property="og:url" content="${url}">`);
      expect(body).toContain('<meta property="og:type" content="article">');
      expect(body).toContain(
        '<meta property="og:image" content="http://localhost:3000/media/alphabet/a.png">',
      );
    });

    it('cuts a long text to 160 characters in the description', async () => {
      const root = await post(alice, { text: 'word '.repeat(100) });
      const body = page(await get(`/alice/${root}`));
      const description = /<meta name="description" content="([^"]*)">/.exec(body)![1];
      expect([...description]).toHaveLength(160);
      expect(description.endsWith('…')).toBe(true);
    });

    it('cuts the quote in the title to 60 characters, counting characters, not UTF-16 units', async () => {
      const root = await post(alice, { text: `${'😀'.repeat(59)}é${'😀'.repeat(20)}` });
      const body = page(await get(`/alice/${root}`));
      expect(body).toContain(`<title>alice (@alice): “${'😀'.repeat(59)}…” · Social</title>`);
      const exact = await post(alice, { text: '😀'.repeat(60) });
      expect(page(await get(`/alice/${exact}`))).toContain(`“${'😀'.repeat(60)}”`);
    });

    it('answers If-None-Match with 304 until the thread changes', async () => {
      const root = await post(alice);
      const first = await get(`/alice/${root}`);
      expect(first.headers.etag).toBeDefined();
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const same = await get(`/alice/${root}`, { 'if-none-match': String(first.headers.etag) });
      expect(same.statusCode).toBe(304);
      await post(bob, { parentId: root });
      const changed = await get(`/alice/${root}`, { 'if-none-match': String(first.headers.etag) });
      expect(changed.statusCode).toBe(200);
      const signedIn = await get(`/alice/${root}`, as(bob));
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    });
  });

  describe('escaping', () => {
    it('shows HTML in a post, an attachment, a display name and a bio as text', async () => {
      await call(t.app, 'POST', '/account', {
        auth: alice.auth,
        form: { display_name: `A${HOSTILE}`.slice(0, 50), bio: HOSTILE },
      });
      const created = await publishedPost(t, alice, {
        post: HOSTILE,
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: HOSTILE,
      });
      await publishDue(t.app, t.clock);
      for (const url of ['/', '/alice', `/alice/${created.id}`]) {
        const body = page(await get(url));
        expect({ url, raw: body.includes('<script>') || body.includes('<img src=x') }).toEqual({
          url,
          raw: false,
        });
        expect(body).toContain(ESCAPED);
      }
      const postPage = page(await get(`/alice/${created.id}`));
      // the attachment, and the text in the head's meta tags
      expect(postPage).toContain(`<li>${ESCAPED}</li>`);
      expect(postPage).toContain(`<meta property="og:description" content="${ESCAPED}">`);
      expect(page(await get('/alice'))).toContain(`<p class="bio">${ESCAPED}</p>`);
    });
  });
});
