import { hash } from 'node:crypto';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { TooManyAttempts } from './identity.errors';

/** The store of the API's rate limit, which the front door shares (ATTEMPT_STORE provides it). */
export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');

export type AttemptKind = 'login-account' | 'login-ip' | 'signup-ip' | 'reset-ip';

/**
 * Budgets of the front door's forms in fixed windows, counted in the rate limit's store: Redis
 * when REDIS_URL is set (every instance counts in one place), else this process. What a budget is
 * keyed by is hashed (an email or a name is not stored in Redis as it was typed).
 */
export class AttemptLimits {
  constructor(private readonly store: ThrottlerStorage) {}

  /**
   * Spends one attempt of `kind` for `subject`; throws TooManyAttempts (with the seconds until the
   * window ends) when it is beyond `limit` in the window.
   */
  async spend(kind: AttemptKind, subject: string, limit: number, windowMs: number): Promise<void> {
    const key = `front:${kind}:${hash('sha256', subject.toLowerCase(), 'base64url')}`;
    const record = await this.store.increment(key, windowMs, limit, 0, kind);
    if (record.isBlocked) {
      throw new TooManyAttempts(record.timeToBlockExpire || record.timeToExpire);
    }
  }
}
