import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../core';
import { Db } from '../../database';
import { UsersService } from '../../users';
import { StandingRepository } from './standing.repository';
import { inGoodStandingSql } from './standing.sql';

export const DAY_MS = 86_400_000;
/** How long an account's posts must have stayed public, unflagged, for its delay to halve. */
export const STANDING_WINDOW_MS = 48 * 3_600_000;

export interface StandingRun {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  /** Accounts whose delay was halved. */
  halved: number;
}

/**
 * The daily "standing" job (DESIGN §4): halves, rounding up, the publishing delay of every account
 * in good standing (standing.sql.ts and UsersRepository.halveDelays say which), once per UTC day.
 * The day's row and the halving commit together: a run that fails changes nothing and the next
 * look runs it again; a second run of the day, here or on another instance, changes nothing.
 * Halving rounds up, so a delay reaches 1 minute and stays there; 0 stays 0.
 */
@Injectable()
export class StandingService {
  private readonly logger = new Logger('Standing');

  constructor(
    private readonly runs: StandingRepository,
    private readonly users: UsersService,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Runs the job for the UTC day of `now` unless it ran that day; null when it had. */
  async runDaily(now: number = this.clock.now()): Promise<StandingRun | null> {
    const day = Math.floor(now / DAY_MS);
    const run = await this.db.transaction(async (tx) => {
      if (!(await this.runs.claim(tx, day, now))) {
        return null;
      }
      const halved = await this.users.halveDelays(
        tx,
        inGoodStandingSql,
        now - STANDING_WINDOW_MS,
        now,
      );
      await this.runs.record(tx, day, halved);
      return { day, halved };
    });
    if (run) {
      this.logger.log(`Halved the publishing delay of ${run.halved} account(s) in good standing.`);
    }
    return run;
  }
}
