import { AmbientTransaction } from '../database';
import { StoredAnswer } from './idempotency.repository';
import { KeyLocks, OpenedKey } from './key-locks';

/**
 * SQLite (one process, one writer): a set of the keys running in this process; the statements
 * one by one (in-process calls, no round trips to save). The key's stored answer is read before
 * the transaction begins: the transaction (and with it the one write lock) begins at the
 * request's first write, or at the answer's INSERT, so a keyed request holds the lock no longer
 * than its writes and its answer need. Nobody else writes this key's answer meanwhile: the key
 * is in `running`. So the whole transaction is the request's work, and an error answer rolls it
 * back and begins again (SqliteAmbient) instead of going back to a savepoint.
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
