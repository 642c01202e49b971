import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../../config';
import { Clock } from '../../../core';
import { PublisherService } from './publisher.service';

const JOB = 'publish-due-posts';

/**
 * Runs the publisher every PUBLISH_INTERVAL_MS. A tick only calls the service with the clock's
 * now; a tick still running when the next is due is not overlapped, and a failed tick is logged
 * and retried on the next one. The interval stops (and a running tick is awaited) on shutdown,
 * before the database closes.
 */
@Injectable()
export class PublicationScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Publisher');
  private running: Promise<void> | null = null;

  constructor(
    private readonly publisher: PublisherService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.PUBLISH_INTERVAL_MS);
    timer.unref();
    this.scheduler.addInterval(JOB, timer);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', JOB)) {
      this.scheduler.deleteInterval(JOB);
    }
    await this.running;
  }

  /** One run of the job; resolves when it is done, never rejects. */
  tick(): Promise<void> {
    if (!this.running) {
      this.running = this.publish().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async publish(): Promise<void> {
    try {
      await this.publisher.publishDue(this.clock.now());
    } catch (error) {
      this.logger.error(
        'Publishing due posts failed; retrying on the next tick.',
        error instanceof Error ? error.stack : String(error),
      );
    }
  }
}
