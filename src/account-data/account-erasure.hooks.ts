import { Injectable } from '@nestjs/common';

/**
 * One module's part of an account erasure: it removes what it owns of user `userId` (rows, and
 * objects in the store). It must be idempotent and move each counter only with the row it
 * counts, in one transaction: a job that died half way runs every step again from the start.
 */
export interface ErasureStep {
  /** For logs. */
  name: string;
  /** Steps run in ascending order (ERASURE_ORDER). */
  order: number;
  erase(userId: number, now: number): Promise<void>;
}

/**
 * The order of the steps: the reactions a user gave before their posts go (a post's counters
 * move with them), the posts before the notifications (a post's deletion removes the
 * notifications about it), the files last but one, and the users row itself last of all
 * (UsersService.eraseAccount), once nothing else refers to it.
 */
export const ERASURE_ORDER = {
  oauth: 3,
  passwordResets: 5,
  reactions: 10,
  posts: 20,
  blocks: 30,
  moderation: 35,
  notifications: 40,
  idempotency: 45,
  uploads: 50,
} as const;

/**
 * The modules that own a user's data register their erasure step here (as the publisher's hooks
 * work), so the erasure job never writes another module's tables and depends on none of them.
 */
@Injectable()
export class AccountErasureHooks {
  private readonly steps: ErasureStep[] = [];
  private readonly keepers: string[] = [];

  register(step: ErasureStep): void {
    this.steps.push(step);
    this.steps.sort((a, b) => a.order - b.order);
  }

  get ordered(): readonly ErasureStep[] {
    return this.steps;
  }

  /**
   * SQL (the owner's, lent) that finds a row while something still refers to user `$1`, such as
   * a post's tombstone: the users row then stays, anonymised (UsersService.eraseAccount).
   */
  keepUserRowWhile(sql: string): void {
    this.keepers.push(sql);
  }

  get userRowKeepers(): readonly string[] {
    return this.keepers;
  }
}
