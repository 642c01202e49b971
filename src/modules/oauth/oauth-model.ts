import {
  type AuthorizationCode,
  type AuthorizationCodeModel,
  type Client,
  InvalidGrantError,
  type RefreshToken,
  type RefreshTokenModel,
  type Token,
  type User,
} from '@node-oauth/oauth2-server';
import { timingSafeEqual } from 'node:crypto';
import { Clock } from '../../core';
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS } from './oauth-lifetimes';
import { newSecret, secretHash } from './oauth-hash';
import { OAuthRepository } from './oauth.repository';
import { normalScopes } from './oauth-scopes';

/** The library's user object: the user and the grant (the code's id) a token belongs to. */
interface GrantUser extends User {
  id: number;
  grant: number;
}

const GRANTS = ['authorization_code', 'refresh_token'];

function sameHash(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function scopeList(scopes: string): string[] {
  return scopes.split(' ').filter((scope) => scope.length > 0);
}

/**
 * The storage side of @node-oauth/oauth2-server (its "model"): the library runs the protocol
 * (grant types, PKCE, redirect URI and client checks, scope narrowing, the response); this reads
 * and writes the oauth tables. Codes and tokens are looked up by their SHA-256 only.
 *
 * Replays: a code or refresh token is taken with a conditional UPDATE, so of two exchanges only
 * one wins. A second use revokes the grant (the code's row and every token issued from it). A
 * token is written, then its grant read again: a revocation that ran meanwhile either saw the
 * token and revoked it, or is seen here, and the token is revoked and refused.
 */
export class OAuthModel implements AuthorizationCodeModel, RefreshTokenModel {
  constructor(
    private readonly repo: OAuthRepository,
    private readonly clock: Clock,
  ) {}

  async getClient(clientId: string, clientSecret?: string | null): Promise<Client | false> {
    const app = await this.repo.findApp(clientId);
    if (app === undefined) {
      return false;
    }
    const sent = clientSecret ?? null;
    if (app.secret_hash === null) {
      // a public client has no secret to send
      if (sent !== null) {
        return false;
      }
    } else if (sent === null || !sameHash(secretHash(sent), app.secret_hash)) {
      return false;
    }
    return {
      id: app.client_id,
      appId: Number(app.id),
      redirectUris: JSON.parse(app.redirect_uris) as string[],
      grants: GRANTS,
      accessTokenLifetime: ACCESS_TOKEN_LIFETIME_SECONDS,
      refreshTokenLifetime: REFRESH_TOKEN_LIFETIME_SECONDS,
    };
  }

  generateAccessToken(): Promise<string> {
    return Promise.resolve(newSecret());
  }

  generateRefreshToken(): Promise<string> {
    return Promise.resolve(newSecret());
  }

  async getAuthorizationCode(code: string): Promise<AuthorizationCode | false> {
    const row = await this.repo.findCode(secretHash(code));
    if (row === undefined) {
      return false;
    }
    const now = this.clock.now();
    if (row.used_at !== null || row.revoked_at !== null) {
      // a replayed code: whoever holds it, the tokens issued with it are no longer safe
      await this.repo.revokeGrant(Number(row.id), now);
      return false;
    }
    if (Number(row.expires_at) <= now) {
      return false;
    }
    const user: GrantUser = { id: Number(row.user_id), grant: Number(row.id) };
    return {
      authorizationCode: code,
      expiresAt: new Date(Number(row.expires_at)),
      redirectUri: row.redirect_uri,
      scope: scopeList(row.scopes),
      client: { id: row.client_id, grants: GRANTS },
      user,
      codeChallenge: row.code_challenge,
      codeChallengeMethod: 'S256',
    };
  }

  async revokeAuthorizationCode(code: AuthorizationCode): Promise<boolean> {
    const grant = (code.user as GrantUser).grant;
    if (await this.repo.useCode(grant, this.clock.now())) {
      return true;
    }
    // another exchange took it first: a replay
    await this.repo.revokeGrant(grant, this.clock.now());
    return false;
  }

  async getRefreshToken(refreshToken: string): Promise<RefreshToken | false> {
    const row = await this.repo.findByRefresh(secretHash(refreshToken));
    if (row === undefined) {
      return false;
    }
    const now = this.clock.now();
    if (row.rotated_at !== null) {
      // an old refresh token used again: stolen or replayed, the family goes
      await this.repo.revokeGrant(Number(row.code_id), now);
      return false;
    }
    if (row.revoked_at !== null || Number(row.refresh_expires_at) <= now) {
      return false;
    }
    const user: GrantUser = { id: Number(row.user_id), grant: Number(row.code_id) };
    return {
      refreshToken,
      refreshTokenExpiresAt: new Date(Number(row.refresh_expires_at)),
      scope: scopeList(row.scopes),
      client: { id: row.client_id, grants: GRANTS },
      user,
      tokenId: Number(row.id),
    };
  }

  async revokeToken(token: RefreshToken | Token): Promise<boolean> {
    const user = token.user as GrantUser;
    if (await this.repo.rotate(token.tokenId as number, this.clock.now())) {
      return true;
    }
    await this.repo.revokeGrant(user.grant, this.clock.now());
    return false;
  }

  async saveToken(token: Token, client: Client, user: User): Promise<Token | false> {
    const grant = (user as GrantUser).grant;
    const now = this.clock.now();
    const scopes = normalScopes(token.scope ?? []);
    const accessExpiresAt = now + ACCESS_TOKEN_LIFETIME_SECONDS * 1000;
    const refreshExpiresAt = now + REFRESH_TOKEN_LIFETIME_SECONDS * 1000;
    await this.repo.insertToken({
      codeId: grant,
      appId: client.appId as number,
      userId: (user as GrantUser).id,
      accessHash: secretHash(token.accessToken),
      refreshHash: secretHash(token.refreshToken!),
      scopes: scopes.join(' '),
      accessExpiresAt,
      refreshExpiresAt,
      now,
    });
    if (await this.repo.grantRevoked(grant)) {
      await this.repo.revokeGrant(grant, now);
      throw new InvalidGrantError('Invalid grant: the authorization was revoked');
    }
    return {
      accessToken: token.accessToken,
      accessTokenExpiresAt: new Date(accessExpiresAt),
      refreshToken: token.refreshToken,
      refreshTokenExpiresAt: new Date(refreshExpiresAt),
      scope: scopes,
      client,
      user,
    };
  }

  /** Not used by the grants served here (access tokens are checked by OAuthService.verify). */
  getAccessToken(): Promise<Token | false> {
    return Promise.resolve(false);
  }

  /** Codes are written by OAuthService.issueCode (the consent), never by the library. */
  saveAuthorizationCode(): Promise<AuthorizationCode | false> {
    return Promise.resolve(false);
  }
}
