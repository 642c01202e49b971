import { Injectable } from '@nestjs/common';
import OAuth2Server, { OAuthError, Request, Response } from '@node-oauth/oauth2-server';
import { timingSafeEqual } from 'node:crypto';
import { AuthUser, BearerTokens, VerifiedBearer } from '../../auth';
import { AppConfig } from '../../config';
import { Clock, DOCS_PATH } from '../../core';
import { UsersService } from '../../users';
import {
  DOCS_CLIENT_ID,
  DOCS_CLIENT_NAME,
  DOCS_CLIENT_SCOPES,
  docsRedirectUri,
} from './docs-client';
import { ACCESS_TOKEN_LIFETIME_SECONDS, CODE_LIFETIME_SECONDS } from './oauth-lifetimes';
import { newSecret, secretHash } from './oauth-hash';
import { OAuthModel } from './oauth-model';
import { AppRow, GrantRow, OAuthRepository } from './oauth.repository';
import { isScope, normalScopes, type OAuthScope } from './oauth-scopes';

/** What an OAuth endpoint answers: RFC 6749 JSON, not the API's envelope. */
export interface OAuthAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** The parts of an HTTP request the token and revocation endpoints read. */
export interface OAuthHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query: unknown;
  body: unknown;
}

/** An authorization request the consent step has checked, with what it asks. */
export interface CodeRequest {
  clientId: string;
  userId: number;
  redirectUri: string;
  scopes: OAuthScope[];
  codeChallenge: string;
}

/** Why an authorization request cannot be served (RFC 6749 4.1.2.1 error codes). */
export class AuthorizeError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'unauthorized_client' | 'invalid_scope',
    readonly description: string,
    /** False when the redirect URI itself is in doubt: the error must not be sent to it. */
    readonly redirectable: boolean,
  ) {
    super(description);
  }
}

/** RFC 6749 A.1: client ids, secrets and tokens are printable ASCII. */
const VSCHAR = /^[\x20-\x7E]+$/;

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** RFC 7636: 43 to 128 characters of the unreserved set; S256 gives 43 base64url characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

function oauthError(status: number, error: string, description: string): OAuthAnswer {
  return { status, headers: NO_STORE, body: { error, error_description: description } };
}

/**
 * OAuth 2 for apps: the token endpoint (through @node-oauth/oauth2-server), RFC 7009 revocation,
 * the codes the consent step issues, and the bearer tokens the auth guard checks.
 */
@Injectable()
export class OAuthService extends BearerTokens {
  private readonly server: OAuth2Server;

