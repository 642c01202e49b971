import { createHash } from 'node:crypto';
import { createUser } from './utils/auth';
import { call } from './utils/http';
import { createLoggedApp, LoggedApp } from './support/logged-app';
import { approve, pkcePair, REDIRECT, registerApp, tokenRequest } from './oauth/oauth-client';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Codes, tokens, verifiers and client secrets never reach the log, nor do their hashes. */
describe('OAuth secrets and the log', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await createLoggedApp();
  });
  afterAll(() => t.close());

  it('logs the requests of a whole flow without any of its secrets', async () => {
    const alice = await createUser(t.app, 'alice');
    const client = await registerApp(t.app, { client_type: 'confidential' });
    const { verifier, challenge } = pkcePair();
    const code = await approve(t.app, client, alice.id, ['read', 'write'], challenge);
    const basic = `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`;
    const issued = await tokenRequest(
      t.app,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier },
      basic,
    );
    expect(issued.status).toBe(200);
    const access = String(issued.body.access_token);
    const refresh = String(issued.body.refresh_token);
    expect((await call(t.app, 'GET', '/account', { auth: `Bearer ${access}` })).status).toBe(200);
    expect((await call(t.app, 'GET', '/account', { auth: 'Bearer not-a-token-0123' })).status).toBe(
      401,
    );
    const refreshed = await tokenRequest(
      t.app,
      { grant_type: 'refresh_token', refresh_token: refresh },
      basic,
    );
    expect(refreshed.status).toBe(200);
    // a replay, which fails and revokes: its error path is logged too
    expect(
      (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refresh }, basic))
        .status,
    ).toBe(400);

    const output = t.output();
    expect(output).toContain('/oauth/token');
    const secrets = [
      client.client_secret!,
      code,
      verifier,
      access,
      refresh,
      String(refreshed.body.access_token),
      String(refreshed.body.refresh_token),
      'not-a-token-0123',
      basic.slice('Basic '.length),
    ];
    for (const secret of [...secrets, ...secrets.map(sha256)]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain('Bearer ');
  });
});
