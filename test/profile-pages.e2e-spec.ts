import { Db } from '../src/database/sql';
import { BrowserSession, signUpAndSignIn } from './utils/browser-session';
import { publishDue } from './utils/post-api';
import { waitUntil } from './utils/wait';
import { createTestApp, TestApp } from './utils/create-test-app';

const PASSWORD = 'correct horse battery staple';
const HOSTILE = '<script>alert("bio")</script>';

function signedIn(t: TestApp, username: string): Promise<BrowserSession> {
  return signUpAndSignIn(t.app, username, PASSWORD);
}

describe('the account and settings pages (HTTP and a cookie jar, no JavaScript)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SIGNUP: 'open',
        SIGNUP_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_ACCOUNT: '5',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const userRow = async (username: string) =>
    (
      await t.app
        .get(Db)
        .all<{ display_name: string; bio: string; timezone: string }>(
          `SELECT display_name, bio, timezone FROM users WHERE username = $1`,
          [username],
        )
    )[0];

  it('sends an anonymous visitor to /login and refuses its posts with 403', async () => {
    const anonymous = new BrowserSession(t.app);
    for (const path of ['/account', '/settings']) {
      const res = await anonymous.get(path);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/login');
      expect((await anonymous.post(path, { bio: 'x', timezone: 'UTC' })).status).toBe(403);
    }
  });

  it('changes the display name and bio, shown escaped on the form and the profile', async () => {
    const browser = await signedIn(t, 'profiled');
    const form = await browser.get('/account');
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain('<form method="post" action="/account">');
    const saved = await browser.post('/account', { display_name: 'Pro <b>File</b>', bio: HOSTILE });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/account?saved=1');
    expect(await userRow('profiled')).toMatchObject({
      display_name: 'Pro <b>File</b>',
      bio: HOSTILE,
    });
    const shown = await browser.get('/account?saved=1');
    expect(shown.body).toContain('Your profile is saved.');
    expect(shown.body).not.toContain(HOSTILE);
    expect(shown.body).toContain('&lt;script&gt;alert(&quot;bio&quot;)&lt;/script&gt;</textarea>');
    expect(shown.body).toContain('value="Pro &lt;b&gt;File&lt;/b&gt;"');
    const profile = await browser.get('/profiled');
    expect(profile.body).not.toContain(HOSTILE);
    // the API's own routes keep their prefix
    expect((await t.app.inject({ method: 'GET', url: '/api/v0/account' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v0/settings' })).statusCode).toBe(401);
  });

  it("refuses bad input with the API's messages on a 400 form that changes nothing", async () => {
    const browser = await signedIn(t, 'bad_profile');
    await browser.get('/account');
    await browser.post('/account', { display_name: 'Kept', bio: 'kept bio' });
    const blank = await browser.post('/account', { display_name: '  ', bio: 'new bio' });
    expect(blank.status).toBe(400);
    expect(blank.body).toContain('role="alert"');
    const long = await browser.post('/account', { display_name: 'ok', bio: 'b'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toContain('cannot be longer than 500 characters');
    expect(await userRow('bad_profile')).toMatchObject({ display_name: 'Kept', bio: 'kept bio' });
  });

  it('refuses a post with another session’s token with 403 and changes nothing', async () => {
    const browser = await signedIn(t, 'csrf_profile');
    const other = await signedIn(t, 'csrf_profile_2');
    await other.get('/account');
    await browser.get('/account');
    const before = await userRow('csrf_profile');
    for (const path of ['/account', '/settings']) {
      const res = await browser.postRaw(path, {
        display_name: 'hacked',
        timezone: 'Asia/Tokyo',
        _csrf: other.csrf!,
      });
      expect(res.status).toBe(403);
    }
    expect(await userRow('csrf_profile')).toEqual(before);
  });

  it('changes the time zone from the list; an unknown one is a 400 form that changes nothing', async () => {
    const browser = await signedIn(t, 'zoned');
    const form = await browser.get('/settings');
    expect(form.status).toBe(200);
    expect(form.body).toContain('<option>Europe/Paris</option>');
    // the Authorized apps page is found from here, and leads back
    expect(form.body).toContain('<a href="/settings/apps">Authorized apps</a>');
    const apps = await browser.get('/settings/apps');
    expect(apps.status).toBe(200);
    expect(apps.body).toContain('<a href="/settings">Back to settings</a>');
    const saved = await browser.post('/settings', { timezone: 'europe/paris' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/settings?saved=1');
    expect((await userRow('zoned')).timezone).toBe('Europe/Paris');
    expect((await browser.get('/settings?saved=1')).body).toContain(
      '<option selected>Europe/Paris</option>',
    );
    const bad = await browser.post('/settings', { timezone: '<b>Mars/Olympus</b>' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('role="alert"');
    expect(bad.body).not.toContain('<b>Mars');
    expect((await userRow('zoned')).timezone).toBe('Europe/Paris');
  });

  describe('download my data and delete my account', () => {
    it('sends an anonymous visitor to /login, and refuses an anonymous erasure with 403', async () => {
      const anonymous = new BrowserSession(t.app);
      for (const path of ['/settings/export', '/settings/delete-account']) {
        const res = await anonymous.get(path);
        expect(res.status).toBe(303);
        expect(res.headers.location).toBe('/login');
      }
      expect(
        (await anonymous.post('/settings/delete-account', { confirm: 'x', password: 'y' })).status,
      ).toBe(403);
    });

    it("downloads the viewer's export as a JSON file", async () => {
      const browser = await signedIn(t, 'exporter');
      await browser.get('/account');
      await browser.post('/account', { display_name: 'Ex Porter', bio: 'mine' });
      const settings = await browser.get('/settings');
      expect(settings.body).toContain('<a href="/settings/export" download>Download my data</a>');
      const res = await browser.get('/settings/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="exporter-data.json"');
      expect(res.headers['cache-control']).toBe('no-store');
      const data = JSON.parse(res.body) as { data: { account: { username: string; bio: string } } };
      expect(data.data.account).toMatchObject({ username: 'exporter', bio: 'mine' });
      expect(res.body).not.toContain('password');
    });

    it('erases the account only with its username and password, and ends the session', async () => {
      const browser = await signedIn(t, 'leaver');
      const other = await signedIn(t, 'stayer');
      // a published post of the leaver, on its pages and on /
      await browser.get('/write');
      expect((await browser.post('/write', { post: 'Leaving soon' })).status).toBe(303);
      t.clock.advanceMinutes(2);
      await publishDue(t.app, t.clock);
      const postPath = /href="(\/leaver\/\d+)"/.exec((await browser.get('/leaver')).body)?.[1];
      expect(postPath).toBeDefined();
      const anonymous = new BrowserSession(t.app);
      expect((await anonymous.get(postPath!)).status).toBe(200);
      expect((await anonymous.get('/')).body).toContain('Leaving soon');

      const form = await browser.get('/settings/delete-account');
      expect(form.status).toBe(200);
      const db = t.app.get(Db);
      const [{ id }] = await db.all<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [
        'leaver',
      ]);
      // the erasure anonymises the user row, so its job is found by the id
      const jobs = () => db.all(`SELECT user_id FROM account_erasures WHERE user_id = $1`, [id]);
      const wrongName = await browser.post('/settings/delete-account', {
        confirm: 'stayer',
        password: PASSWORD,
      });
      expect(wrongName.status).toBe(400);
      expect(wrongName.body).toContain('Please type your username to confirm.');
      const wrongPassword = await browser.post('/settings/delete-account', {
        confirm: 'leaver',
        password: 'not the password',
      });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body).toContain('The password is wrong.');
      await other.get('/settings/delete-account');
      const foreign = await browser.postRaw('/settings/delete-account', {
        confirm: 'leaver',
        password: PASSWORD,
        _csrf: other.csrf!,
      });
      expect(foreign.status).toBe(403);
      expect(await jobs()).toEqual([]);
      expect((await browser.get('/account')).status).toBe(200);

      await browser.get('/settings/delete-account');
      const sid = browser.cookies.get('sid')!;
      const done = await browser.post('/settings/delete-account', {
        confirm: 'LEAVER',
        password: PASSWORD,
      });
      expect(done.status).toBe(200);
      expect(done.body).toContain('Your account is being erased');
      expect(await jobs()).toHaveLength(1);
      expect(browser.cookies.has('sid')).toBe(false);
      // the old session is gone on the server too
      const replayed = new BrowserSession(t.app);
      replayed.cookies.set('sid', sid);
      expect((await replayed.get('/account')).status).toBe(303);
      expect((await other.get('/account')).status).toBe(200);

      // once the erasure is done, the user's pages are 404 pages and its post is off /
      await waitUntil('the erasure job is done', async () => {
        const rows = await db.all<{ status: string }>(
          `SELECT status FROM account_erasures WHERE user_id = $1`,
          [id],
        );
        return rows[0]?.status === 'done';
      });
      for (const path of ['/leaver', postPath!]) {
        const gone = await anonymous.get(path);
        expect({ path, status: gone.status, type: gone.headers['content-type'] }).toEqual({
          path,
          status: 404,
          type: 'text/html; charset=utf-8',
        });
      }
      expect((await anonymous.get('/')).body).not.toContain('Leaving soon');
      expect((await other.get('/')).body).not.toContain('Leaving soon');
    });

    it("counts the erasure form's password tries as sign-in attempts: past the budget a 429", async () => {
      const browser = await signedIn(t, 'guesser'); // one attempt
      await browser.get('/settings/delete-account');
      for (let i = 0; i < 4; i++) {
        const res = await browser.post('/settings/delete-account', {
          confirm: 'guesser',
          password: `guess number ${i}`,
        });
        expect(res.status).toBe(400);
      }
      const limited = await browser.post('/settings/delete-account', {
        confirm: 'guesser',
        password: PASSWORD,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await browser.get('/account')).status).toBe(200);
    });
  });
});
