import { Injectable } from '@nestjs/common';
import { Sql } from '../database';
import { BodyEncoding } from './stored-answer';

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  /** JSON object of header name → value, or '' (stored-answer.ts). */
  headers: string;
  /** The body bytes as `encoding` says (stored-answer.ts). */
  body: string;
  encoding: BodyEncoding;
  expires_at: number;
}

export const ANSWER_COLUMNS = `fingerprint, status, headers, body, encoding, expires_at`;
const FIND_SQL = `SELECT ${ANSWER_COLUMNS} FROM idempotency_records WHERE id = $1`;
/**
 * A new answer, or one replacing the expired answer of the same key (not purged yet): the key's
 * lock is held and its row was read after the lock was taken, so a live answer cannot be there.
 */
export const STORE_SQL = `INSERT INTO idempotency_records
  (id, fingerprint, status, headers, body, encoding, expires_at, user_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status,
    headers = excluded.headers, body = excluded.body, encoding = excluded.encoding,
    expires_at = excluded.expires_at, user_id = excluded.user_id`;

/** The stored answers of requests sent with an Idempotency-Key (table idempotency_records). */
@Injectable()
export class IdempotencyRepository {
  async find(tx: Sql, id: string): Promise<StoredAnswer | undefined> {
    const row = await tx.get<StoredAnswer>(FIND_SQL, [id]);
    return row && toStoredAnswer(row);
  }

  async store(
    tx: Sql,
    id: string,
    answer: Omit<StoredAnswer, 'expires_at'>,
    expiresAt: number,
    userId: number | null,
  ): Promise<void> {
    await tx.run(STORE_SQL, [
      id,
      answer.fingerprint,
      answer.status,
      answer.headers,
      answer.body,
      answer.encoding,
      expiresAt,
      userId,
    ]);
  }

  /** Deletes the stored answers of the user (they hold what the user's requests returned). */
  async deleteOfUser(sql: Sql, userId: number): Promise<void> {
    await sql.run(`DELETE FROM idempotency_records WHERE user_id = $1`, [userId]);
  }

  /** Deletes up to `limit` expired answers with `purgeSql` (of the dialect); the number deleted. */
  async purgeBatch(sql: Sql, purgeSql: string, now: number, limit: number): Promise<number> {
    const { changes } = await sql.run(purgeSql, [now, limit]);
    return changes;
  }
}

/** A row as the driver returns it (BIGINT as text on PostgreSQL) to a StoredAnswer. */
export function toStoredAnswer(row: StoredAnswer): StoredAnswer {
  return { ...row, status: Number(row.status), expires_at: Number(row.expires_at) };
}
