import { createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { tokenRequest, tokensFor } from './oauth/oauth-client';

const AUTH_CACHE_MS = 5000;

// Instances share only a PostgreSQL database (SQLite is one embedded file per process), so this
// suite runs in the PostgreSQL leg of .ci/run and is skipped on SQLite.
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg('OAuth tokens on two instances of one database', () => {
  let a: TestApp;
  let b: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    const env = { AUTH_CACHE_MS: String(AUTH_CACHE_MS) };
    a = await createTestApp({ env });
    // the second instance: its own process state (caches, clock), the first one's database
    b = await createTestApp({ env, databaseUrl: () => a.database.url });
    alice = await createUser(a.app, 'alice');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const account = (t: TestApp, auth: string) => call(t.app, 'GET', '/account', { auth });

  it('a token revoked on one instance is refused on the other within AUTH_CACHE_MS', async () => {
    const { client, access, bearer } = await tokensFor(a.app, alice.id, ['read']);
    // both instances have verified (and cached) the token
    expect((await account(a, bearer)).status).toBe(200);
    expect((await account(b, bearer)).status).toBe(200);

    const revoked = await b.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: access, client_id: client.client_id }).toString(),
    });
    expect(revoked.statusCode).toBe(200);

    a.clock.advance(AUTH_CACHE_MS + 1);
    const refused = await account(a, bearer);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
    b.clock.advance(AUTH_CACHE_MS + 1);
    expect((await account(b, bearer)).status).toBe(401);
  });

  it('a refresh token rotated on one instance is reuse on the other, and revokes the family', async () => {
    const { client, refresh } = await tokensFor(a.app, alice.id, ['read']);
    const refreshOn = (t: TestApp, token: string) =>
      tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: client.client_id,
      });
    const rotated = await refreshOn(a, refresh);
    expect(rotated.status).toBe(200);
    const reuse = await refreshOn(b, refresh);
    expect(reuse.body.error).toBe('invalid_grant');
    b.clock.advance(AUTH_CACHE_MS + 1);
    expect((await account(b, `Bearer ${String(rotated.body.access_token)}`)).status).toBe(401);
  });
});
