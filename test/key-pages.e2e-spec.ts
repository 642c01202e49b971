import { Db } from '../src/database/sql';
import { KEY_LIMIT, UsersService } from '../src/users';
import { basicAuth } from './utils/auth';
import { BrowserSession } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';

const PASSWORD = 'correct horse battery staple';
const HOSTILE = '<script>alert("key")</script>';

/** Registers and signs in through the pages; the browser then holds the session. */
async function signedIn(t: TestApp, username: string): Promise<BrowserSession> {
  const browser = new BrowserSession(t.app);
  await browser.get('/register');
  const registered = await browser.post('/register', {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
  });
  expect(registered.status).toBe(303);
  await browser.get('/login');
  expect((await browser.post('/login', { username, password: PASSWORD })).status).toBe(303);
  return browser;
}

/** The new key a create answer shows once. */
function shownKey(body: string): string | undefined {
  return /id="new-key" class="key" readonly value="([0-9a-f]{32})"/.exec(body)?.[1];
}

describe('the API Keys and services pages (HTTP and a cookie jar, no JavaScript)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SIGNUP: 'open', SIGNUP_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const keyRows = async (username: string) =>
    t.app.get(Db).all<{ id: number; name: string; key_hash: string; revoked_at: number | null }>(
      `SELECT k.id, k.name, k.key_hash, k.revoked_at FROM api_keys k JOIN users u ON u.id = k.user_id
         WHERE u.username = $1 ORDER BY k.id`,
      [username],
    );

  describe('/api-keys', () => {
    it('sends an anonymous visitor to /login', async () => {
      const res = await new BrowserSession(t.app).get('/api-keys');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/login');
    });

    it('creates a key shown once, which works on the API, and lists it without the key', async () => {
      const browser = await signedIn(t, 'key_maker');
      const page = await browser.get('/api-keys');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('You have no API keys yet.');
      expect(page.body).toContain('<a href="/api-keys">API keys</a>');
      expect(page.body).toContain('<a href="/settings/apps">Authorized apps</a>');

      const created = await browser.post('/api-keys', { name: 'my app' });
      expect(created.status).toBe(200);
      expect(created.headers['cache-control']).toBe('no-store');
      const key = shownKey(created.body);
      expect(key).toBeDefined();
      // the copy button is an external script, hidden until it runs
      expect(created.body).toContain('<script src="/static/copy.js" defer></script>');
      expect(created.body).toMatch(
        /<button type="button" class="copy" data-copy="new-key" hidden>/,
      );
      const rows = await keyRows('key_maker');
      expect(rows).toHaveLength(1);
      expect(rows[0].key_hash).not.toContain(key!);

      const account = await t.app.inject({
        method: 'GET',
        url: '/api/v0/account',
        headers: { authorization: basicAuth('key_maker', key!) },
      });
      expect(account.statusCode).toBe(200);
      expect(account.json<{ data: { username: string } }>().data.username).toBe('key_maker');

      // the list shows the name, the first characters and the dates; never the key again
      const list = await browser.get('/api-keys');
      expect(list.body).toContain('<td>my app</td>');
      expect(list.body).toContain(`<code>${key!.slice(0, 8)}…</code>`);
      expect(list.body).not.toContain(key);
      expect(list.body).toContain('read and write');
      expect(list.body).not.toContain('copy.js');
    });

    it('makes a read-only key that the API refuses on a write', async () => {
      const browser = await signedIn(t, 'reader_only');
      await browser.get('/api-keys');
      const created = await browser.post('/api-keys', { name: 'reader', read_only: '1' });
      expect(created.status).toBe(200);
      expect(created.body).toContain('It is read-only.');
      const key = shownKey(created.body)!;
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/v0/post',
        headers: {
          authorization: basicAuth('reader_only', key),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'post=hello',
      });
      expect(write.statusCode).toBe(403);
      expect((await browser.get('/api-keys')).body).toContain('<td>read-only</td>');
    });

    it('escapes a hostile name, and refuses a bad name with a 400 form that makes nothing', async () => {
      const browser = await signedIn(t, 'hostile_namer');
      await browser.get('/api-keys');
      const created = await browser.post('/api-keys', { name: HOSTILE });
      expect(created.status).toBe(200);
      expect(created.body).not.toContain(HOSTILE);
      expect(created.body).toContain('&lt;script&gt;alert(&quot;key&quot;)&lt;/script&gt;');

      const tooLong = await browser.post('/api-keys', { name: 'x'.repeat(101) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toContain('The Name field cannot be longer than 100 characters.');
      expect(tooLong.body).toContain('role="alert"');
      expect(shownKey(tooLong.body)).toBeUndefined();
      const control = await browser.post('/api-keys', { name: 'a\u0000b' });
      expect(control.status).toBe(400);
      expect(await keyRows('hostile_namer')).toHaveLength(1);
    });

    it('refuses a post without the token, or with another session’s, with 403 and makes nothing', async () => {
      const browser = await signedIn(t, 'csrf_keys');
      const other = await signedIn(t, 'csrf_other');
      await browser.get('/api-keys');
      await other.get('/api-keys');
      expect((await browser.postRaw('/api-keys', { name: 'x' })).status).toBe(403);
      const foreign = await browser.postRaw('/api-keys', { name: 'x', _csrf: other.csrf! });
      expect(foreign.status).toBe(403);
      expect(foreign.headers['content-type']).toMatch(/^text\/html/);
      const anonymous = new BrowserSession(t.app);
      anonymous.csrf = browser.csrf;
      expect((await anonymous.post('/api-keys', { name: 'x' })).status).toBe(403);
      expect(await keyRows('csrf_keys')).toHaveLength(0);
    });

    it('shows the cap’s message when the account has its maximum of keys', async () => {
      const browser = await signedIn(t, 'key_hoarder');
      await browser.get('/api-keys');
      for (let i = 0; i < KEY_LIMIT; i++) {
        expect((await browser.post('/api-keys', { name: `k${i}` })).status).toBe(200);
      }
      const refused = await browser.post('/api-keys', { name: 'one too many' });
      expect(refused.status).toBe(409);
      expect(refused.body).toContain(`An account can have at most ${KEY_LIMIT} API keys.`);
      expect(shownKey(refused.body)).toBeUndefined();
      expect(await keyRows('key_hoarder')).toHaveLength(KEY_LIMIT);
    });

    it('revokes an own key, which stops working; another user’s key id is a 404 that changes nothing', async () => {
      const owner = await signedIn(t, 'key_owner');
      const stranger = await signedIn(t, 'key_stranger');
      await owner.get('/api-keys');
      const key = shownKey((await owner.post('/api-keys', { name: 'to revoke' })).body)!;
      const [row] = await keyRows('key_owner');

      await stranger.get('/api-keys');
      const foreign = await stranger.post('/api-keys/revoke', { key_id: String(row.id) });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toContain('The API key does not exist.');
      for (const bad of ['', 'abc', '0', '-1', '1e3', '99999999999999999999']) {
        expect((await stranger.post('/api-keys/revoke', { key_id: bad })).status).toBe(400);
      }
      expect((await keyRows('key_owner'))[0].revoked_at).toBeNull();
      // without the token: nothing happens either
      expect((await owner.postRaw('/api-keys/revoke', { key_id: String(row.id) })).status).toBe(
        403,
      );
      expect((await keyRows('key_owner'))[0].revoked_at).toBeNull();

      await owner.get('/api-keys');
      const revoked = await owner.post('/api-keys/revoke', { key_id: String(row.id) });
      expect(revoked.status).toBe(303);
      expect(revoked.headers.location).toBe('/api-keys?revoked=1');
      const after = await owner.get('/api-keys?revoked=1');
      expect(after.body).toContain('The key is revoked');
      expect(after.body).not.toContain('to revoke');
      expect((await keyRows('key_owner'))[0].revoked_at).not.toBeNull();
      const call = await t.app.inject({
        method: 'GET',
        url: '/api/v0/account',
        headers: { authorization: basicAuth('key_owner', key) },
      });
      expect(call.statusCode).toBe(401);
    });
  });

  describe('/services', () => {
    it('sends an anonymous visitor to /login', async () => {
      const res = await new BrowserSession(t.app).get('/services');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/login');
    });

    it('shows a Pro account its plan, with nothing to ask for', async () => {
      const browser = await signedIn(t, 'pro_person');
      await t.app.get(UsersService).setPlan('pro_person', 'pro');
      await browser.get('/api-keys'); // a form of the session (the Pro page has none)
      const page = await browser.get('/services');
      expect(page.status).toBe(200);
      expect(page.body).toContain('Your plan: <strong>Pro</strong>');
      expect(page.body).not.toContain('Ask for Pro');
      const refused = await browser.post('/services', {});
      expect(refused.status).toBe(409);
      expect(refused.body).toContain('The account already has the Pro plan.');
    });

    it('lets a Free account ask for Pro once, and shows the open request', async () => {
      const browser = await signedIn(t, 'free_person');
      await t.app.get(UsersService).setPlan('free_person', 'free');
      const requests = async () =>
        t.app
          .get(Db)
          .all(
            `SELECT r.status FROM pro_requests r JOIN users u ON u.id = r.user_id WHERE u.username = $1`,
            ['free_person'],
          );
      const page = await browser.get('/services');
      expect(page.body).toContain('Your plan: <strong>Free</strong>');
      expect(page.body).toContain('Ask for Pro');

      expect((await browser.postRaw('/services', {})).status).toBe(403);
      expect(await requests()).toHaveLength(0);

      const asked = await browser.post('/services', {});
      expect(asked.status).toBe(303);
      expect(asked.headers.location).toBe('/services');
      const shown = await browser.get('/services');
      expect(shown.body).toContain('You asked for Pro on');
      expect(shown.body).not.toContain('Ask for Pro</button>');
      // asking again (an old tab) keeps the one open request
      expect((await browser.post('/services', {})).status).toBe(303);
      expect(await requests()).toEqual([{ status: 'open' }]);
    });
  });
});
