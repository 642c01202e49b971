import { Db, Sql } from '../../database/sql';
import { IdempotencyRepository } from './idempotency.repository';

/**
 * The lock of a key whose first request is running (the database-specific part of
 * Idempotency-Key, chosen by the module's provider factory): a retry that finds it held gets a
 * 409. `claim` runs before the request's transaction, `lock` inside it; `release` when the answer
 * went out or the request failed.
 */
export abstract class KeyLocks {
  abstract claim(id: string): boolean;
  abstract lock(sql: Sql, id: string): Promise<boolean>;
  abstract release(id: string): void;
}

/** SQLite (one process, one writer): a set of the keys running in this process. */
export class ProcessKeyLocks extends KeyLocks {
  private readonly running = new Set<string>();

  claim(id: string): boolean {
    if (this.running.has(id)) {
      return false;
    }
    this.running.add(id);
    return true;
  }

  lock(): Promise<boolean> {
    return Promise.resolve(true);
  }

  release(id: string): void {
    this.running.delete(id);
  }
}

/**
 * PostgreSQL: a transaction-level advisory lock, seen by every instance and released by the
 * transaction's end.
 */
export class AdvisoryKeyLocks extends KeyLocks {
  constructor(private readonly records: IdempotencyRepository) {
    super();
  }

  claim(): boolean {
    return true;
  }

  lock(sql: Sql, id: string): Promise<boolean> {
    return this.records.tryLock(sql, id);
  }

  release(): void {}
}

export const keyLocksProvider = {
  provide: KeyLocks,
  inject: [Db, IdempotencyRepository],
  useFactory: (db: Db, records: IdempotencyRepository): KeyLocks =>
    db.dialect === 'postgres' ? new AdvisoryKeyLocks(records) : new ProcessKeyLocks(),
};
