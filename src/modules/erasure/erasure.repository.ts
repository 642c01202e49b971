import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database';

export interface ErasureJob {
  id: number;
  user_id: number;
  status: 'running' | 'done';
  /** The claim's fencing token: each claim increments it, so a holder that lost it can tell. */
  attempts: number;
}

const JOB_COLUMNS = 'id, user_id, status, attempts';

/** The account erasure jobs (table `account_erasures`). */
@Injectable()
export class ErasureRepository {
  constructor(private readonly db: Db) {}

  /** The job of the user, created if there is none (one per user: a second request finds it). */
  async ensure(tx: Sql, userId: number, now: number): Promise<ErasureJob> {
    await tx.run(
      `INSERT INTO account_erasures (user_id, status, lease_until, attempts, created_at, updated_at)
       VALUES ($1, 'running', 0, 0, $2, $2)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, now],
    );
    return (await this.ofUser(userId, tx))!;
  }

  ofUser(userId: number, sql: Sql = this.db): Promise<ErasureJob | undefined> {
    return sql.get<ErasureJob>(`SELECT ${JOB_COLUMNS} FROM account_erasures WHERE user_id = $1`, [
      userId,
    ]);
  }

  /**
   * Takes job `id` if it is unfinished and nobody holds it (never held, or the holder's lease ran
   * out): one conditional statement, so of two instances exactly one gets it.
   */
  claim(id: number, now: number, leaseMs: number): Promise<ErasureJob | undefined> {
    return this.db.get<ErasureJob>(
      `UPDATE account_erasures
          SET lease_until = $2, attempts = attempts + 1, updated_at = $3
        WHERE id = $1 AND status = 'running' AND lease_until <= $3
        RETURNING ${JOB_COLUMNS}`,
      [id, now + leaseMs, now],
    );
  }

  /** An unfinished job that nobody holds, oldest first. */
  async due(now: number): Promise<number | undefined> {
    const row = await this.db.get<{ id: number }>(
      `SELECT id FROM account_erasures
        WHERE status = 'running' AND lease_until <= $1
        ORDER BY lease_until, id LIMIT 1`,
      [now],
    );
    return row?.id;
  }

  /** Extends the hold of the claim `attempts`; false when another instance took the job over. */
  async renew(job: ErasureJob, now: number, leaseMs: number): Promise<boolean> {
    const result = await this.db.run(
      `UPDATE account_erasures SET lease_until = $3, updated_at = $4
        WHERE id = $1 AND attempts = $2 AND status = 'running'`,
      [job.id, job.attempts, now + leaseMs, now],
    );
    return result.changes === 1;
  }

  async finish(job: ErasureJob, now: number): Promise<boolean> {
    const result = await this.db.run(
      `UPDATE account_erasures SET status = 'done', lease_until = 0, finished_at = $2, updated_at = $2
        WHERE id = $1 AND status = 'running'`,
      [job.id, now],
    );
    return result.changes === 1;
  }
}
