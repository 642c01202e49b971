import { existsSync, readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  IncomingMessage,
  Server,
  ServerResponse,
} from 'node:http';
import { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { BrowserSession } from './utils/browser-session';
import { createTestApp, TestApp } from './utils/create-test-app';
import { registerApp } from './oauth/oauth-client';
import { AxeViolation, CHROMIUM, CHROMIUM_ARGS } from './utils/chromium';
import { freePort } from './utils/service-process';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'correct horse battery staple';
const HOSTILE = `<img src=x onerror=alert("app")>`;
/** The service listens on plain http on loopback (the library refuses it unless told). */
const INSECURE = { [oauth.allowInsecureRequests]: true };

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `Skipping the OAuth journey's browser test: ${CHROMIUM} is not installed (apt-get install chromium).`,
  );
}

/**
 * A third-party app's journey with a real OAuth client library (oauth4webapi) and the sign-in and
 * consent in Chromium: register → authorize with PKCE → sign in → consent → exchange the code →
 * call the API → refresh → revoke → 401. The consent and Authorized apps pages pass axe-core.
 */
(available ? describe : describe.skip)('a third-party app through OAuth, in a browser', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let appServer: Server;
  let appPort: number;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: {
        SIGNUP: 'open',
        SIGNUP_PLAN: 'pro',
        PUBLIC_URL: base,
        // a revoked token is refused at once (the bound itself: oauth-instances.e2e-spec)
        AUTH_CACHE_MS: '0',
      },
    });
    await t.app.listen(port, '127.0.0.1');
    appServer = createHttpServer();
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    appPort = (appServer.address() as AddressInfo).port;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (appServer ? appServer.close(resolve) : resolve(undefined)));
    await t?.close();
  });

  async function seriousViolations(page: Page): Promise<string[]> {
    // evaluated through the DevTools protocol: the page's CSP would refuse an injected script
    await page.evaluate(AXE);
    const violations = await page.evaluate<AxeViolation[]>(
      'axe.run().then((result) => result.violations)',
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }

  it('register → authorize with PKCE → sign in and consent → code → API → refresh → revoke → 401', async () => {
    // the user's account, made through the pages
    const session = new BrowserSession(t.app);
    await session.get('/register');
    expect(
      (
        await session.post('/register', {
          username: 'journey',
          email: 'journey@example.test',
          password: PASSWORD,
        })
      ).status,
    ).toBe(303);

    // the app: a public client (no secret) whose loopback redirect URI a server of its own answers
    const redirectUri = `http://127.0.0.1:${appPort}/callback`;
    const registered = await registerApp(t.app, {
      name: HOSTILE,
      redirect_uris: redirectUri,
      scopes: 'read write',
    });
    expect(registered.client_secret).toBeNull();

    const issuer = new URL(base);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...INSECURE }),
    );
    expect(as.authorization_endpoint).toBe(`${base}/oauth/authorize`);
    const client: oauth.Client = { client_id: registered.client_id };
    const clientAuth = oauth.None();
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorize = new URL(as.authorization_endpoint!);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: redirectUri,
      scope: 'read write',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();

    // the browser: sign in, come back to the consent page, approve; the browser lands on the
    // app's server
    let callback: string | undefined;
    appServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', redirectUri);
      // not the browser's /favicon.ico
      if (url.pathname === '/callback') {
        callback = url.href;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('app');
    });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(authorize.href);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.fill('#username', 'journey');
    await page.fill('#password', PASSWORD);
    await Promise.all([page.waitForURL(/\/oauth\/authorize\?/), page.click('button[type=submit]')]);
    expect(await page.textContent('h1')).toBe(`Authorize ${HOSTILE}`);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${redirectUri}?`)),
      page.click('button[value=approve]'),
    ]);
    expect(callback).toBeDefined();

    // the app: check the answer (state), exchange the code with the verifier
    const params = oauth.validateAuthResponse(as, client, new URL(callback!), state);
    const granted = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        params,
        redirectUri,
        verifier,
        INSECURE,
      ),
    );
    expect(granted.scope).toBe('read write');
    const api = (token: string, method: string, path: string, body?: URLSearchParams) =>
      oauth.protectedResourceRequest(
        token,
        method,
        new URL(`/api/v0${path}`, base),
        new Headers(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        body ?? null,
        INSECURE,
      );

    const account = await api(granted.access_token, 'GET', '/account');
    expect(account.status).toBe(200);
    expect(((await account.json()) as { data: { username: string } }).data.username).toBe(
      'journey',
    );
    const posted = await api(
      granted.access_token,
      'POST',
      '/post',
      new URLSearchParams({ post: 'Posted by an app' }),
    );
    expect(posted.status).toBe(200);

    // the Authorized apps page lists it, escaped
    await page.goto(`${base}/settings/apps`);
    expect(await page.textContent('tbody a')).toBe(HOSTILE);
    expect(await page.textContent('tbody')).toContain('read, write');
    expect(await seriousViolations(page)).toEqual([]);

    // refresh: a new pair; the new access token works
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(
        as,
        client,
        clientAuth,
        granted.refresh_token!,
        INSECURE,
      ),
    );
    expect(refreshed.refresh_token).not.toBe(granted.refresh_token);
    expect((await api(refreshed.access_token, 'GET', '/account')).status).toBe(200);

    // revoke (RFC 7009): the grant ends, the token gets a 401 with invalid_token
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, clientAuth, refreshed.refresh_token!, INSECURE),
    );
    const refused = await api(refreshed.access_token, 'GET', '/account').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = (refused as oauth.WWWAuthenticateChallengeError).cause[0];
    expect(challenge.scheme).toBe('bearer');
    expect(challenge.parameters.error).toBe('invalid_token');
    expect((refused as oauth.WWWAuthenticateChallengeError).response.status).toBe(401);
    expect(dialogs).toEqual([]);
  }, 90_000);
});
