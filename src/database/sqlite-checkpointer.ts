import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Worker } from 'node:worker_threads';

/** What `PRAGMA wal_checkpoint` reports: WAL frames in all, and those copied to the database. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

type WorkerMessage =
  | ({ type: 'checkpoint'; requested: boolean } & CheckpointResult)
  | { type: 'error'; requested: boolean; message: string };

// The worker: its own connection to the same file, and a PASSIVE checkpoint every interval.
// PASSIVE never waits for and never blocks the writer or the readers; it copies what it can.
// Plain JavaScript evaluated by the worker, so it needs no build step (tests run the TypeScript).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = (requested) => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ type: 'checkpoint', requested, ...result });
  } catch (error) {
    parentPort.postMessage({ type: 'error', requested, message: String(error && error.message) });
  }
};
const timer = setInterval(() => checkpoint(false), workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') {
    checkpoint(true);
  } else if (message === 'stop') {
    clearInterval(timer);
    checkpoint(false);
    db.close();
    parentPort.close();
  }
});
`;

/**
 * Checkpoints the SQLite WAL from a worker thread every SQLITE_CHECKPOINT_INTERVAL_MS, so that
 * copying WAL pages into the database file (and its fsync) does not stall the event loop: SQLite
 * otherwise does it inside the commit that crosses `wal_autocheckpoint`, and every request waits.
 * The connection's own auto-checkpoint stays on (SQLITE_WAL_AUTOCHECKPOINT) as the backstop that
 * bounds the WAL if the worker falls behind or dies.
 */
export class SqliteCheckpointer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SqliteCheckpointer');
  private worker: Worker | null = null;
  private stopping: Promise<void> | null = null;
  private readonly requested: { resolve(r: CheckpointResult): void; reject(e: Error): void }[] = [];
  /** The last checkpoint's report (for tests and diagnostics). */
  last: CheckpointResult | null = null;

  /** `file` null (PostgreSQL, an in-memory database) or `intervalMs` 0: no worker. */
  constructor(
    private readonly file: string | null,
    private readonly intervalMs: number,
  ) {}

  onApplicationBootstrap(): void {
    if (this.file !== null && this.intervalMs > 0) {
      this.start(this.file);
    }
  }

  /** Before the database closes (TypeORM closes it on application shutdown). */
  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  private start(file: string): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        file,
        intervalMs: this.intervalMs,
      },
    });
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.onMessage(message));
    worker.on('error', (error: Error) =>
      this.logger.error(`Checkpoint worker failed: ${error.message}`),
    );
    worker.on('exit', (code) => {
      if (this.worker === worker && this.stopping === null) {
        this.logger.warn(`Checkpoint worker exited (${code}); the auto-checkpoint takes over`);
      }
      this.worker = null;
    });
    this.worker = worker;
  }

  /** One checkpoint now, resolved with its report (tests). */
  checkpointNow(): Promise<CheckpointResult> {
    const worker = this.worker;
    if (!worker) {
      return Promise.reject(new Error('The checkpoint worker is not running.'));
    }
    return new Promise((resolve, reject) => {
      this.requested.push({ resolve, reject });
      worker.postMessage('checkpoint');
    });
  }

  /** Runs a last checkpoint, closes the worker's connection and ends the worker. */
  stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) {
      return Promise.resolve();
    }
    this.stopping ??= new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
    });
    return this.stopping;
  }

  private onMessage(message: WorkerMessage): void {
    const waiter = message.requested ? this.requested.shift() : undefined;
    if (message.type === 'checkpoint') {
      const { busy, log, checkpointed } = message;
      this.last = { busy, log, checkpointed };
      waiter?.resolve(this.last);
    } else {
      this.logger.warn(`Checkpoint failed: ${message.message}`);
      waiter?.reject(new Error(message.message));
    }
  }
}
