import { AmbientTransaction } from '../database';
import { StoredAnswer } from './idempotency.repository';
import { KeyLocks, OpenedKey } from './key-locks';

/**
 * A new answer, or one replacing the expired answer of the same key (not purged yet): the key is
 * in `running` and its row was read after, so a live answer cannot be there. REPLACE deletes the
 * old row and inserts a new one at the end of the table, which keeps rowid order the order of
 * expiry (purgeBatch).
 */
const STORE_SQL = `INSERT OR REPLACE INTO idempotency_records
  (id, fingerprint, status, headers, body, encoding, expires_at, user_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
/** Rows per statement of an erasure's walk over the table. */
const USER_WALK_ROWS = 5000;

/**
 * SQLite (one process, one writer): a set of the keys running in this process; the statements
 * one by one (in-process calls, no round trips to save). The key's stored answer is read before
 * the transaction begins: the transaction (and with it the one write lock) begins at the
 * request's first write, or at the answer's INSERT, so a keyed request holds the lock no longer
 * than its writes and its answer need. Nobody else writes this key's answer meanwhile: the key
 * is in `running`. So the whole transaction is the request's work, and an error answer rolls it
 * back and begins again (SqliteAmbient) instead of going back to a savepoint.
 * The table has no index but its primary key: rows are stored in the order they expire
 * (STORE_SQL), which the purge relies on.
 */
export class SqliteKeyLocks extends KeyLocks {
  private readonly running = new Set<string>();

  async open(id: string): Promise<OpenedKey | 'in-use'> {
    if (this.running.has(id)) {
      return 'in-use';
    }
    this.running.add(id);
    let ambient: AmbientTransaction | undefined;
    try {
      const stored = await this.records.find(this.db, id);
      ambient = await this.db.beginAmbient();
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
    await ambient.ready();
    await ambient.sql.run(STORE_SQL, [
      id,
      answer.fingerprint,
      answer.status,
      answer.headers,
      answer.body,
      answer.encoding,
      expiresAt,
      userId,
    ]);
    await ambient.commit();
  }

  release(id: string): void {
    this.running.delete(id);
  }

  /**
   * The oldest rows first (rowid order is the order of storing, which is the order of expiry), the
   * expired ones among them: no index on the expiry. A row that has not expired at the head of
   * the table (the clock set back) holds the purge back until it expires.
   */
  protected purgeBatch(now: number, limit: number): Promise<number> {
    return this.records.purgeBatch(
      this.db,
      `DELETE FROM idempotency_records WHERE rowid IN
         (SELECT rowid FROM idempotency_records ORDER BY rowid LIMIT $2) AND expires_at <= $1`,
      now,
      limit,
    );
  }

  /** In windows of rowids: each statement reads a stretch of the table, not the whole of it. */
  deleteOfUser(userId: number): Promise<void> {
    return this.records.deleteOfUser(this.db, userId, {
      range: `SELECT MIN(rowid) AS lo, MAX(rowid) AS hi FROM idempotency_records`,
      deleteSql: `DELETE FROM idempotency_records WHERE rowid > $1 AND rowid <= $2 AND user_id = $3`,
      step: USER_WALK_ROWS,
    });
  }
}
