import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config';
import { ErasureService } from './erasure.service';

/**
 * Every ERASURE_INTERVAL_MS, runs the erasure jobs that nobody holds: those of an instance that
 * died, or that failed. A look still running when the next is due is not overlapped.
 */
@Injectable()
export class ErasureScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Erasure');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly erasure: ErasureService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.ERASURE_INTERVAL_MS > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.ERASURE_INTERVAL_MS);
      this.timer.unref();
      // a job left by a crash is taken up at start, not one interval later
      void this.tick();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.running;
  }

  tick(): Promise<void> {
    this.running ??= this.erasure
      .runDue()
      .catch((error: unknown) =>
        this.logger.error(
          'Looking for erasure jobs failed; retrying on the next tick.',
          error instanceof Error ? error.stack : String(error),
        ),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
