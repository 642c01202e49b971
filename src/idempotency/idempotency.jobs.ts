import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../core';
import { KeyLocks } from './key-locks';

@Injectable()
export class IdempotencyJobs {
  constructor(
    private readonly locks: KeyLocks,
    private readonly clock: Clock,
  ) {}

  /**
   * Deletes expired answers in short batches (errors are logged by the scheduler). Every instance
   * runs it; a DELETE of expired rows is the same whichever runs first, and lookups ignore
   * expired rows.
   */
  @Cron(CronExpression.EVERY_10_MINUTES)
  async purgeExpired(): Promise<number> {
    return this.locks.purgeExpired(this.clock.now());
  }
}
