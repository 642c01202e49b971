import { Injectable } from '@nestjs/common';
import { hash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Clock } from '../core/clock';
import { hashKey } from '../users/users.service';
import { KeyOwnerRow, UsersRepository } from '../users/users.repository';
import { AuthUser } from './auth-user';
import { parseBasic } from './basic-credentials';

const TOUCH_EVERY_MS = 60_000;
const CACHE_LIMIT = 10_000;

/** A user name as compared: its lower-cased SHA-256, so that any two have the same length. */
function nameDigest(username: string): Buffer {
  return hash('sha256', username.toLowerCase(), 'buffer');
}

/** What a name is compared with when the key is unknown, so that both cases do the same work. */
const NO_OWNER_DIGEST = nameDigest('\u0000unknown');

interface CachedOwner {
  owner: KeyOwnerRow;
  nameDigest: Buffer;
  until: number;
}

/**
 * Resolves Basic credentials to a user. Keys are looked up by their SHA-256 (never by scanning a
 * user's keys); the user name is then compared in constant time, and an unknown key does the same
 * comparison, so a wrong key and an unknown user cost the same. Successful lookups are reused for
 * AUTH_CACHE_MS, which bounds how long a revoked key or a changed plan can still be seen.
 */
@Injectable()
export class AuthService {
  private readonly cache = new Map<string, CachedOwner>();
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async authenticate(authorization: string): Promise<AuthUser | null> {
    const credentials = parseBasic(authorization);
    if (!credentials) {
      return null;
    }
    const keyHash = hashKey(credentials.key);
    const found = await this.lookup(keyHash);
    const matches = timingSafeEqual(
      nameDigest(credentials.username),
      found?.nameDigest ?? NO_OWNER_DIGEST,
    );
    if (!found || !matches) {
      return null;
    }
    const { owner } = found;
    this.touch(owner.key_id);
    return {
      id: owner.user_id,
      username: owner.username,
      plan: owner.plan,
      keyId: owner.key_id,
      keyHash,
    };
  }

  /** Forget cached lookups (tests, and after admin changes in this process). */
  clearCache(): void {
    this.cache.clear();
    this.touched.clear();
  }

  private async lookup(keyHash: string): Promise<CachedOwner | undefined> {
    const now = this.clock.now();
    const cached = this.cache.get(keyHash);
    if (cached && cached.until > now) {
      return cached;
    }
    const owner = await this.users.findActiveKeyOwner(keyHash);
    if (!owner) {
      this.cache.delete(keyHash);
      return undefined;
    }
    const found = {
      owner,
      nameDigest: nameDigest(owner.username),
      until: now + this.config.AUTH_CACHE_MS,
    };
    if (this.config.AUTH_CACHE_MS > 0) {
      if (this.cache.size >= CACHE_LIMIT) {
        this.cache.clear();
      }
      this.cache.set(keyHash, found);
    }
    return found;
  }

  /** `last_used_at` is kept to the minute, without a write on every request. */
  private touch(keyId: number): void {
    const now = this.clock.now();
    const last = this.touched.get(keyId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) {
      return;
    }
    this.touched.set(keyId, now);
    this.users.touchKey(keyId, now).catch(() => this.touched.delete(keyId));
  }
}
