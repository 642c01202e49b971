import { Injectable } from '@nestjs/common';
import { Sql } from '../../database';

/** The standing job's days (table `standing_runs`). */
@Injectable()
export class StandingRepository {
  /**
   * Takes day `day` for this run, in the run's transaction: false when it was taken (a run of the
   * day committed, on this instance or another). On PostgreSQL a second instance's insert waits
   * for the first one's transaction and then finds the row; SQLite's write transactions run one
   * at a time.
   */
  async claim(tx: Sql, day: number, now: number): Promise<boolean> {
    const row = await tx.get(
      `INSERT INTO standing_runs (day, ran_at, halved) VALUES ($1, $2, 0)
       ON CONFLICT (day) DO NOTHING RETURNING day`,
      [day, now],
    );
    return row !== undefined;
  }

  async record(tx: Sql, day: number, halved: number): Promise<void> {
    await tx.run(`UPDATE standing_runs SET halved = $1 WHERE day = $2`, [halved, day]);
  }
}
