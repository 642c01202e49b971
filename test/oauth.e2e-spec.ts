import { INVALID_TOKEN } from '../src/auth/auth.errors';
import { PRO_REQUIRED } from '../src/auth/auth.errors';
import { AuthService } from '../src/auth/auth.service';
import { Db } from '../src/database/sql';
import { AppsService } from '../src/modules/oauth/apps.service';
import { AuthorizeError, OAuthService } from '../src/modules/oauth/oauth.service';
import { createUser, TestUser } from './utils/auth';
import { createTestApp, listen, TestApp } from './utils/create-test-app';
import { SseClient } from './utils/sse-client';
import { scanDatabase } from './utils/erasure-scan';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import { appRoutes, STREAM_URLS } from './utils/routes';
import { waitUntil } from './utils/wait';
import {
  approve,
  pkcePair,
  REDIRECT,
  registerApp,
  RegisteredApp,
  tokenRequest,
  tokensFor,
} from './oauth/oauth-client';

const AUTH_CACHE_MS = 5000;

describe('Apps and OAuth 2', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_CACHE_MS: String(AUTH_CACHE_MS) } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    t.app.get(AuthService).clearCache();
    t.clock.set(Math.floor(Date.now() / 1000) * 1000);
    alice = await createUser(t.app, 'alice');
  });

  const db = () => t.app.get(Db);
  const count = async (table: string) =>
    Number((await db().get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);
  /** Past every instance's cache of verified credentials. */
  const pastAuthCache = () => t.clock.advance(AUTH_CACHE_MS + 1);

  const account = (auth: string) => call(t.app, 'GET', '/account', { auth });

  describe('POST /apps', () => {
    it('registers a public client: a client_id, no secret', async () => {
      t.clock.set(Date.UTC(2030, 0, 2, 3, 4, 5));
      const res = await call(t.app, 'POST', '/apps', {
        form: {
          name: 'Pocket',
          redirect_uris: 'https://pocket.example/cb\ncom.pocket.app:/cb  http://127.0.0.1:8123/cb',
          scopes: 'write read',
          website: 'https://pocket.example',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      const data = res.body.data as Record<string, unknown>;
      expect(Object.keys(data)).toEqual([
        'client_id',
        'client_secret',
        'name',
        'website',
        'redirect_uris',
        'scopes',
        'client_type',
        'created_at',
      ]);
      expect(data).toEqual({
        client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        client_secret: null,
        name: 'Pocket',
        website: 'https://pocket.example',
        redirect_uris: [
          'https://pocket.example/cb',
          'com.pocket.app:/cb',
          'http://127.0.0.1:8123/cb',
        ],
        scopes: 'read write',
        client_type: 'public',
        created_at: '2030-01-02T03:04:05+00:00',
      });
    });

    it('gives a confidential client a secret, stored only as its hash', async () => {
      const app = await registerApp(t.app, { client_type: 'confidential' });
      expect(app.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await scanDatabase(db(), [app.client_secret!])).toEqual([]);
      const row = await db().get<{ secret_hash: string }>(
        `SELECT secret_hash FROM oauth_apps WHERE client_id = $1`,
        [app.client_id],
      );
      expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('defaults to the read scope and a public client', async () => {
      const res = await call(t.app, 'POST', '/apps', {
        json: { name: 'Min', redirect_uris: REDIRECT },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ scopes: 'read', client_type: 'public', website: '' });
    });

    it.each([
      ['no name', { name: '' }, 'name'],
      ['no redirect URI', { redirect_uris: '  ' }, 'redirect_uris'],
      ['a javascript: redirect URI', { redirect_uris: 'javascript:alert(1)' }, 'redirect_uris'],
      ['a data: redirect URI', { redirect_uris: 'data:text/html,hi' }, 'redirect_uris'],
      ['plain http off loopback', { redirect_uris: 'http://app.example/cb' }, 'redirect_uris'],
      ['a fragment', { redirect_uris: 'https://app.example/cb#x' }, 'redirect_uris'],
      ['a relative URI', { redirect_uris: '/cb' }, 'redirect_uris'],
      ['credentials in the URI', { redirect_uris: 'https://u:p@app.example/cb' }, 'redirect_uris'],
      [
        'eleven redirect URIs',
        { redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`).join(' ') },
        'redirect_uris',
      ],
      ['an unknown scope', { scopes: 'read admin' }, 'scopes'],
      ['a website that is no http(s) URL', { website: 'javascript:alert(1)' }, 'website'],
      ['an unknown client type', { client_type: 'trusted' }, 'client_type'],
    ])('refuses %s (400) and stores nothing', async (_case, fields, field) => {
      const res = await call(t.app, 'POST', '/apps', {
        form: { name: 'X', redirect_uris: REDIRECT, ...fields },
      });
      expectError(res, 400);
      expect(Object.keys((res.body.meta as { errors: object }).errors)).toEqual([field]);
      expect(await count('oauth_apps')).toBe(0);
    });
  });

  describe('GET /.well-known/oauth-authorization-server', () => {
    it('describes the server (RFC 8414)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/.well-known/oauth-authorization-server',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        issuer: 'http://localhost:3000',
        authorization_endpoint: 'http://localhost:3000/oauth/authorize',
        token_endpoint: 'http://localhost:3000/oauth/token',
        revocation_endpoint: 'http://localhost:3000/oauth/revoke',
        scopes_supported: ['read', 'write', 'notifications'],
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_methods_supported: [
          'none',
          'client_secret_basic',
          'client_secret_post',
        ],
        revocation_endpoint_auth_methods_supported: [
          'none',
          'client_secret_basic',
          'client_secret_post',
        ],
        code_challenge_methods_supported: ['S256'],
        service_documentation: 'http://localhost:3000/docs',
      });
    });
  });

  describe('POST /oauth/token', () => {
    it('exchanges a code and its verifier for tokens that act as the user', async () => {
      const client = await registerApp(t.app);
      const { verifier, challenge } = pkcePair();
      const code = await approve(t.app, client, alice.id, ['read', 'write'], challenge);
      const res = await tokenRequest(t.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: client.client_id,
        code_verifier: verifier,
      });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        scope: 'read write',
      });
      const bearer = `Bearer ${String(res.body.access_token)}`;
      const me = await account(bearer);
      expect(me.status).toBe(200);
      expect((me.body.data as { username: string }).username).toBe('alice');
      const post = await call(t.app, 'POST', '/post', { auth: bearer, form: { post: 'Via app' } });
      expect(post.status).toBe(200);
      // hashes only, anywhere in the database
      expect(
        await scanDatabase(db(), [
          code,
          String(res.body.access_token),
          String(res.body.refresh_token),
        ]),
      ).toEqual([]);
    });

    it('takes client_secret_basic and client_secret_post from a confidential client, and nothing less', async () => {
      const client = await registerApp(t.app, { client_type: 'confidential' });
      const exchange = async (extra: Record<string, string>, authorization?: string) => {
        const { verifier, challenge } = pkcePair();
        const code = await approve(t.app, client, alice.id, ['read'], challenge);
        return tokenRequest(
          t.app,
          {
            grant_type: 'authorization_code',
            code,
            redirect_uri: REDIRECT,
            code_verifier: verifier,
            ...extra,
          },
          authorization,
        );
      };
      const basic = `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`;
      expect((await exchange({}, basic)).status).toBe(200);
      expect(
        (await exchange({ client_id: client.client_id, client_secret: client.client_secret! }))
          .status,
      ).toBe(200);
      const none = await exchange({ client_id: client.client_id });
      expect({ status: none.status, error: none.body.error }).toEqual({
        status: 400,
        error: 'invalid_client',
      });
      const wrong = await exchange({ client_id: client.client_id, client_secret: 'x'.repeat(43) });
      expect({ status: wrong.status, error: wrong.body.error }).toEqual({
        status: 400,
        error: 'invalid_client',
      });
      const wrongBasic = await exchange(
        {},
        `Basic ${Buffer.from(`${client.client_id}:${'x'.repeat(43)}`).toString('base64')}`,
      );
      expect({ status: wrongBasic.status, error: wrongBasic.body.error }).toEqual({
        status: 401,
        error: 'invalid_client',
      });
      expect(wrongBasic.headers['www-authenticate']).toMatch(/^Basic /);
    });

    it('refuses a JSON body, an unknown grant type and an unknown client', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ grant_type: 'authorization_code' }),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ error: 'invalid_request' });
      const client = await registerApp(t.app, { client_type: 'confidential' });
      const password = await tokenRequest(t.app, {
        grant_type: 'password',
        client_id: client.client_id,
        client_secret: client.client_secret!,
        username: 'alice',
        password: 'x',
      });
      // the library knows the grant; no client here may use it
      expect(password.status).toBe(400);
      expect(password.body.error).toBe('unauthorized_client');
      const invented = await tokenRequest(t.app, {
        grant_type: 'urn:example:invented',
        client_id: client.client_id,
        client_secret: client.client_secret!,
      });
      expect({ status: invented.status, error: invented.body.error }).toEqual({
        status: 400,
        error: 'unsupported_grant_type',
      });
      const unknown = await tokenRequest(t.app, {
        grant_type: 'authorization_code',
        client_id: 'nobody',
        code: 'x',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toBe('invalid_client');
    });
  });

  describe('attacks', () => {
    let client: RegisteredApp;
    beforeEach(async () => {
      client = await registerApp(t.app);
    });
    const exchange = (
      code: string,
      verifier: string | undefined,
      extra: Record<string, string> = {},
    ) =>
      tokenRequest(t.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: client.client_id,
        ...(verifier === undefined ? {} : { code_verifier: verifier }),
        ...extra,
      });

    it('a replayed code fails and revokes the tokens issued with it', async () => {
      const { verifier, challenge } = pkcePair();
      const code = await approve(t.app, client, alice.id, ['read'], challenge);
      const first = await exchange(code, verifier);
      expect(first.status).toBe(200);
      const bearer = `Bearer ${String(first.body.access_token)}`;
      expect((await account(bearer)).status).toBe(200);

      const replay = await exchange(code, verifier);
      expect({ status: replay.status, error: replay.body.error }).toEqual({
        status: 400,
        error: 'invalid_grant',
      });
      pastAuthCache();
      const refused = await account(bearer);
      expect(expectError(refused, 401)).toEqual([INVALID_TOKEN]);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
      const refresh = await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: String(first.body.refresh_token),
        client_id: client.client_id,
      });
      expect(refresh.body.error).toBe('invalid_grant');
    });

    it('of two exchanges of one code at once, none leaves a token that works', async () => {
      for (let round = 0; round < 5; round++) {
        const { verifier, challenge } = pkcePair();
        const code = await approve(t.app, client, alice.id, ['read'], challenge);
        const answers = await Promise.all([exchange(code, verifier), exchange(code, verifier)]);
        expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
        expect(answers.some((a) => a.body.error === 'invalid_grant')).toBe(true);
        pastAuthCache();
        for (const answer of answers.filter((a) => a.status === 200)) {
          expect((await account(`Bearer ${String(answer.body.access_token)}`)).status).toBe(401);
        }
      }
    });

    it.each([
      ['a wrong verifier', pkcePair().verifier, 'invalid_grant'],
      ['no verifier', undefined, 'invalid_grant'],
      ['a verifier of the wrong form', 'short', 'invalid_request'],
    ])('%s fails, and uses the code up', async (_case, wrongVerifier, error) => {
      const { verifier, challenge } = pkcePair();
      const code = await approve(t.app, client, alice.id, ['read'], challenge);
      const res = await exchange(code, wrongVerifier);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
      expect((await exchange(code, verifier)).status).toBe(400);
      expect(await count('oauth_tokens')).toBe(0);
    });

    it('a code exchanged with another redirect_uri fails', async () => {
      const other = await registerApp(t.app, {
        redirect_uris: `${REDIRECT} https://app.example/other`,
      });
      const { verifier, challenge } = pkcePair();
      const code = await approve(t.app, other, alice.id, ['read'], challenge);
      const res = await tokenRequest(t.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'https://app.example/other',
        client_id: other.client_id,
        code_verifier: verifier,
      });
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 400,
        error: 'invalid_request',
      });
      expect(await count('oauth_tokens')).toBe(0);
    });

    it('an authorization request with an unregistered redirect_uri is refused, and not redirected', async () => {
      const { challenge } = pkcePair();
      for (const redirect of [
        'https://evil.example/callback',
        `${REDIRECT}/`,
        `${REDIRECT}?x=1`,
        'HTTPS://app.example/callback',
      ]) {
        const refusal = await approve(t.app, client, alice.id, ['read'], challenge, redirect).catch(
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(AuthorizeError);
        expect(refusal).toMatchObject({ error: 'invalid_request', redirectable: false });
      }
      expect(await count('oauth_codes')).toBe(0);
    });

    it('an authorization request without PKCE S256 is refused', async () => {
      const oauth = t.app.get(OAuthService);
      for (const pkce of [
        {},
        { code_challenge: pkcePair().challenge, code_challenge_method: 'plain' },
        { code_challenge: 'short', code_challenge_method: 'S256' },
      ]) {
        await expect(
          oauth.checkRequest({
            client_id: client.client_id,
            redirect_uri: REDIRECT,
            response_type: 'code',
            scope: 'read',
            ...pkce,
          }),
        ).rejects.toMatchObject({ error: 'invalid_request', redirectable: true });
      }
    });

    it("another client's code fails", async () => {
      const thief = await registerApp(t.app);
      const { verifier, challenge } = pkcePair();
      const code = await approve(t.app, client, alice.id, ['read'], challenge);
      const res = await tokenRequest(t.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: thief.client_id,
        code_verifier: verifier,
      });
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 400,
        error: 'invalid_grant',
      });
    });

    it('an expired code fails', async () => {
      const { verifier, challenge } = pkcePair();
      const code = await approve(t.app, client, alice.id, ['read'], challenge);
      t.clock.advance(61_000);
      const res = await exchange(code, verifier);
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 400,
        error: 'invalid_grant',
      });
    });

    it('a refresh token rotates; reusing the old one revokes the whole family', async () => {
      const { refresh } = await tokensFor(t.app, alice.id, ['read'], client);
      const refreshWith = (token: string) =>
        tokenRequest(t.app, {
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: client.client_id,
        });
      const second = await refreshWith(refresh);
      expect(second.status).toBe(200);
      expect(second.body.refresh_token).not.toBe(refresh);
      const newBearer = `Bearer ${String(second.body.access_token)}`;
      expect((await account(newBearer)).status).toBe(200);

      const reuse = await refreshWith(refresh);
      expect({ status: reuse.status, error: reuse.body.error }).toEqual({
        status: 400,
        error: 'invalid_grant',
      });
      pastAuthCache();
      expect((await account(newBearer)).status).toBe(401);
      expect((await refreshWith(String(second.body.refresh_token))).body.error).toBe(
        'invalid_grant',
      );
    });

    it('of two refreshes with one refresh token at once, none leaves a token that works', async () => {
      for (let round = 0; round < 5; round++) {
        const { refresh } = await tokensFor(t.app, alice.id, ['read'], client);
        const refreshWith = () =>
          tokenRequest(t.app, {
            grant_type: 'refresh_token',
            refresh_token: refresh,
            client_id: client.client_id,
          });
        const answers = await Promise.all([refreshWith(), refreshWith()]);
        expect(answers.some((a) => a.body.error === 'invalid_grant')).toBe(true);
        pastAuthCache();
        for (const answer of answers.filter((a) => a.status === 200)) {
          expect((await account(`Bearer ${String(answer.body.access_token)}`)).status).toBe(401);
        }
      }
    });

    it('a refresh cannot widen the scope, nor can a request ask for more than the app registered', async () => {
      const readOnly = await tokensFor(t.app, alice.id, ['read'], client);
      const wider = await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: readOnly.refresh,
        client_id: client.client_id,
        scope: 'read write',
      });
      expect({ status: wider.status, error: wider.body.error }).toEqual({
        status: 400,
        error: 'invalid_scope',
      });

      const narrowApp = await registerApp(t.app, { scopes: 'read' });
      await expect(
        approve(t.app, narrowApp, alice.id, ['read', 'write'], pkcePair().challenge),
      ).rejects.toMatchObject({
        error: 'invalid_scope',
      });
      await expect(
        t.app.get(OAuthService).checkRequest({
          client_id: client.client_id,
          redirect_uri: REDIRECT,
          response_type: 'code',
          scope: 'read admin',
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
        }),
      ).rejects.toMatchObject({ error: 'invalid_scope' });
    });

    it('a read-only token gets 403 insufficient_scope on every write route', async () => {
      const { bearer } = await tokensFor(t.app, alice.id, ['read'], client);
      const writes = appRoutes(t.app).filter(
        (r) => r.method !== 'GET' && r.url.startsWith('/api/v0/') && !STREAM_URLS.has(r.url),
      );
      expect(writes.length).toBeGreaterThan(20);
      for (const route of writes) {
        const url = route.url.replace(/:[a-z_]+/g, (param) =>
          param.endsWith('id') ? '1' : 'alice',
        );
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { authorization: bearer },
        });
        const scope = url.includes('/notification') ? 'notifications' : 'write';
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
        });
        expect(res.headers['www-authenticate']).toBe(
          `Bearer realm="api", error="insufficient_scope", scope="${scope}"`,
        );
      }
    });

    it('a write-only token gets 403 insufficient_scope on every GET route', async () => {
      const { bearer } = await tokensFor(t.app, alice.id, ['write'], client);
      const reads = appRoutes(t.app).filter(
        (r) => r.method === 'GET' && r.url.startsWith('/api/v0/') && !STREAM_URLS.has(r.url),
      );
      expect(reads.length).toBeGreaterThan(20);
      for (const route of reads) {
        const url = route.url.replace(/:[a-z_]+/g, (param) =>
          param.endsWith('id') ? '1' : 'alice',
        );
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: bearer } });
        const scope = url.includes('/notification') ? 'notifications' : 'read';
        expect({
          route: route.url,
          status: res.statusCode,
          challenge: res.headers['www-authenticate'],
        }).toEqual({
          route: route.url,
          status: 403,
          challenge: `Bearer realm="api", error="insufficient_scope", scope="${scope}"`,
        });
      }
    });

    it('the notification routes need the notifications scope', async () => {
      const readWrite = await tokensFor(t.app, alice.id, ['read', 'write'], client);
      const refused = await call(t.app, 'GET', '/notifications', { auth: readWrite.bearer });
      expectError(refused, 403);
      expect(refused.headers['www-authenticate']).toContain('scope="notifications"');
      const notifications = await tokensFor(t.app, alice.id, ['notifications'], client);
      expect(
        (await call(t.app, 'GET', '/notifications', { auth: notifications.bearer })).status,
      ).toBe(200);
      expect(
        (await call(t.app, 'POST', '/notifications/read', { auth: notifications.bearer })).status,
      ).toBe(200);
      expectError(await account(notifications.bearer), 403);
    });

    it('a token of an erased account stops once the erasure ran (its first step), and the codes and tokens are gone', async () => {
      const { bearer } = await tokensFor(t.app, alice.id, ['read', 'write'], client);
      const erase = await call(t.app, 'DELETE', '/account', {
        auth: bearer,
        form: { confirm: 'alice' },
      });
      expect(erase.status).toBe(202);
      await waitUntil('the erasure is done', async () => {
        const job = await db().get<{ status: string }>(
          `SELECT status FROM account_erasures WHERE user_id = $1`,
          [alice.id],
        );
        return job?.status === 'done';
      });
      pastAuthCache();
      expectError(await account(bearer), 401);
      expect(await count('oauth_tokens')).toBe(0);
      expect(await count('oauth_codes')).toBe(0);
    });
  });

  describe('bearer tokens on the API', () => {
    it('refuses an unknown, malformed or expired token with invalid_token', async () => {
      const { bearer } = await tokensFor(t.app, alice.id, ['read'], undefined);
      for (const header of ['Bearer nope', 'Bearer', 'Bearer a b']) {
        const res = await account(header);
        expect(expectError(res, 401)).toEqual([INVALID_TOKEN]);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
      }
      t.clock.advance(3600_000);
      expectError(await account(bearer), 401);
    });

    it('takes an Idempotency-Key as a key does: a retry replays the first answer', async () => {
      const { bearer } = await tokensFor(t.app, alice.id, ['read', 'write'], undefined);
      const send = () =>
        call<{ id: number }>(t.app, 'POST', '/post', {
          auth: bearer,
          form: { post: 'Once only' },
          headers: { 'idempotency-key': 'app-retry-1' },
        });
      const first = await send();
      const retry = await send();
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body.data.id).toBe(first.body.data.id);
      expect(await count('posts')).toBe(1);
    });

    it('holds the Pro check as for a key', async () => {
      const free = await createUser(t.app, 'frank', { plan: 'free' });
      const { bearer } = await tokensFor(t.app, free.id, ['read'], undefined);
      expect(expectError(await account(bearer), 403)).toEqual([PRO_REQUIRED]);
    });

    it('records when a token was last used', async () => {
      const { bearer } = await tokensFor(t.app, alice.id, ['read'], undefined);
      expect((await account(bearer)).status).toBe(200);
      await waitUntil('last_used_at is written', async () => {
        const row = await db().get<{ last_used_at: number | null }>(
          `SELECT last_used_at FROM oauth_tokens`,
        );
        return row?.last_used_at !== null && row?.last_used_at !== undefined;
      });
      expect(await t.app.get(OAuthService).grantsOf(alice.id)).toEqual([
        expect.objectContaining({
          app_name: 'Test app',
          scopes: 'read',
          last_used_at: expect.anything(),
        }),
      ]);
    });
  });

  describe('stream tickets', () => {
    it('a notifications token gets a ticket that opens the stream as that token; a revoked one does not', async () => {
      const url = await listen(t);
      const readOnly = await tokensFor(t.app, alice.id, ['read', 'write']);
      const refused = await call(t.app, 'POST', '/notifications/stream/ticket', {
        auth: readOnly.bearer,
      });
      expectError(refused, 403);
      const { bearer, access, client } = await tokensFor(t.app, alice.id, ['notifications']);
      const ticketOf = async () => {
        const res = await call<{ ticket: string }>(t.app, 'POST', '/notifications/stream/ticket', {
          auth: bearer,
        });
        expect(res.status).toBe(200);
        return res.body.data.ticket;
      };
      const stream = await SseClient.open(
        `${url}/api/v0/notifications/stream?ticket=${encodeURIComponent(await ticketOf())}`,
        {},
      );
      expect(stream.response.status).toBe(200);
      stream.close();
      await stream.ended;

      const unused = await ticketOf();
      await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: access, client_id: client.client_id }).toString(),
      });
      const res = await fetch(
        `${url}/api/v0/notifications/stream?ticket=${encodeURIComponent(unused)}`,
      );
      expect(res.status).toBe(401);
      await res.body?.cancel();
    });
  });

  describe('POST /oauth/revoke', () => {
    const revoke = (form: Record<string, string>, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload: new URLSearchParams(form).toString(),
      });

    it('revokes an access token and its grant; the token stops within AUTH_CACHE_MS', async () => {
      const { client, bearer, access, refresh } = await tokensFor(
        t.app,
        alice.id,
        ['read'],
        undefined,
      );
      expect((await account(bearer)).status).toBe(200);
      const res = await revoke({ token: access, client_id: client.client_id });
      expect(res.statusCode).toBe(200);
      // cached on this instance until AUTH_CACHE_MS is over
      expect((await account(bearer)).status).toBe(200);
      pastAuthCache();
      expectError(await account(bearer), 401);
      const again = await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: client.client_id,
      });
      expect(again.body.error).toBe('invalid_grant');
    });

    it("revokes by refresh token, answers 200 for an unknown one, and leaves another client's token alone", async () => {
      const mine = await tokensFor(t.app, alice.id, ['read'], undefined);
      const other = await registerApp(t.app);
      expect((await revoke({ token: mine.refresh, client_id: other.client_id })).statusCode).toBe(
        200,
      );
      expect(
        (await revoke({ token: 'unknown', client_id: mine.client.client_id })).statusCode,
      ).toBe(200);
      pastAuthCache();
      expect((await account(mine.bearer)).status).toBe(200);
      expect(
        (await revoke({ token: mine.refresh, client_id: mine.client.client_id })).statusCode,
      ).toBe(200);
      pastAuthCache();
      expectError(await account(mine.bearer), 401);
    });

    it('refuses an unknown client and a missing token (400)', async () => {
      const res = await revoke({ token: 'x', client_id: 'nobody' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_client' });
      const client = await registerApp(t.app);
      const missing = await revoke({ client_id: client.client_id });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    });
  });

  describe('deleting an app (CLI apps delete)', () => {
    it('revokes every token of the app', async () => {
      const { client, bearer } = await tokensFor(t.app, alice.id, ['read'], undefined);
      expect(await t.app.get(AppsService).list()).toEqual([
        expect.objectContaining({
          client_id: client.client_id,
          name: 'Test app',
          client_type: 'public',
        }),
      ]);
      expect(await t.app.get(AppsService).delete(client.client_id)).toBe(true);
      expect(await t.app.get(AppsService).delete(client.client_id)).toBe(false);
      pastAuthCache();
      expectError(await account(bearer), 401);
      expect(await count('oauth_tokens')).toBe(0);
      expect(await t.app.get(AppsService).list()).toEqual([]);
    });
  });

  describe('bad input on the OAuth endpoints', () => {
    const nasty: { name: string; headers: Record<string, string>; payload: string }[] = [
      {
        name: 'an empty form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      },
      {
        name: 'repeated fields',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'grant_type=authorization_code&grant_type=refresh_token&client_id=a&client_id=b&code=x&code=y&token=1&token=2',
      },
      {
        name: 'control characters',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'grant_type=authorization_code&client_id=%00%01&code=%0A%0D&code_verifier=%FF&token=%00',
      },
      {
        name: 'long values',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&client_id=${'a'.repeat(5000)}&refresh_token=${'b'.repeat(5000)}&token=${'c'.repeat(5000)}`,
      },
      {
        name: 'JSON',
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type":["x"],"client_id":{"a":1},"token":null}',
      },
      { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{' },
      {
        name: 'text',
        headers: { 'content-type': 'text/plain' },
        payload: 'grant_type=authorization_code',
      },
      {
        name: 'a Bearer header',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer x' },
        payload: 'token=x',
      },
      {
        name: 'a broken Basic header',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: 'Basic %%%',
        },
        payload: 'grant_type=authorization_code&token=x',
      },
    ];

    it.each(['/oauth/token', '/oauth/revoke'])(
      '%s answers every bad request with a 4xx and changes nothing',
      async (url) => {
        const client = await registerApp(t.app);
        const { bearer } = await tokensFor(t.app, alice.id, ['read'], client);
        const before = await db().all(
          `SELECT id, revoked_at, rotated_at FROM oauth_tokens ORDER BY id`,
        );
        for (const request of nasty) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: request.headers,
            payload: request.payload,
          });
          expect({
            request: request.name,
            status: res.statusCode >= 400 && res.statusCode < 500,
          }).toEqual({
            request: request.name,
            status: true,
          });
          expect(res.headers['content-type']).toMatch(/^application\/json/);
        }
        // no GET here: 405, or 404 where a page route (/:username/:post_id) takes the GET and
        // finds the reserved name `oauth`
        const get = await t.app.inject({ method: 'GET', url });
        expect([404, 405]).toContain(get.statusCode);
        expect(
          await db().all(`SELECT id, revoked_at, rotated_at FROM oauth_tokens ORDER BY id`),
        ).toEqual(before);
        expect((await account(bearer)).status).toBe(200);
      },
    );
  });
});

describe('OAuth tokens and the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t.close();
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });

  it("counts per token, apart from the same account's other token and key", async () => {
    const alice = await createUser(t.app, 'alice');
    const first = await tokensFor(t.app, alice.id, ['read']);
    const second = await tokensFor(t.app, alice.id, ['read'], first.client);
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'GET', '/account', { auth: first.bearer })).status).toBe(200);
    }
    const limited = await call(t.app, 'GET', '/account', { auth: first.bearer });
    expectError(limited, 429);
    expect((await call(t.app, 'GET', '/account', { auth: second.bearer })).status).toBe(200);
    expect((await call(t.app, 'GET', '/account', { auth: alice.auth })).status).toBe(200);
  });
});
