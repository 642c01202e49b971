import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../../core';
import { UploadsService } from './uploads.service';

@Injectable()
export class UploadsJobs {
  constructor(
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  /** Removes the chunks of expired uploads (errors are logged by the scheduler). */
  @Cron(CronExpression.EVERY_10_MINUTES)
  async purgeExpired(): Promise<void> {
    await this.uploads.purgeExpired(this.clock.now());
  }
}
