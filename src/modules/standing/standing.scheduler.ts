import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config';
import { StandingService } from './standing.service';

/**
 * Every STANDING_INTERVAL_MS, runs the standing job if today's run (UTC) has not happened yet on
 * any instance: the first look after midnight runs it, the others find the day taken.
 */
@Injectable()
export class StandingScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Standing');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly standing: StandingService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.STANDING_INTERVAL_MS > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.STANDING_INTERVAL_MS);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.running;
  }

  tick(): Promise<void> {
    this.running ??= this.standing
      .runDaily()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.logger.error(
          'The standing job failed; it is tried again on the next look.',
          error instanceof Error ? error.stack : String(error),
        ),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
