import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../clock';
import { IdempotencyRepository } from './idempotency.repository';

@Injectable()
export class IdempotencyJobs {
  constructor(
    private readonly records: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Deletes expired answers (errors are logged by the scheduler). Every instance runs it; a
   * DELETE of expired rows is the same whichever runs first, and lookups ignore expired rows.
   */
  @Cron(CronExpression.EVERY_10_MINUTES)
  async purgeExpired(): Promise<number> {
    return this.records.purgeExpired(this.clock.now());
  }
}
