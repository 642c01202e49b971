import { Db } from '../src/database/sql';
import { BrowserSession } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';
import { pkcePair, REDIRECT, registerApp, RegisteredApp, tokenRequest } from './oauth/oauth-client';

const PASSWORD = 'correct horse battery staple';
const HOSTILE = '<script>alert("app")</script>';

async function registered(t: TestApp, username: string): Promise<void> {
  const browser = new BrowserSession(t.app);
  await browser.get('/register');
  const res = await browser.post('/register', {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
  });
  expect(res.status).toBe(303);
}

async function signedIn(t: TestApp, username: string): Promise<BrowserSession> {
  await registered(t, username);
  const browser = new BrowserSession(t.app);
  await browser.get('/login');
  expect((await browser.post('/login', { username, password: PASSWORD })).status).toBe(303);
  return browser;
}

function authorizeUrl(
  client: RegisteredApp,
  challenge: string,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    scope: 'read write',
    state: 'st&te=1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `/oauth/authorize?${params.toString()}`;
}

describe('the OAuth authorization step and the Authorized apps page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SIGNUP: 'open',
        SIGNUP_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_IP: '1000',
        // a revoked token is refused at once
        AUTH_CACHE_MS: '0',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const codeCount = async () =>
    Number((await t.app.get(Db).get<{ n: number }>('SELECT COUNT(*) AS n FROM oauth_codes'))!.n);

  it('lists the authorization endpoint in the metadata', async () => {
    const res = await t.app.inject({ url: '/.well-known/oauth-authorization-server' });
    expect(res.json().authorization_endpoint).toMatch(/\/oauth\/authorize$/);
  });

  it('sends a visitor to sign in and back, then approves with code and state', async () => {
    await registered(t, 'consenter');
    const client = await registerApp(t.app, { name: HOSTILE });
    const { verifier, challenge } = pkcePair();
    const url = authorizeUrl(client, challenge);

    const browser = new BrowserSession(t.app);
    const anonymous = await browser.get(url);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
    const login = await browser.get(anonymous.headers.location as string);
    expect(login.body).toContain(`name="next" value="${url.replace(/&/g, '&amp;')}"`);
    const signedInAnswer = await browser.post('/login', {
      username: 'consenter',
      password: PASSWORD,
      next: url,
    });
    expect(signedInAnswer.status).toBe(303);
    expect(signedInAnswer.headers.location).toBe(url);

    const page = await browser.get(url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://app.example");
    expect(page.body).toContain('&lt;script&gt;alert(&quot;app&quot;)&lt;/script&gt;');
    expect(page.body).not.toContain(HOSTILE);
    expect(page.body).toContain('https://app.example');
    expect(page.body).toContain('<code>read</code>');
    expect(page.body).toContain('<code>write</code>');
    expect(page.body).not.toContain('<code>notifications</code>');

    const hidden = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)]
        .filter((m) => m[1] !== '_csrf')
        .map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    const approved = await browser.post('/oauth/authorize', { ...hidden, decision: 'approve' });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st&te=1');
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const tokens = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: client.client_id,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.scope).toBe('read write');
    const account = await t.app.inject({
      url: '/api/v0/account',
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().data.username).toBe('consenter');

    // the Authorized apps page lists it (escaped) and revokes it
    const apps = await browser.get('/settings/apps');
    expect(apps.status).toBe(200);
    expect(apps.body).toContain('&lt;script&gt;alert(&quot;app&quot;)&lt;/script&gt;');
    expect(apps.body).toContain('read, write');
    expect(apps.body).not.toContain(HOSTILE);
    const grantId = /name="grant_id" value="(\d+)"/.exec(apps.body)![1];
    const revoked = await browser.post('/settings/apps/revoke', { grant_id: grantId });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.location).toBe('/settings/apps?revoked=1');
    expect((await browser.get('/settings/apps')).body).toContain(
      'You have not authorized any app.',
    );
    const after = await t.app.inject({
      url: '/api/v0/account',
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('denies with access_denied and the state, and issues no code', async () => {
    const browser = await signedIn(t, 'denier');
    const client = await registerApp(t.app);
    const before = await codeCount();
    const page = await browser.get(authorizeUrl(client, pkcePair().challenge));
    expect(page.status).toBe(200);
    const hidden = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)]
        .filter((m) => m[1] !== '_csrf')
        .map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    const denied = await browser.post('/oauth/authorize', { ...hidden, decision: 'deny' });
    expect(denied.status).toBe(303);
    const back = new URL(denied.headers.location as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st&te=1');
    expect(back.searchParams.get('code')).toBeNull();
    expect(await codeCount()).toBe(before);
  });

  it('shows an invalid request as an error page and never redirects', async () => {
    const browser = await signedIn(t, 'checker');
    const client = await registerApp(t.app, { scopes: 'read' });
    const { challenge } = pkcePair();
    const cases: Record<string, string>[] = [
      { client_id: 'no-such-client' },
      { redirect_uri: 'https://evil.example/callback' },
      { redirect_uri: `${REDIRECT}/` },
      { code_challenge_method: 'plain' },
      { code_challenge: '' },
      { scope: 'read write' },
      { scope: 'admin' },
      { response_type: 'token' },
    ];
    for (const extra of cases) {
      for (const who of [browser, new BrowserSession(t.app)]) {
        const res = await who.get(authorizeUrl(client, challenge, extra));
        expect({ extra, status: res.status, location: res.headers.location }).toEqual({
          extra,
          status: 400,
          location: undefined,
        });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    }
    const before = await codeCount();
    for (const extra of cases) {
      const params = Object.fromEntries(
        new URL(authorizeUrl(client, challenge, extra), 'http://x').searchParams,
      );
      await browser.get('/api-keys');
      const res = await browser.post('/oauth/authorize', { ...params, decision: 'approve' });
      expect({ extra, status: res.status, location: res.headers.location }).toEqual({
        extra,
        status: 400,
        location: undefined,
      });
    }
    expect(await codeCount()).toBe(before);
  });

  it('refuses an approval without the session’s CSRF token, and changes nothing', async () => {
    const browser = await signedIn(t, 'forged');
    const client = await registerApp(t.app);
    const params = Object.fromEntries(
      new URL(authorizeUrl(client, pkcePair().challenge), 'http://x').searchParams,
    );
    const before = await codeCount();
    const res = await browser.post('/oauth/authorize', {
      ...params,
      decision: 'approve',
      _csrf: 'forged',
    });
    expect(res.status).toBe(403);
    expect(res.headers.location).toBeUndefined();
    expect(await codeCount()).toBe(before);
  });

  it('returns after sign-in only to a path of this site', async () => {
    await registered(t, 'returner');
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'x']) {
      const browser = new BrowserSession(t.app);
      const login = await browser.get(`/login?next=${encodeURIComponent(next)}`);
      expect(login.body).not.toContain('name="next"');
      const res = await browser.post('/login', { username: 'returner', password: PASSWORD, next });
      expect({ next, location: res.headers.location }).toEqual({ next, location: '/' });
    }
  });

  it('does not let one user revoke another user’s app', async () => {
    const owner = await signedIn(t, 'grant_owner');
    const client = await registerApp(t.app);
    const { verifier, challenge } = pkcePair();
    const page = await owner.get(authorizeUrl(client, challenge));
    const hidden = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)]
        .filter((m) => m[1] !== '_csrf')
        .map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    const approved = await owner.post('/oauth/authorize', { ...hidden, decision: 'approve' });
    const code = new URL(approved.headers.location as string).searchParams.get('code')!;
    const tokens = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: client.client_id,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    const grantId = /name="grant_id" value="(\d+)"/.exec(
      (await owner.get('/settings/apps')).body,
    )![1];

    const other = await signedIn(t, 'grant_thief');
    expect((await other.get('/settings/apps')).body).not.toContain('name="grant_id"');
    await other.get('/api-keys');
    const res = await other.post('/settings/apps/revoke', { grant_id: grantId });
    expect(res.status).toBe(303);
    const account = await t.app.inject({
      url: '/api/v0/account',
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(account.statusCode).toBe(200);
    expect((await owner.get('/settings/apps')).body).toContain(`value="${grantId}"`);
  });
  it('registers the docs page’s own public client on its first authorization request, under PUBLIC_URL', async () => {
    const db = t.app.get(Db);
    const docsApp = () =>
      db.get<{ secret_hash: string | null; redirect_uris: string; scopes: string }>(
        `SELECT secret_hash, redirect_uris, scopes FROM oauth_apps WHERE client_id = 'api-docs'`,
      );
    expect(await docsApp()).toBeUndefined();
    const redirect = 'http://localhost:3000/docs/oauth2-redirect.html';
    const { verifier, challenge } = pkcePair();
    const docs: RegisteredApp = {
      client_id: 'api-docs',
      client_secret: null,
      redirect_uris: [redirect],
      scopes: 'read write notifications',
    };
    const url = authorizeUrl(docs, challenge, {
      redirect_uri: redirect,
      scope: 'read write notifications',
    });

    // anonymous: a valid request, so off to sign in; the app now exists, public, all scopes
    expect((await new BrowserSession(t.app).get(url)).status).toBe(303);
    expect(await docsApp()).toEqual({
      secret_hash: null,
      redirect_uris: JSON.stringify([redirect]),
      scopes: 'read write notifications',
    });
    // no other redirect URI than the docs page's
    const elsewhere = authorizeUrl(docs, challenge, { redirect_uri: REDIRECT });
    expect((await new BrowserSession(t.app).get(elsewhere)).status).toBe(400);

    // a row left by another PUBLIC_URL is brought back to this instance's
    await db.run(`UPDATE oauth_apps SET redirect_uris = $1 WHERE client_id = 'api-docs'`, [
      JSON.stringify(['https://old.example/docs/oauth2-redirect.html']),
    ]);
    const browser = await signedIn(t, 'docs_reader');
    const page = await browser.get(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('API docs of this service');
    expect((await docsApp())!.redirect_uris).toBe(JSON.stringify([redirect]));
    const hidden = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)]
        .filter((m) => m[1] !== '_csrf')
        .map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    const approved = await browser.post('/oauth/authorize', { ...hidden, decision: 'approve' });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(redirect);

    // a public client: the verifier, no secret
    const tokens = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: redirect,
      client_id: 'api-docs',
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.scope).toBe('read write notifications');
  });
});
