import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database/sql';

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  /** JSON object of header name → value. */
  headers: string;
  /** base64 of the body bytes. */
  body: string;
  expires_at: number;
}

const FIND_SQL = `SELECT fingerprint, status, headers, body, expires_at
  FROM idempotency_records WHERE id = $1`;
const INSERT_SQL = `INSERT INTO idempotency_records
  (id, fingerprint, status, headers, body, created_at, expires_at, user_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
const DELETE_SQL = `DELETE FROM idempotency_records WHERE id = $1`;
// in batches, so that no purge holds locks long; any instance may run it at any time
const PURGE_SQL = `DELETE FROM idempotency_records WHERE id IN
  (SELECT id FROM idempotency_records WHERE expires_at <= $1 LIMIT 1000)`;

/** The stored answers of requests sent with an Idempotency-Key (table idempotency_records). */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /**
   * PostgreSQL: takes the transaction-level advisory lock of a record id without waiting; false
   * when another transaction (of any instance) holds it. The lock ends with the transaction.
   */
  async tryLock(tx: Sql, id: string): Promise<boolean> {
    const row = await tx.get<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock($1::bigint) AS locked`,
      [BigInt.asIntN(64, BigInt('0x' + id.slice(0, 16))).toString()],
    );
    return row?.locked === true;
  }

  async find(tx: Sql, id: string): Promise<StoredAnswer | undefined> {
    const row = await tx.get<StoredAnswer>(FIND_SQL, [id]);
    return row && { ...row, status: Number(row.status), expires_at: Number(row.expires_at) };
  }

  async delete(tx: Sql, id: string): Promise<void> {
    await tx.run(DELETE_SQL, [id]);
  }

  async insert(
    tx: Sql,
    id: string,
    userId: number | null,
    answer: Omit<StoredAnswer, 'expires_at'>,
    now: number,
    expiresAt: number,
  ): Promise<void> {
    await tx.run(INSERT_SQL, [
      id,
      answer.fingerprint,
      answer.status,
      answer.headers,
      answer.body,
      now,
      expiresAt,
      userId,
    ]);
  }

  async deleteOfUser(userId: number): Promise<void> {
    await this.db.transaction((tx) =>
      tx.run(`DELETE FROM idempotency_records WHERE user_id = $1`, [userId]),
    );
  }

  /** Deletes the records that expired at `now`; the number deleted. */
  async purgeExpired(now: number): Promise<number> {
    let total = 0;
    for (;;) {
      const { changes } = await this.db.run(PURGE_SQL, [now]);
      total += changes;
      if (changes < 1000) {
        return total;
      }
    }
  }
}
