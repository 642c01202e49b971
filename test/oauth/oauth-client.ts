import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes } from 'node:crypto';
import { OAuthService } from '../../src/modules/oauth/oauth.service';
import type { OAuthScope } from '../../src/modules/oauth/oauth-scopes';
import { call } from '../utils/http';

/** An app as POST /apps answered it. */
export interface RegisteredApp {
  client_id: string;
  client_secret: string | null;
  redirect_uris: string[];
  scopes: string;
}

export const REDIRECT = 'https://app.example/callback';

export async function registerApp(
  app: NestFastifyApplication,
  fields: Record<string, string> = {},
): Promise<RegisteredApp> {
  const res = await call<RegisteredApp>(app, 'POST', '/apps', {
    form: {
      name: 'Test app',
      redirect_uris: REDIRECT,
      scopes: 'read write notifications',
      website: 'https://app.example',
      ...fields,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/**
 * What the consent step does once the user approves: checks the request as /oauth/authorize
 * would and issues the code.
 */
export async function approve(
  app: NestFastifyApplication,
  client: RegisteredApp,
  userId: number,
  scopes: OAuthScope[],
  challenge: string,
  redirectUri = REDIRECT,
): Promise<string> {
  const oauth = app.get(OAuthService);
  await oauth.checkRequest({
    client_id: client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scopes.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return oauth.issueCode({
    clientId: client.client_id,
    userId,
    redirectUri,
    scopes,
    codeChallenge: challenge,
  });
}

export interface TokenAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, string | number>;
}

/** POST /oauth/token with form fields (and a Basic header for client_secret_basic). */
export async function tokenRequest(
  app: NestFastifyApplication,
  form: Record<string, string>,
  authorization?: string,
): Promise<TokenAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** Registers an app, approves it for `userId` and exchanges the code: a working token pair. */
export async function tokensFor(
  app: NestFastifyApplication,
  userId: number,
  scopes: OAuthScope[],
  client?: RegisteredApp,
): Promise<{ client: RegisteredApp; access: string; refresh: string; bearer: string }> {
  const registered = client ?? (await registerApp(app));
  const { verifier, challenge } = pkcePair();
  const code = await approve(app, registered, userId, scopes, challenge);
  const res = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: registered.client_id,
    code_verifier: verifier,
    ...(registered.client_secret ? { client_secret: registered.client_secret } : {}),
  });
  expect(res.status).toBe(200);
  const access = String(res.body.access_token);
  return {
    client: registered,
    access,
    refresh: String(res.body.refresh_token),
    bearer: `Bearer ${access}`,
  };
}
