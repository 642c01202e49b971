import { AmbientTransaction, type PostgresSql, type ReplicaRoutedDb } from '../database';
import { ANSWER_COLUMNS, StoredAnswer, toStoredAnswer } from './idempotency.repository';
import { KeyLocks, OpenedKey } from './key-locks';

/**
 * PostgreSQL: a transaction-level advisory lock, seen by every instance and released by the
 * transaction's end. A keyed request costs two round trips more than the same request without a
 * key: BEGIN, the lock, the read of the key's answer and the work savepoint go in one simple query
 * (PostgresSql.beginAmbientWith), the answer's INSERT with the COMMIT in another. Their values
 * are literals: the id and fingerprint are hex digests, the rest goes through `literal`. The read
 * comes after the lock, as its own statement, so it sees an answer committed by the lock's
 * previous holder. Nothing is PREPAREd: SQL-level prepared statements do not survive a
 * transaction-mode connection pooler, and with them each round of the bench ran slower than the
 * last (docs/performance.md "Safe retries").
 */
export class PostgresKeyLocks extends KeyLocks {
  async open(id: string): Promise<OpenedKey | 'in-use'> {
    const hex = digest(id);
    const lockKey = BigInt.asIntN(64, BigInt('0x' + hex.slice(0, 16))).toString();
    // PostgresSql, or ReplicaRoutedDb in front of it (with read replicas): both open it on the primary
    const { ambient, results } = await (this.db as PostgresSql | ReplicaRoutedDb).beginAmbientWith([
      `SELECT pg_try_advisory_xact_lock(${lockKey}) AS locked`,
      `SELECT ${ANSWER_COLUMNS} FROM idempotency_records WHERE id = '${hex}'`,
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
      literal(answer.headers),
      literal(answer.body),
      answer.encoding === null ? 'NULL' : literal(answer.encoding),
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

  /** In windows of expiry, each a range of the expiry index. */
  deleteOfUser(userId: number): Promise<void> {
    return this.records.deleteOfUser(this.db, userId, {
      range: `SELECT MIN(expires_at) AS lo, MAX(expires_at) AS hi FROM idempotency_records`,
      deleteSql: `DELETE FROM idempotency_records
        WHERE expires_at > $1 AND expires_at <= $2 AND user_id = $3`,
      step: USER_WALK_MS,
    });
  }
}

/** Expiry per statement of an erasure's walk over the table: a day's answers in 144 statements. */
const USER_WALK_MS = 10 * 60 * 1000;

/**
 * A string as an SQL literal: what pg's escapeLiteral makes (quotes doubled; with a backslash,
 * an E'' literal with backslashes doubled), by native replaces instead of its loop over the
 * characters of the whole answer.
 */
export function literal(value: string): string {
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** A SHA-256 hex digest, checked: it is written into SQL as a literal. */
function digest(value: string): string {
  if (!/^[0-9a-f]{64}$/.test(value)) {
    throw new Error('An idempotency id or fingerprint is not a SHA-256 hex digest.');
  }
  return value;
}
