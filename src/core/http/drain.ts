import { Injectable, Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is draining: it received SIGTERM and answers /health/ready with 503 so
 * that the load balancer takes it out, while it still serves every request that arrives.
 */
@Injectable()
export class DrainState {
  private since: number | null = null;
  /** Called once when the drain starts (a spot for a metric or an event). */
  onDrain: (() => void) | null = null;

  get draining(): boolean {
    return this.since !== null;
  }

  start(): void {
    if (this.since === null) {
      this.since = Date.now();
      this.onDrain?.();
    }
  }
}

/**
 * SIGTERM (an orchestrator's or a rolling restart's stop): readiness turns to 503 at once, the
 * listener stays open for `drainMs` (SHUTDOWN_DRAIN_MS) while the balancer's health checks notice,
 * then Nest's shutdown runs (see shutdown.ts: requests in flight finish, idle connections close).
 * SIGINT (Ctrl-C) shuts down at once. A second signal during the drain is ignored, as Nest does.
 * An explicit exit, because re-raising the signal does nothing when node runs as PID 1.
 */
export function shutDownOnSignals(app: INestApplication, drainMs: number): void {
  const logger = new Logger('Shutdown');
  const drain = app.get(DrainState);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      return;
    }
    stopping = true;
    const wait = signal === 'SIGTERM' ? drainMs : 0;
    drain.start();
    if (wait > 0) {
      logger.log(`${signal}: draining for ${wait} ms (readiness answers 503), then shutting down`);
    }
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`Error during shutdown: ${(error as Error)?.stack ?? String(error)}`);
          process.exit(1);
        },
      );
    }, wait);
  };
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
  for (const signal of signals) {
    process.on(signal, onSignal);
  }
  // an app closed otherwise (a test's app.close()) leaves no listener behind
  (app.getHttpAdapter().getInstance() as FastifyInstance).addHook('onClose', () => {
    for (const signal of signals) {
      process.removeListener(signal, onSignal);
    }
  });
}
