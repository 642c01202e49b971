import type { AuthUser } from './auth-user';

/** A bearer token as verified: its caller, and until when the token may be trusted without a look. */
export interface VerifiedBearer {
  user: AuthUser;
  expiresAt: number;
}

/**
 * OAuth 2 bearer tokens (RFC 6750), beside Basic keys. The auth module depends on no module above
 * it: the oauth module provides this, and an app without it (the admin CLI) has none.
 */
export abstract class BearerTokens {
  /** The caller of an access token that works now, or null (unknown, expired or revoked). */
  abstract verify(token: string, now: number): Promise<VerifiedBearer | null>;
  /** The same, by the token's SHA-256 (hex): a stream ticket remembers its token so. */
  abstract verifyHash(tokenHash: string, now: number): Promise<VerifiedBearer | null>;
  /** Records that the token was used (at most once a minute per token). */
  abstract touch(tokenId: number, now: number): Promise<void>;
}

/** The token of `Authorization: Bearer <token>` (RFC 6750 b64token), or null for another scheme. */
export function parseBearer(header: string): string | null {
  const match = /^bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Whether the header uses the Bearer scheme at all (its errors then speak RFC 6750). */
export function isBearerHeader(header: string): boolean {
  return /^bearer(\s|$)/i.test(header);
}