  constructor(
    private readonly repo: OAuthRepository,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {
    super();
    this.server = new OAuth2Server({
      model: new OAuthModel(repo, clock),
      // Public clients authenticate by PKCE alone; a confidential one must still send its
      // secret (the model refuses its client_id without it).
      requireClientAuthentication: { authorization_code: false, refresh_token: false },
      alwaysIssueNewRefreshToken: true,
    });
  }

  /** POST /oauth/token: the authorization_code and refresh_token grants. */
  async token(http: OAuthHttpRequest): Promise<OAuthAnswer> {
    const request = new Request({
      method: http.method,
      headers: http.headers as Record<string, string>,
      query: (http.query ?? {}) as Record<string, string>,
      body: typeof http.body === 'object' && http.body !== null ? http.body : {},
    });
    const response = new Response();
    try {
      await this.server.token(request, response);
      const body = response.body as Record<string, unknown>;
      // the library counts from the wall clock; the token's row from the service's Clock
      body.expires_in = ACCESS_TOKEN_LIFETIME_SECONDS;
      return { status: 200, headers: NO_STORE, body };
    } catch (error) {
      if (error instanceof OAuthError && error.code < 500) {
        return {
          status: error.code,
          headers: { ...NO_STORE, ...(response.headers as Record<string, string>) },
          body: { error: error.name, error_description: error.message },
        };
      }
      throw error;
    }
  }

  /**
   * POST /oauth/revoke (RFC 7009): the client authenticates as at the token endpoint; an access
   * or refresh token of that client revokes its whole grant. An unknown token is a 200 as well.
   */
  async revoke(http: OAuthHttpRequest): Promise<OAuthAnswer> {
    const body = (typeof http.body === 'object' && http.body !== null ? http.body : {}) as Record<
      string,
      unknown
    >;
    const client = await this.clientOf(http.headers.authorization, body);
    if (client === null) {
      // RFC 6749 5.2: 401 with a challenge when the client tried the Authorization header
      const basic = typeof http.headers.authorization === 'string';
      return {
        status: basic ? 401 : 400,
        headers: basic ? { ...NO_STORE, 'WWW-Authenticate': 'Basic realm="oauth"' } : NO_STORE,
        body: { error: 'invalid_client', error_description: 'Invalid client: client is invalid' },
      };
    }
    const token = body.token;
    if (typeof token !== 'string' || !VSCHAR.test(token) || token.length > 200) {
      return oauthError(400, 'invalid_request', 'Missing parameter: `token`');
    }
    const row = await this.repo.findByEither(secretHash(token));
    if (row !== undefined && row.client_id === client) {
      await this.repo.revokeGrant(Number(row.code_id), this.clock.now());
    }
    return { status: 200, headers: NO_STORE, body: null };
  }

  /**
   * Checks an authorization request against the app's registration (exact redirect URI, scopes
   * within the app's, PKCE S256) and returns the app's name, website and the scopes to show.
   */
  async checkRequest(query: {
    client_id?: unknown;
    redirect_uri?: unknown;
    scope?: unknown;
    code_challenge?: unknown;
    code_challenge_method?: unknown;
    response_type?: unknown;
  }): Promise<{ name: string; website: string; scopes: OAuthScope[] }> {
    const app =
      typeof query.client_id === 'string' ? await this.requestedApp(query.client_id) : undefined;
    if (app === undefined) {
      throw new AuthorizeError('invalid_request', 'The app is unknown.', false);
    }
    const registered = JSON.parse(app.redirect_uris) as string[];
    if (typeof query.redirect_uri !== 'string' || !registered.includes(query.redirect_uri)) {
      throw new AuthorizeError(
        'invalid_request',
        'The redirect_uri is not one the app registered.',
        false,
      );
    }
    if (query.response_type !== 'code') {
      throw new AuthorizeError('invalid_request', 'The response_type must be `code`.', true);
    }
    if (
      query.code_challenge_method !== 'S256' ||
      typeof query.code_challenge !== 'string' ||
      !S256_CHALLENGE.test(query.code_challenge)
    ) {
      throw new AuthorizeError(
        'invalid_request',
        'PKCE is required: send code_challenge with code_challenge_method=S256.',
        true,
      );
    }
    const asked =
      typeof query.scope === 'string' ? query.scope.split(' ').filter((s) => s !== '') : [];
    const allowed = app.scopes.split(' ');
    if (asked.length === 0 || !asked.every((s) => isScope(s) && allowed.includes(s))) {
      throw new AuthorizeError(
        'invalid_scope',
        `The scope must be one or more of the app's: ${app.scopes}.`,
        true,
      );
    }
    return { name: app.name, website: app.website, scopes: normalScopes(asked) };
  }

  /**
   * The app an authorization request names. The docs page's client is registered here, on its
   * first authorization request, and its redirect URI follows this instance's PUBLIC_URL: a read
   * and no write while the row is as it should be.
   */
  private async requestedApp(clientId: string): Promise<AppRow | undefined> {
    const app = await this.repo.findApp(clientId);
    if (clientId !== DOCS_CLIENT_ID) {
      return app;
    }
    const wanted: Omit<AppRow, 'id'> = {
      client_id: DOCS_CLIENT_ID,
      secret_hash: null,
      name: DOCS_CLIENT_NAME,
      website: `${this.config.publicUrl}${DOCS_PATH}`,
      redirect_uris: JSON.stringify([docsRedirectUri(this.config.publicUrl)]),
      scopes: DOCS_CLIENT_SCOPES.join(' '),
      created_at: this.clock.now(),
    };
    if (
      app !== undefined &&
      app.secret_hash === null &&
      app.name === wanted.name &&
      app.website === wanted.website &&
      app.redirect_uris === wanted.redirect_uris &&
      app.scopes === wanted.scopes
    ) {
      return app;
    }
    await this.repo.upsertApp(wanted);
    return this.repo.findApp(clientId);
  }

  /** Issues a single-use code once the user approved a request `checkRequest` accepted. */
  async issueCode(request: CodeRequest): Promise<string> {
    const app = await this.repo.findApp(request.clientId);
    if (app === undefined) {
      throw new AuthorizeError('invalid_request', 'The app is unknown.', false);
    }
    const code = newSecret();
    const now = this.clock.now();
    await this.repo.insertCode({
      appId: Number(app.id),
      userId: request.userId,
      codeHash: secretHash(code),
      redirectUri: request.redirectUri,
      scopes: normalScopes(request.scopes).join(' '),
      codeChallenge: request.codeChallenge,
      expiresAt: now + CODE_LIFETIME_SECONDS * 1000,
      now,
    });
    return code;
  }

  async verify(token: string, now: number): Promise<VerifiedBearer | null> {
    if (token.length > 200) {
      return null;
    }
    return this.verifyHash(secretHash(token), now);
  }

  async verifyHash(tokenHash: string, now: number): Promise<VerifiedBearer | null> {
    const row = await this.repo.findActiveAccess(tokenHash, now);
    if (row === undefined) {
      return null;
    }
    const owner = await this.users.findById(Number(row.user_id));
    if (owner === null) {
      return null;
    }
    const user: AuthUser = {
      id: owner.id,
      username: owner.username,
      plan: owner.plan,
      role: owner.role,
      suspended: owner.suspended_at !== null,
      keyId: -Number(row.id),
      // a token's limits are its scopes (the guard), not a read-only key's
      readOnly: false,
      // the rate limit's budget: per token
      keyHash: tokenHash,
      token: { id: Number(row.id), scopes: row.scopes.split(' ') },
    };
    return { user, expiresAt: Number(row.access_expires_at) };
  }

  touch(tokenId: number, now: number): Promise<void> {
    return this.repo.touch(tokenId, now);
  }

  /** The apps a user authorized (the "Authorized apps" page). */
  grantsOf(userId: number): Promise<GrantRow[]> {
    return this.repo.grantsOf(userId);
  }

  /**
   * Revokes one grant of a user (the "Authorized apps" page): its code and every token issued
   * from it. False when the user has no such grant.
   */
  async revokeGrantOf(userId: number, codeId: number): Promise<boolean> {
    const grants = await this.repo.grantsOf(userId);
    if (!grants.some((grant) => Number(grant.code_id) === codeId)) {
      return false;
    }
    await this.repo.revokeGrant(codeId, this.clock.now());
    return true;
  }

  /** The client_id of a request's client authentication, or null when it does not authenticate. */
  private async clientOf(
    authorization: string | string[] | undefined,
    body: Record<string, unknown>,
  ): Promise<string | null> {
    let id: unknown = body.client_id;
    let secret: unknown = body.client_secret;
    if (typeof authorization === 'string' && /^basic\s/i.test(authorization)) {
      const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) {
        return null;
      }
      // RFC 6749 2.3.1: both parts are form-encoded
      try {
        id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
        secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
      } catch {
        return null;
      }
    }
    if (typeof id !== 'string' || !VSCHAR.test(id) || id.length > 64) {
      return null;
    }
    const app = await this.repo.findApp(id);
    if (app === undefined) {
      return null;
    }
    if (app.secret_hash === null) {
      return secret === undefined || secret === '' ? app.client_id : null;
    }
    if (typeof secret !== 'string' || !VSCHAR.test(secret) || secret.length > 200) {
      return null;
    }
    const sent = Buffer.from(secretHash(secret));
    return timingSafeEqual(sent, Buffer.from(app.secret_hash)) ? app.client_id : null;
  }
}
