import { SignInService } from '../src/modules/identity';
import { UNSUPPORTED_MEDIA_TYPE } from '../src/core/http/all-exceptions.filter';
import { INVALID_CREDENTIALS, MISSING_CREDENTIALS, PRO_REQUIRED } from '../src/auth/auth.errors';
import { UsersService } from '../src/users/users.service';
import { DemoAccountService } from '../src/users/demo-account.service';
import { basicAuth, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import { ProbeModule } from './support/probe.controller';

describe('Platform: auth, envelope, errors, metrics, health', () => {
  let t: TestApp;
  let pro: TestUser;
  let free: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      imports: [ProbeModule],
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice: pro, bob: free } = await createWorld(t.app, ['alice', 'bob'], {
      accounts: { bob: { plan: 'free' } },
    }));
  });

  describe('authentication', () => {
    it('lets anonymous callers use public endpoints', async () => {
      const res = await call(t.app, 'GET', '/probe/whoami');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ username: null });
    });

    it('identifies a caller with valid credentials on a public endpoint', async () => {
      const res = await call(t.app, 'GET', '/probe/whoami', { auth: free.auth });
      expect(res.body.data).toEqual({ username: 'bob' });
    });

    it('compares the user name case-insensitively', async () => {
      const res = await call(t.app, 'GET', '/probe/pro', { auth: basicAuth('ALICE', pro.apiKey) });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: pro.id });
    });

    it('asks for credentials on a private endpoint (401 + WWW-Authenticate)', async () => {
      const res = await call(t.app, 'GET', '/probe/pro');
      expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
      expect(res.headers['www-authenticate']).toBe('Basic realm="api"');
    });

    it.each([
      ['a wrong key', () => basicAuth('alice', 'nope')],
      ['an unknown user', () => basicAuth('nobody', pro.apiKey)],
      ['another user’s name with a valid key', () => basicAuth('bob', pro.apiKey)],
      ['a scheme the API does not know', () => `Digest username="alice"`],
      ['undecodable Basic', () => 'Basic %%%'],
      ['Basic without a colon', () => 'Basic ' + Buffer.from('alice').toString('base64')],
      ['an empty key', () => basicAuth('alice', '')],
    ])('rejects %s with 401, on public endpoints too', async (_name, header) => {
      for (const path of ['/probe/pro', '/probe/whoami', '/hello']) {
        const res = await call(t.app, 'GET', path, { auth: header() });
        expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
      }
    });

    it('rejects an API key sent as a Bearer token with the invalid-token 401, on public endpoints too', async () => {
      // Bearer is the OAuth scheme (docs/api.md "Apps and OAuth"): a key is no access token
      for (const path of ['/probe/pro', '/probe/whoami', '/hello']) {
        const res = await call(t.app, 'GET', path, { auth: `Bearer ${pro.apiKey}` });
        expect(expectError(res, 401)).toEqual(['The access token is unknown, expired or revoked.']);
        expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
      }
    });

    it('rejects a revoked key', async () => {
      const users = t.app.get(UsersService);
      const [key] = await users.listKeys('alice');
      await users.revokeKey(key.id);
      t.clock.advance(10_000); // past the auth cache
      const res = await call(t.app, 'GET', '/probe/whoami', { auth: pro.auth });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('answers 403 to a free account on a private endpoint', async () => {
      const res = await call(t.app, 'GET', '/probe/pro', { auth: free.auth });
      expect(expectError(res, 403)).toEqual([PRO_REQUIRED]);
    });

    it('treats a route without @Public()/@Pro() as private (deny by default)', async () => {
      expect((await call(t.app, 'GET', '/probe/undecorated')).status).toBe(401);
      expect((await call(t.app, 'GET', '/probe/undecorated', { auth: free.auth })).status).toBe(
        403,
      );
    });

    it('accepts several keys per user', async () => {
      const { apiKey } = await t.app.get(UsersService).createKey(pro.id, 'second');
      const res = await call(t.app, 'GET', '/probe/pro', { auth: basicAuth('alice', apiKey) });
      expect(res.status).toBe(200);
    });

    it('records last_used_at for the key', async () => {
      await call(t.app, 'GET', '/probe/pro', { auth: pro.auth });
      await new Promise((r) => setTimeout(r, 50));
      const [key] = await t.app.get(UsersService).listKeys('alice');
      expect(key.last_used_at).toBe(t.clock.now());
    });
  });

  describe('error envelope', () => {
    it('answers an unknown route with 404', async () => {
      const res = await call(t.app, 'GET', '/does/not/exist');
      expect(expectError(res, 404)).toEqual(['The endpoint does not exist.']);
      expect(res.body.meta).toEqual({});
    });

    it('answers a wrong method on a known path with 405 and Allow', async () => {
      const res = await call(t.app, 'DELETE', '/hello');
      expectError(res, 405);
      expect(res.headers.allow).toContain('GET');
      expect(res.headers.allow).toContain('POST');
    });

    it('answers a body over the limit with 413', async () => {
      const res = await call(t.app, 'POST', '/hello', { form: { name: 'x'.repeat(1_100_000) } });
      expectError(res, 413);
    });

    it('answers malformed JSON with 400', async () => {
      const res = await call(t.app, 'POST', '/hello', {
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(expectError(res, 400)).toEqual(['The request body could not be parsed.']);
    });

    it('answers an unsupported content type with 415', async () => {
      const res = await call(t.app, 'POST', '/hello', {
        headers: { 'content-type': 'text/csv' },
        payload: 'name\nx',
      });
      expect(expectError(res, 415)).toEqual([UNSUPPORTED_MEDIA_TYPE]);
    });

    it('hides unexpected errors behind a generic 500', async () => {
      const res = await call(t.app, 'POST', '/probe/crash');
      const messages = expectError(res, 500);
      expect(JSON.stringify(res.body)).not.toMatch(/secret|SELECT|Error:|at /);
      expect(messages[0]).toMatch(/unexpected/i);
    });

    it('reports each invalid field in meta.errors', async () => {
      const res = await call(t.app, 'POST', '/hello', { form: { name: 'x'.repeat(101) } });
      expect(expectError(res, 400)).toEqual([
        'The Name field cannot be longer than 100 characters.',
      ]);
      expect(res.body.meta).toEqual({
        errors: { name: ['The Name field cannot be longer than 100 characters.'] },
      });
    });
  });

  describe('GET /metric/*', () => {
    it('counts users', async () => {
      const res = await call(t.app, 'GET', '/metric/usernames');
      expect(res.body).toEqual({ status: 'success', messages: [], meta: {}, data: { count: 2 } });
    });

    it('rejects wrong credentials', async () => {
      expect(
        (await call(t.app, 'GET', '/metric/posts', { auth: basicAuth('x', 'y') })).status,
      ).toBe(401);
    });
  });

  describe('health', () => {
    it('reports liveness and readiness outside /api/v0', async () => {
      const live = await call(t.app, 'GET', '//health/live');
      expect(live.status).toBe(200);
      expect(live.body.data).toEqual({ status: 'ok' });
      const ready = await call(t.app, 'GET', '//health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.data).toEqual({ status: 'ok', database: 'ok' });
    });
  });

  describe('demo account', () => {
    it('is created only on an empty database', async () => {
      const demo = t.app.get(DemoAccountService);
      expect(await demo.createIfEmpty()).toBeNull();
      await resetDatabase(t.app);
      const created = await demo.createIfEmpty();
      expect(created?.username).toBe('demo');
      const res = await call(t.app, 'GET', '/probe/pro', {
        auth: basicAuth(created!.username, created!.apiKey),
      });
      expect(res.status).toBe(200);
      // and a password for the web pages' sign-in
      expect(created!.password.length).toBeGreaterThanOrEqual(16);
      const signedIn = await t.app
        .get(SignInService)
        .signIn(created!.username, created!.password, '192.0.2.1');
      expect(signedIn.username).toBe('demo');
    });
  });
});
