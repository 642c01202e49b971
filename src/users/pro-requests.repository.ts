import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../database';
import type { ProRequestStatus } from './pro-request.entity';
import type { Plan } from './user.types';

export interface ProRequestRow {
  id: number;
  user_id: number;
  status: ProRequestStatus;
  created_at: number;
  closed_at: number | null;
}

export interface OpenProRequestRow {
  id: number;
  user_id: number;
  username: string;
  created_at: number;
}

const REQUEST_COLUMNS = 'id, user_id, status, created_at, closed_at';

/** The statements on `pro_requests` (and the user row lock that orders them with plan changes). */
@Injectable()
export class ProRequestsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The user's plan, with the user's row locked until the transaction ends (an UPDATE that
   * changes nothing takes PostgreSQL's row lock; SQLite's write transactions run one at a time),
   * so a request and the operator's change of the plan happen one after the other.
   */
  async lockUser(tx: Sql, userId: number): Promise<{ plan: Plan } | undefined> {
    return tx.get<{ plan: Plan }>(
      `UPDATE users SET updated_at = updated_at WHERE id = $1 RETURNING plan`,
      [userId],
    );
  }

  planOf(userId: number): Promise<{ plan: Plan } | undefined> {
    return this.db.get<{ plan: Plan }>(`SELECT plan FROM users WHERE id = $1`, [userId]);
  }

  /** Opens a request unless one is open: the partial unique index keeps it to one. */
  async open(tx: Sql, userId: number, now: number): Promise<void> {
    await tx.run(
      `INSERT INTO pro_requests (user_id, status, created_at) VALUES ($1, 'open', $2)
       ON CONFLICT DO NOTHING`,
      [userId, now],
    );
  }

  /** Closes the user's open request, if any, as `status`. */
  async close(
    tx: Sql,
    userId: number,
    status: Exclude<ProRequestStatus, 'open'>,
    now: number,
  ): Promise<boolean> {
    const result = await tx.run(
      `UPDATE pro_requests SET status = $1, closed_at = $2 WHERE user_id = $3 AND status = 'open'`,
      [status, now, userId],
    );
    return result.changes > 0;
  }

  latestOf(userId: number, sql: Sql = this.db): Promise<ProRequestRow | undefined> {
    return sql.get<ProRequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM pro_requests WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId],
    );
  }

  /** A user's requests in id order, after `afterId` (the account export's keyset pages). */
  pageOf(userId: number, afterId: number, limit: number): Promise<ProRequestRow[]> {
    return this.db.all<ProRequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM pro_requests WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  }

  /** Every open request, oldest first, with the user's name (the operator's list). */
  listOpen(): Promise<OpenProRequestRow[]> {
    return this.db.all<OpenProRequestRow>(
      `SELECT r.id, r.user_id, u.username, r.created_at
         FROM pro_requests r JOIN users u ON u.id = r.user_id
        WHERE r.status = 'open'
        ORDER BY r.created_at, r.id`,
    );
  }

  /** Sets the plan and closes the open request as the plan says, in one transaction. */
  setPlan(userId: number, plan: Plan, now: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run(`UPDATE users SET plan = $1, updated_at = $2 WHERE id = $3`, [
        plan,
        now,
        userId,
      ]);
      await this.close(tx, userId, plan === 'pro' ? 'granted' : 'declined', now);
    });
  }
}
