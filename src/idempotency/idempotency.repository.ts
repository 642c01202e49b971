import { Injectable } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
/** The stored answers of requests sent with an Idempotency-Key (table idempotency_records). */
@Injectable()
export class IdempotencyRepository {
  async find(tx: Sql, id: string): Promise<StoredAnswer | undefined> {
    const row = await tx.get<StoredAnswer>(FIND_SQL, [id]);
    return row && toStoredAnswer(row);
  }

  /**
   * Deletes the rows `deleteSql` (of the dialect) selects for user `userId` between `$1` and `$2`
   * of the column `range` reads, one window of `step` at a time, yielding between windows: no
   * index leads by user (each index is one more page in every keyed COMMIT), so an erasure walks
   * the table instead. `range` gives the column's bounds, or nulls for an empty table.
   */
  async deleteOfUser(
    sql: Sql,
    userId: number,
    walk: { range: string; deleteSql: string; step: number },
  ): Promise<void> {
    const bounds = await sql.get<{ lo: number | null; hi: number | null }>(walk.range);
    if (bounds === undefined || bounds.lo === null || bounds.hi === null) {
      return;
    }
    const hi = Number(bounds.hi);
    for (let from = Number(bounds.lo) - 1; from < hi; from += walk.step) {
      await sql.run(walk.deleteSql, [from, from + walk.step, userId]);
      await nextTurn();
    }
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
