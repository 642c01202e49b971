import { setImmediate as nextTurn } from 'node:timers/promises';
import { AmbientTransaction, Db } from '../database';
import { IdempotencyRepository, StoredAnswer } from './idempotency.repository';

/** A key whose request may run: its transaction, and the answer stored under it, if any. */
export interface OpenedKey {
  ambient: AmbientTransaction;
  /** A stored answer (live or expired); the caller rolls back and replays a live one. */
  stored: StoredAnswer | undefined;
}

/** Expired answers deleted per statement: each batch is short, so writers never wait long. */
export const PURGE_BATCH = 500;

/**
 * The database-specific part of Idempotency-Key (key-locks.sqlite.ts, key-locks.postgres.ts,
 * chosen by the module's provider factory): the
 * lock of a key whose first request is running (a retry that finds it held gets a 409), the
 * transaction the request runs in, and the storing of its answer with the COMMIT.
 * `open` locks the key, begins the transaction and reads the key's stored answer (the request's
 * work starts after that: AmbientTransaction.undoWork); `commitWith` stores the answer and
 * commits; `release` when the answer went out or the request failed.
 */
export abstract class KeyLocks {
  constructor(
    protected readonly db: Db,
    protected readonly records: IdempotencyRepository,
  ) {}

  /** 'in-use' when another request with the key is running. */
  abstract open(id: string): Promise<OpenedKey | 'in-use'>;
  abstract commitWith(
    ambient: AmbientTransaction,
    id: string,
    answer: Omit<StoredAnswer, 'expires_at'>,
    expiresAt: number,
    /** The caller (null without credentials), kept so that an account's erasure finds it. */
    userId: number | null,
  ): Promise<void>;
  abstract release(id: string): void;
  /** Deletes up to `limit` expired answers that no request holds; the number deleted. */
  protected abstract purgeBatch(now: number, limit: number): Promise<number>;
  /** Deletes the stored answers of `userId` (an account's erasure). */
  abstract deleteOfUser(userId: number): Promise<void>;

  /**
   * Deletes the answers expired at `now`, PURGE_BATCH at a time, letting other work run between
   * batches; the number deleted.
   */
  async purgeExpired(now: number, limit = PURGE_BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.purgeBatch(now, limit);
      total += deleted;
      if (deleted < limit) {
        return total;
      }
      await nextTurn();
    }
  }
}
