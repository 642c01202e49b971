import { AppConfig } from '../src/config/app-config';
import { Db } from '../src/database/sql';
import { CredentialsService } from '../src/users';
import { createLoggedApp, LoggedApp } from './support/logged-app';
import { createUser } from './utils/auth';
import { BrowserSession } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';
import { resetTokenOf, SmtpSink } from './utils/smtp-sink';
import { waitUntil } from './utils/wait';

const PASSWORD = 'correct horse battery staple';

/** Registers and signs in through the pages; the browser then holds the session. */
async function registerAndSignIn(t: TestApp, username: string, password = PASSWORD) {
  const browser = new BrowserSession(t.app);
  await browser.get('/register');
  const registered = await browser.post('/register', {
    username,
    email: `${username}@example.test`,
    password,
  });
  expect(registered.status).toBe(303);
  expect(registered.headers.location).toBe('/login?registered=1');
  await browser.get('/login');
  const signedIn = await browser.post('/login', { username, password });
  expect(signedIn.status).toBe(303);
  return browser;
}

function sessionCookieOf(browser: BrowserSession): string {
  const sid = browser.cookies.get('sid');
  expect(sid).toBeDefined();
  return sid!;
}

describe('account pages (HTTP and a cookie jar, no JavaScript)', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({
      // every request comes from 127.0.0.1: the per-IP budgets are the service spec's
      env: {
        SMTP_URL: smtp.url,
        SIGNUP: 'open',
        LOGIN_LIMIT_PER_ACCOUNT: '5',
        LOGIN_LIMIT_PER_IP: '1000',
        SIGNUP_LIMIT_PER_IP: '1000',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const userCount = async (username: string) =>
    (await t.app.get(Db).all(`SELECT id FROM users WHERE lower(username) = lower($1)`, [username]))
      .length;

  describe('/register', () => {
    it('shows a form with a CSRF token bound to an HttpOnly, SameSite=Lax pre-session cookie', async () => {
      const browser = new BrowserSession(t.app);
      const page = await browser.get('/register');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<form method="post" action="/register"');
      expect(page.body).toMatch(/<label for="username">/);
      expect(browser.csrf).toBeDefined();
      expect(page.setCookies).toHaveLength(1);
      expect(page.setCookies[0]).toMatch(
        /^pre=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
      );
    });

    it("refuses a post without the token, or with another browser's, with 403 and makes nothing", async () => {
      const browser = new BrowserSession(t.app);
      await browser.get('/register');
      const form = { username: 'csrf_victim', email: 'csrf@example.test', password: PASSWORD };
      expect((await browser.postRaw('/register', form)).status).toBe(403);
      const other = new BrowserSession(t.app);
      await other.get('/register');
      const foreign = await browser.postRaw('/register', { ...form, _csrf: other.csrf! });
      expect(foreign.status).toBe(403);
      expect(foreign.headers['content-type']).toMatch(/^text\/html/);
      const cookieless = new BrowserSession(t.app);
      cookieless.csrf = browser.csrf;
      expect((await cookieless.post('/register', form)).status).toBe(403);
      expect(await userCount('csrf_victim')).toBe(0);
    });

    it("shows each field's error, escaped, and keeps what was typed", async () => {
      const browser = new BrowserSession(t.app);
      await browser.get('/register');
      const page = await browser.post('/register', {
        username: 'admin',
        email: '<script>alert(1)</script>',
        password: 'password',
      });
      expect(page.status).toBe(400);
      expect(page.body).toContain('This username is reserved.');
      expect(page.body).toContain('Please enter a valid email address.');
      expect(page.body).toContain('most common');
      expect(page.body).not.toContain('<script>alert(1)</script>');
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(await userCount('admin')).toBe(0);
    });

    it('refuses a taken name with 409 on the form', async () => {
      await registerAndSignIn(t, 'first_come');
      const browser = new BrowserSession(t.app);
      await browser.get('/register');
      const page = await browser.post('/register', {
        username: 'FIRST_COME',
        email: 'second@example.test',
        password: PASSWORD,
      });
      expect(page.status).toBe(409);
      expect(page.body).toContain('This username is taken.');
    });
  });

  describe('/login and /logout', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie holding an id stored only as a hash, and a new id at every sign-in', async () => {
      const browser = await registerAndSignIn(t, 'cookie_user');
      const first = sessionCookieOf(browser);
      const credentials = t.app.get(CredentialsService);
      expect(await credentials.sessionUser(first)).toMatchObject({ username: 'cookie_user' });
      const rows = await t.app.get(Db).all<{ id: string }>(`SELECT id FROM sessions`);
      expect(rows.map((r) => r.id)).not.toContain(first);

      await browser.get('/login');
      const again = await browser.post('/login', { username: 'cookie_user', password: PASSWORD });
      expect(again.status).toBe(303);
      const line = again.setCookies.find((c) => c.startsWith('sid='))!;
      expect(line).toMatch(
        /^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
      );
      const second = sessionCookieOf(browser);
      expect(second).not.toBe(first);
      expect(await credentials.sessionUser(first)).toBeNull();
      expect(await credentials.sessionUser(second)).not.toBeNull();
    });

    it('answers a wrong password and an unknown user with the same page', async () => {
      await registerAndSignIn(t, 'same_answer');
      const wrong = new BrowserSession(t.app);
      await wrong.get('/login');
      const a = await wrong.post('/login', {
        username: 'same_answer',
        password: 'not the password',
      });
      const unknown = new BrowserSession(t.app);
      await unknown.get('/login');
      const b = await unknown.post('/login', {
        username: 'no_such_user',
        password: 'not the password',
      });
      expect(a.status).toBe(400);
      expect(b.status).toBe(a.status);
      const strip = (html: string) =>
        html.replace(/value="[^"]*"/g, '').replace(/same_answer|no_such_user/g, '');
      expect(strip(b.body)).toBe(strip(a.body));
      expect(a.body).toContain('Wrong username or password.');
      expect(a.setCookies.filter((c) => c.startsWith('sid='))).toEqual([]);
    });

    it('answers 429 with Retry-After past the attempts of one account', async () => {
      await registerAndSignIn(t, 'brute_target');
      const attacker = new BrowserSession(t.app);
      await attacker.get('/login');
      // one attempt was spent by the sign-in above
      for (let i = 0; i < 4; i += 1) {
        const res = await attacker.post('/login', {
          username: 'brute_target',
          password: `guess ${i}!!`,
        });
        expect(res.status).toBe(400);
      }
      const limited = await attacker.post('/login', {
        username: 'brute_target',
        password: PASSWORD,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['content-type']).toMatch(/^text\/html/);
      expect(limited.setCookies.filter((c) => c.startsWith('sid='))).toEqual([]);
    });

    it('logout refuses a missing or foreign token (403, session kept), then ends the session on the server', async () => {
      const browser = await registerAndSignIn(t, 'leaver_one');
      const other = await registerAndSignIn(t, 'leaver_two');
      const sid = sessionCookieOf(browser);
      await other.get('/logout');
      expect((await browser.postRaw('/logout', {})).status).toBe(403);
      expect((await browser.postRaw('/logout', { _csrf: other.csrf! })).status).toBe(403);
      expect(await t.app.get(CredentialsService).sessionUser(sid)).not.toBeNull();

      const form = await browser.get('/logout');
      expect(form.status).toBe(200);
      const out = await browser.post('/logout', {});
      expect(out.status).toBe(303);
      expect(out.setCookies.find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
      expect(await t.app.get(CredentialsService).sessionUser(sid)).toBeNull();
      // the old cookie, replayed, signs nobody in
      const replay = new BrowserSession(t.app);
      replay.cookies.set('sid', sid);
      expect((await replay.get('/change-password')).status).toBe(303);
    });
  });

  describe('/change-password', () => {
    it('ends every other session, keeps this one; refuses a foreign token', async () => {
      const here = await registerAndSignIn(t, 'changing');
      const elsewhere = new BrowserSession(t.app);
      await elsewhere.get('/login');
      await elsewhere.post('/login', { username: 'changing', password: PASSWORD });
      const stranger = await registerAndSignIn(t, 'stranger');
      await stranger.get('/change-password');

      await here.get('/change-password');
      const foreign = await here.postRaw('/change-password', {
        _csrf: stranger.csrf!,
        current_password: PASSWORD,
        new_password: 'a different long secret',
      });
      expect(foreign.status).toBe(403);

      const changed = await here.post('/change-password', {
        current_password: PASSWORD,
        new_password: 'a different long secret',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toContain('Your password is changed.');
      const credentials = t.app.get(CredentialsService);
      expect(await credentials.sessionUser(sessionCookieOf(here))).not.toBeNull();
      expect(await credentials.sessionUser(sessionCookieOf(elsewhere))).toBeNull();
    });

    it('sends an anonymous visitor to /login', async () => {
      const page = await new BrowserSession(t.app).get('/change-password');
      expect(page.status).toBe(303);
      expect(page.headers.location).toBe('/login');
    });
  });

  describe('/forgot-password and /reset-password', () => {
    it('answers the same for a known and an unknown email; the mailed link resets once and ends every session', async () => {
      const signedIn = await registerAndSignIn(t, 'resetter');
      const ask = async (email: string) => {
        const browser = new BrowserSession(t.app);
        await browser.get('/forgot-password');
        return browser.post('/forgot-password', { email });
      };
      const known = await ask('resetter@example.test');
      const unknown = await ask('nobody-at-all@example.test');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const strip = (html: string) => html.replace(/value="[^"]*"/g, '');
      expect(strip(unknown.body)).toBe(strip(known.body));
      expect(known.body).toContain('If an account has this email');

      await waitUntil('the reset mail arrived', () =>
        Promise.resolve(smtp.to('resetter@example.test').length === 1),
      );
      const token = resetTokenOf(smtp.to('resetter@example.test')[0]);
      const browser = new BrowserSession(t.app);
      const form = await browser.get(`/reset-password?token=${token}`);
      expect(form.status).toBe(200);
      expect(form.headers['referrer-policy']).toBe('no-referrer');
      const done = await browser.post('/reset-password', { token, password: 'the reset secret' });
      expect(done.status).toBe(303);
      expect(done.headers.location).toBe('/login?reset=1');
      expect(await t.app.get(CredentialsService).sessionUser(sessionCookieOf(signedIn))).toBeNull();

      const reuse = await browser.get(`/reset-password?token=${token}`);
      expect(reuse.status).toBe(400);
      expect(reuse.body).toContain('invalid, used or expired');
      await browser.get('/login');
      expect(
        (await browser.post('/login', { username: 'resetter', password: 'the reset secret' }))
          .status,
      ).toBe(303);
    });
  });

  describe('bad input', () => {
    it('answers NUL bytes, repeated and oversized fields, and other bodies with a 4xx page, changing nothing', async () => {
      await registerAndSignIn(t, 'bad_input_owner');
      const browser = new BrowserSession(t.app);
      await browser.get('/login');
      const statuses: Record<string, number> = {};
      const forms: [string, Record<string, string>][] = [
        ['/login', { username: 'bad\u0000input_owner', password: PASSWORD }],
        ['/login', { username: 'x'.repeat(10_000), password: 'y'.repeat(10_000) }],
        [
          '/register',
          { username: 'nul\u0000name', email: 'nul\u0000@example.test', password: PASSWORD },
        ],
        ['/register', { username: 'z'.repeat(5000), email: 'e'.repeat(5000), password: PASSWORD }],
        ['/forgot-password', { email: 'bad_input_owner\u0000@example.test' }],
        ['/reset-password', { token: 'a\u0000b', password: PASSWORD }],
      ];
      for (const [url, form] of forms) {
        const res = await browser.post(url, form);
        statuses[`${url} ${Object.keys(form).join(',')}`] = res.status;
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
      }
      // a field sent twice is no value
      const repeated = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: {
          cookie: [...browser.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `_csrf=${browser.csrf}&username=a&username=b&password=x`,
      });
      expect(repeated.statusCode).toBe(400);
      const json = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'bad_input_owner', password: PASSWORD }),
      });
      expect(json.statusCode).toBe(403);
      expect(await userCount('nul\u0000name'.replace('\u0000', ''))).toBe(0);
      expect(await t.app.get(Db).all(`SELECT id FROM password_resets`)).toEqual([]);
    });
  });

  describe('a key is for the API only, a session for the pages only', () => {
    it('refuses a page request with an API key', async () => {
      const alice = await createUser(t.app, 'alice');
      const res = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: { authorization: alice.auth },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('API keys are for the API only');
    });

    it('ignores a session cookie on the API: anonymous, 401', async () => {
      const browser = await registerAndSignIn(t, 'cookie_on_api');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v0/account',
        headers: { cookie: `sid=${sessionCookieOf(browser)}` },
      });
      expect(res.statusCode).toBe(401);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/v0/post',
        headers: {
          cookie: `sid=${sessionCookieOf(browser)}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'post=forged',
      });
      expect(post.statusCode).toBe(401);
      expect(await t.app.get(Db).all(`SELECT id FROM posts`)).toEqual([]);
    });
  });

  it("shows the signed-in user in the header of every page, the web module's too", async () => {
    const browser = await registerAndSignIn(t, 'header_user');
    expect(t.app.get(AppConfig).SIGNUP).toBe('open');
    for (const path of ['/', '/change-password']) {
      const page = await browser.get(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<a href="/header_user">header_user</a>');
      expect(page.body).toContain('<a href="/logout">Log out</a>');
      expect(page.body).not.toContain('<a href="/login">Log in</a>');
    }
    const anonymous = await new BrowserSession(t.app).get('/');
    expect(anonymous.body).toContain('<a href="/login">Log in</a>');
    expect(anonymous.body).not.toContain('header_user');
  });
});

describe('account pages with SIGNUP=closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP: 'closed' } });
  }, 60_000);
  afterAll(() => t.close());

  it('says sign-up is closed and refuses a post with 403', async () => {
    const browser = new BrowserSession(t.app);
    const page = await browser.get('/register');
    expect(page.body).toContain('Sign-up is closed');
    await browser.get('/login');
    const res = await browser.post('/register', {
      username: 'shut_out',
      email: 'shut@example.test',
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(await t.app.get(Db).all(`SELECT id FROM users`)).toEqual([]);
  });
});

describe('account pages in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // (createTestApp's environment stays in process.env: what this app needs is set here)
    t = await createTestApp({ env: { NODE_ENV: 'production', SIGNUP: 'open', SMTP_URL: '' } });
  }, 60_000);
  afterAll(() => t.close());

  it('sets __Host- cookies with Secure, and says to ask the operator without SMTP_URL', async () => {
    const browser = new BrowserSession(t.app);
    const form = await browser.get('/register');
    expect(form.setCookies[0]).toMatch(
      /^__Host-pre=[A-Za-z0-9_-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/,
    );
    const registered = await browser.post('/register', {
      username: 'prod_user',
      email: 'prod@example.test',
      password: PASSWORD,
    });
    expect(registered.status).toBe(303);
    await browser.get('/login');
    const signedIn = await browser.post('/login', { username: 'prod_user', password: PASSWORD });
    expect(signedIn.status).toBe(303);
    const line = signedIn.setCookies.find((c) => c.startsWith('__Host-sid='))!;
    expect(line).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const forgot = await browser.get('/forgot-password');
    expect(forgot.body).toContain('Please ask its operator');
    const sent = await browser.post('/forgot-password', { email: 'prod@example.test' });
    expect(sent.body).toContain('Please ask its operator');
    expect(await t.app.get(Db).all(`SELECT id FROM password_resets`)).toEqual([]);
  });
});

describe('the reset token in the logs', () => {
  let logged: LoggedApp;
  beforeAll(async () => {
    logged = await createLoggedApp();
  }, 60_000);
  afterAll(() => logged.close());

  it('is never written to the request log', async () => {
    const token = 'Zz9-secret-token-value-that-must-not-be-logged-0123456789';
    const browser = new BrowserSession(logged.app);
    expect((await browser.get(`/reset-password?token=${token}`)).status).toBe(400);
    await browser.post('/reset-password', { token, password: 'a new long secret' });
    expect(logged.lines().some((line) => line.msg === 'request')).toBe(true);
    expect(logged.output()).not.toContain(token);
  });
});
