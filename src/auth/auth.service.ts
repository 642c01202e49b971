import { Injectable, Optional } from '@nestjs/common';
import { hash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config';
import { CallerResolver, Clock } from '../core';
import { ApiKeysService, hashKey, LAST_USED_RESOLUTION_MS, UsersService } from '../users';
import { AuthUser, toAuthUser } from './auth-user';
import { parseBasic } from './basic-credentials';
import { BearerTokens, parseBearer } from './bearer-tokens';

const CACHE_LIMIT = 10_000;

/** A user name as compared: its lower-cased SHA-256, so that any two have the same length. */
function nameDigest(username: string): Buffer {
  return hash('sha256', username.toLowerCase(), 'buffer');
}

/** What a name is compared with when the key is unknown, so that both cases do the same work. */
const NO_OWNER_DIGEST = nameDigest('\u0000unknown');

interface VerifiedHeader {
  user: AuthUser;
  until: number;
}

/**
 * Resolves Basic credentials to a user. Keys are looked up by their SHA-256 (never by scanning a
 * user's keys); the user name is then compared in constant time, and an unknown key does the same
 * comparison, so a wrong key and an unknown user cost the same.
 *
 * A header that was verified is remembered for AUTH_CACHE_MS by its own SHA-256 (never the header
 * itself, which holds the key), which bounds how long a revoked key or a changed plan can still be
 * seen. A request that repeats it costs one hash and a map lookup: no parsing, no second hash.
 */
@Injectable()
export class AuthService implements CallerResolver {
  private readonly verified = new Map<string, VerifiedHeader>();
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    apiKeys: ApiKeysService,
    // provided by the oauth module; absent in the admin CLI
    @Optional() private readonly bearer?: BearerTokens,
  ) {
    // a key its owner (or the operator, in this process) revoked stops here at once; on the other
    // instances within AUTH_CACHE_MS
    apiKeys.onRevoked((keyId) => this.forgetKey(keyId));
  }

  async authenticate(authorization: string): Promise<AuthUser | null> {
    const now = this.clock.now();
    const headerDigest = hash('sha256', authorization, 'base64');
    const verified = this.verified.get(headerDigest);
    if (verified && verified.until > now) {
      this.touch(verified.user, now);
      return verified.user;
    }
    const found = await this.verify(authorization, now);
    if (!found) {
      this.verified.delete(headerDigest);
      return null;
    }
    const { user, expiresAt } = found;
    if (this.config.AUTH_CACHE_MS > 0) {
      if (this.verified.size >= CACHE_LIMIT) {
        this.verified.clear();
      }
      // a token is trusted no longer than it lives
      const until = Math.min(now + this.config.AUTH_CACHE_MS, expiresAt);
      this.verified.set(headerDigest, { user, until });
    }
    this.touch(user, now);
    return user;
  }

  /**
   * Forgets the verified headers of one user: after their keys were deleted, or a suspension
   * (or its end), this instance applies it at once (the others within AUTH_CACHE_MS, as for a
   * revoked key).
   */
  forgetUser(userId: number): void {
    for (const [digest, entry] of this.verified) {
      if (entry.user.id === userId) {
        this.verified.delete(digest);
      }
    }
  }

  /** Forgets the verified headers of one key (it was revoked in this process). */
  forgetKey(keyId: number): void {
    for (const [digest, entry] of this.verified) {
      if (entry.user.keyId === keyId) {
        this.verified.delete(digest);
      }
    }
  }

  /** Forget verified headers (tests, and after admin changes in this process). */
  clearCache(): void {
    this.verified.clear();
    this.touched.clear();
  }

  /** Whether the user is a moderator, read from the database on every call (no cache). */
  isModerator(userId: number): Promise<boolean> {
    return this.users.isModerator(userId);
  }

  /**
   * The database check of a header: a bearer token by the oauth module; a key by hash, then its
   * user name in constant time.
   */
  private async verify(
    authorization: string,
    now: number,
  ): Promise<{ user: AuthUser; expiresAt: number } | null> {
    const token = parseBearer(authorization);
    if (token !== null) {
      return this.bearer ? this.bearer.verify(token, now) : null;
    }
    const credentials = parseBasic(authorization);
    if (!credentials) {
      return null;
    }
    const keyHash = hashKey(credentials.key);
    const owner = await this.users.findActiveKeyOwner(keyHash);
    const matches = timingSafeEqual(
      nameDigest(credentials.username),
      owner ? nameDigest(owner.username) : NO_OWNER_DIGEST,
    );
    if (!owner || !matches) {
      return null;
    }
    return { user: toAuthUser(owner, keyHash), expiresAt: Number.POSITIVE_INFINITY };
  }

  /**
   * `last_used_at` is kept to the minute without a write on every request: this instance sends
   * the UPDATE at most once a minute per key, and the UPDATE is conditional, so of several
   * instances only one changes the row each minute. Not awaited: the request does not wait.
   */
  private touch(user: AuthUser, now: number): void {
    // an OAuth token's keyId is minus its id: the map keeps keys and tokens apart
    const keyId = user.keyId;
    const last = this.touched.get(keyId);
    if (last !== undefined && now - last < LAST_USED_RESOLUTION_MS && now >= last) {
      return;
    }
    if (this.touched.size >= CACHE_LIMIT) {
      this.touched.clear();
    }
    this.touched.set(keyId, now);
    const write =
      user.token && this.bearer
        ? this.bearer.touch(user.token.id, now)
        : this.users.touchKey(keyId, now);
    write.catch(() => this.touched.delete(keyId));
  }
}
