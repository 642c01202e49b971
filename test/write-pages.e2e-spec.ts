import { Db } from '../src/database/sql';
import { UsersService } from '../src/users';
import { basicAuth } from './utils/auth';
import { BrowserSession, signUpAndSignIn } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';

const PASSWORD = 'correct horse battery staple';
const HOSTILE = '<script>alert("post")</script>';

function signedIn(t: TestApp, username: string): Promise<BrowserSession> {
  return signUpAndSignIn(t.app, username, PASSWORD);
}

describe('the write and pending pages (HTTP and a cookie jar, no JavaScript)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SIGNUP: 'open',
        SIGNUP_PLAN: 'pro',
        SIGNUP_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_IP: '1000',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const postsOf = (username: string) =>
    t.app
      .get(Db)
      .all<{ id: number; post: string }>(
        `SELECT p.id, p.post FROM posts p JOIN users u ON u.id = p.user_id WHERE u.username = $1`,
        [username],
      );

  it('sends an anonymous visitor to /login, and refuses an anonymous post with 403', async () => {
    const anonymous = new BrowserSession(t.app);
    for (const path of ['/write', '/pending']) {
      const res = await anonymous.get(path);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/login');
    }
    expect((await anonymous.post('/write', { post: 'x' })).status).toBe(403);
  });

  it('writes a post with attachments, shown escaped on /pending; the API lists it as pending', async () => {
    const browser = await signedIn(t, 'writer');
    const form = await browser.get('/write');
    expect(form.status).toBe(200);
    expect(form.body).toContain('<form method="post" action="/write">');
    const written = await browser.post('/write', {
      post: HOSTILE,
      attachment_text_0: 'first <b>attachment</b>',
      attachment_text_1: '',
      attachment_text_2: 'second',
    });
    expect(written.status).toBe(303);
    expect(written.headers.location).toBe('/pending?written=1');
    const pending = await browser.get('/pending?written=1');
    expect(pending.status).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.body).toContain('Your post is written.');
    expect(pending.body).not.toContain(HOSTILE);
    expect(pending.body).toContain('&lt;script&gt;alert(&quot;post&quot;)&lt;/script&gt;');
    expect(pending.body).toContain('<li>first &lt;b&gt;attachment&lt;/b&gt;</li>');
    expect(pending.body).toContain('<li>second</li>');

    // the API's GET /pending (the same service) has it, with its two attachments
    await browser.get('/api-keys');
    const created = await browser.post('/api-keys', { name: 'check' });
    const key = /id="new-key" class="key" readonly value="([0-9a-f]{32})"/.exec(created.body)![1];
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v0/pending',
      headers: { authorization: basicAuth('writer', key) },
    });
    expect(api.statusCode).toBe(200);
    const data = api.json<{ data: { post: string; attachments: { content: string }[] }[] }>().data;
    expect(data).toHaveLength(1);
    expect(data[0].post).toBe(HOSTILE);
    expect(data[0].attachments.map((a) => a.content)).toEqual([
      'first <b>attachment</b>',
      'second',
    ]);
  });

  it("refuses bad input with the API's messages on a 400 form that keeps the text and makes nothing", async () => {
    const browser = await signedIn(t, 'bad_writer');
    await browser.get('/write');
    const blank = await browser.post('/write', { post: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toContain('role="alert"');
    const long = await browser.post('/write', { post: 'x'.repeat(241) });
    expect(long.status).toBe(400);
    expect(long.body).toContain('cannot be longer than 240 characters');
    const hostile = await browser.post('/write', {
      post: HOSTILE,
      attachment_text_1: 'fine',
      attachment_text_2: 'a'.repeat(10_001),
    });
    expect(hostile.status).toBe(400);
    // the API's sentence, named for the box the writer filled
    expect(hostile.body).toContain(
      'The Attachment 3 field cannot be longer than 10000 characters.',
    );
    expect(hostile.body).toContain('>fine</textarea>');
    expect(hostile.body).not.toContain(HOSTILE);
    expect(hostile.body).toContain('&lt;script&gt;');
    expect(await postsOf('bad_writer')).toEqual([]);
  });

  it("refuses a post without the token, or with another session's, with 403 and makes nothing", async () => {
    const browser = await signedIn(t, 'csrf_writer');
    const other = await signedIn(t, 'csrf_writer_2');
    await browser.get('/write');
    await other.get('/write');
    expect((await browser.postRaw('/write', { post: 'no token' })).status).toBe(403);
    expect((await browser.postRaw('/write', { post: 'foreign', _csrf: other.csrf! })).status).toBe(
      403,
    );
    expect(await postsOf('csrf_writer')).toEqual([]);
  });

  it('tells a Free account that writing needs Pro, and refuses its post with 403', async () => {
    const browser = await signedIn(t, 'free_writer');
    await t.app.get(UsersService).setPlan('free_writer', 'free');
    const form = await browser.get('/write');
    expect(form.status).toBe(200);
    expect(form.body).toContain('Writing posts needs the Pro plan.');
    expect(form.body).not.toContain('action="/write"');
    await browser.get('/api-keys');
    expect((await browser.post('/write', { post: 'hello' })).status).toBe(403);
    expect(await postsOf('free_writer')).toEqual([]);
  });

  it("shows only the viewer's own pending posts, and keeps the API's /pending under /api/v0", async () => {
    const alice = await signedIn(t, 'pending_alice');
    const bob = await signedIn(t, 'pending_bob');
    await alice.get('/write');
    expect((await alice.post('/write', { post: 'alice secret draft' })).status).toBe(303);
    const bobs = await bob.get('/pending');
    expect(bobs.status).toBe(200);
    expect(bobs.body).toContain('You have no pending posts.');
    expect(bobs.body).not.toContain('alice secret draft');
    // the API route is not served outside its prefix
    const api = await t.app.inject({ method: 'GET', url: '/api/v0/pending' });
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const bad = await alice.get('/pending?page=abc');
    expect(bad.status).toBe(400);
    expect((await alice.get('/pendingx')).status).toBe(404);
  });
});
