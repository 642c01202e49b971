import { escapeLiteral } from 'pg';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Db, WORK_SAVEPOINT, AmbientTransaction } from '../../database/sql';
import type { PostgresSql } from '../../database/postgres-sql';
import type { ReplicaRoutedDb } from '../../database/replica-routed-db';
import {
  ANSWER_COLUMNS,
  IdempotencyRepository,
  StoredAnswer,
  toStoredAnswer,
} from './idempotency.repository';

/** A key whose request may run: its transaction, and the answer stored under it, if any. */
export interface OpenedKey {
  ambient: AmbientTransaction;
  /** A stored answer (live or expired); the caller rolls back and replays a live one. */
  stored: StoredAnswer | undefined;
}

/** Expired answers deleted per statement: each batch is short, so writers never wait long. */
export const PURGE_BATCH = 500;

/**
 * The database-specific part of Idempotency-Key (chosen by the module's provider factory): the
 * lock of a key whose first request is running (a retry that finds it held gets a 409), the
 * transaction the request runs in, and the storing of its answer with the COMMIT.
 * `open` locks the key, begins the transaction, reads the key's stored answer and marks where
 * the request's work starts; `commitWith` stores the answer and commits; `release` when the
 * answer went out or the request failed.
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

/**
 * SQLite (one process, one writer): a set of the keys running in this process; the statements
 * one by one (in-process calls, no round trips to save).
 */
export class ProcessKeyLocks extends KeyLocks {
  private readonly running = new Set<string>();

  async open(id: string): Promise<OpenedKey | 'in-use'> {
    if (this.running.has(id)) {
      return 'in-use';
    }
    this.running.add(id);
    let ambient: AmbientTransaction | undefined;
    try {
      ambient = await this.db.beginAmbient();
      const stored = await this.records.find(ambient.sql, id);
      await ambient.markWork();
      return { ambient, stored };
    } catch (error) {
      if (ambient?.active) {
        await ambient.rollback().catch(() => undefined);
      }
      this.running.delete(id);
      throw error;
    }
  }

  async commitWith(
    ambient: AmbientTransaction,
    id: string,
    answer: Omit<StoredAnswer, 'expires_at'>,
    expiresAt: number,
    userId: number | null,
  ): Promise<void> {
    await this.records.store(ambient.sql, id, answer, expiresAt, userId);
    await ambient.commit();
  }

  release(id: string): void {
    this.running.delete(id);
  }

  protected purgeBatch(now: number, limit: number): Promise<number> {
    return this.records.purgeBatch(
      this.db,
      `DELETE FROM idempotency_records WHERE id IN
         (SELECT id FROM idempotency_records WHERE expires_at <= $1 LIMIT $2)`,
      now,
      limit,
    );
  }
}

/**
 * PostgreSQL: a transaction-level advisory lock, seen by every instance and released by the
 * transaction's end. A keyed request costs two round trips more than the same request without a
 * key: BEGIN, the lock, the read of the key's answer and the savepoint go in one simple query,
 * the answer's INSERT with the COMMIT in another (their values as escaped literals: the id and
 * fingerprint are hex digests, the rest goes through escapeLiteral). The read comes after the
 * lock, as its own statement, so it sees an answer committed by the lock's previous holder.
 */
export class AdvisoryKeyLocks extends KeyLocks {
  async open(id: string): Promise<OpenedKey | 'in-use'> {
    const hex = digest(id);
    const lockKey = BigInt.asIntN(64, BigInt('0x' + hex.slice(0, 16))).toString();
    // PostgresSql, or ReplicaRoutedDb in front of it (with read replicas): both open it on the primary
    const { ambient, results } = await (this.db as PostgresSql | ReplicaRoutedDb).beginAmbientWith([
      `SELECT pg_try_advisory_xact_lock(${lockKey}) AS locked`,
      `SELECT ${ANSWER_COLUMNS} FROM idempotency_records WHERE id = '${hex}'`,
      `SAVEPOINT ${WORK_SAVEPOINT}`,
    ]);
    const locked = (results[0].rows[0] as { locked: boolean }).locked;
    if (!locked) {
      await ambient.rollback();
      return 'in-use';
    }
    const row = results[1].rows[0] as StoredAnswer | undefined;
    return { ambient, stored: row && toStoredAnswer(row) };
  }

  async commitWith(
    ambient: AmbientTransaction,
    id: string,
    answer: Omit<StoredAnswer, 'expires_at'>,
    expiresAt: number,
    userId: number | null,
  ): Promise<void> {
    const values = [
      `'${digest(id)}'`,
      `'${digest(answer.fingerprint)}'`,
      String(Math.trunc(answer.status)),
      escapeLiteral(answer.headers),
      escapeLiteral(answer.body),
      answer.encoding === null ? 'NULL' : escapeLiteral(answer.encoding),
      String(Math.trunc(expiresAt)),
      userId === null ? 'NULL' : String(Math.trunc(userId)),
    ];
    await ambient.commit(
      `INSERT INTO idempotency_records
         (id, fingerprint, status, headers, body, encoding, expires_at, user_id)
       VALUES (${values.join(', ')})
       ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint,
         status = excluded.status, headers = excluded.headers, body = excluded.body,
         encoding = excluded.encoding, expires_at = excluded.expires_at,
         user_id = excluded.user_id`,
    );
  }

  release(): void {}

  /** SKIP LOCKED: a batch never waits for a row that a request is replacing. */
  protected purgeBatch(now: number, limit: number): Promise<number> {
    return this.records.purgeBatch(
      this.db,
      `DELETE FROM idempotency_records WHERE id IN
         (SELECT id FROM idempotency_records WHERE expires_at <= $1
           LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      now,
      limit,
    );
  }
}

/** A SHA-256 hex digest, checked: it is written into SQL as a literal. */
function digest(value: string): string {
  if (!/^[0-9a-f]{64}$/.test(value)) {
    throw new Error('An idempotency id or fingerprint is not a SHA-256 hex digest.');
  }
  return value;
}

export const keyLocksProvider = {
  provide: KeyLocks,
  inject: [Db, IdempotencyRepository],
  useFactory: (db: Db, records: IdempotencyRepository): KeyLocks =>
    db.dialect === 'postgres'
      ? new AdvisoryKeyLocks(db, records)
      : new ProcessKeyLocks(db, records),
};
