import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Pool } from 'pg';
import { throttledWarning } from '../core';
import { PostgresSql } from './postgres-sql';
import { Sql } from './sql';

/** What /health/ready says about one replica. */
export interface ReplicaStatus {
  /** host:port/database (never the password). */
  name: string;
  /** `up` takes reads; `lagging` (beyond REPLICA_MAX_LAG_MS), `down` (errors) and `starting` do not. */
  state: 'starting' | 'up' | 'lagging' | 'down';
  /** How far behind the primary it was at the last check, in ms; null when unknown. */
  lag_ms: number | null;
}

export interface ReplicaOptions {
  urls: string[];
  maxLagMs: number;
  /**
   * Client-side bound of every replica read and check (connection included). A frozen standby
   * (paused VM, partition, stalled disk) never enforces its own statement_timeout.
   */
  timeoutMs: number;
  poolSize: number;
  /** The pg connection options of the primary (`-c …` settings). */
  pgOptions: string;
}

/** A WAL position ("16/B374D848") as a number that compares correctly. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function describe(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

class Replica {
  readonly name: string;
  readonly pool: Pool;
  readonly sql: PostgresSql;
  state: ReplicaStatus['state'] = 'starting';
  lagMs: number | null = null;
  /** Reads it answered (for /metrics). */
  reads = 0;

  constructor(url: string, options: ReplicaOptions) {
    this.name = describe(url);
    this.pool = new Pool({
      connectionString: url,
      max: options.poolSize,
      options: options.pgOptions,
      // A standby that does not answer must not hold a request for long: the read goes to the
      // primary. pg destroys a client whose query timed out, so a frozen connection is not reused.
      connectionTimeoutMillis: options.timeoutMs,
      query_timeout: options.timeoutMs,
      idleTimeoutMillis: 30000,
    });
    // An idle client whose server went away; the next check marks the replica down.
    this.pool.on('error', () => undefined);
    this.sql = new PostgresSql(this.pool);
  }
}

/** Thrown when a replica did not answer within ReplicaOptions.timeoutMs. */
export class ReplicaTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`${name} did not answer within ${timeoutMs} ms (REPLICA_TIMEOUT_MS)`);
  }
}

/**
 * `work`, or a ReplicaTimeoutError after `timeoutMs`, whichever comes first. pg's own timeouts
 * cover the connection and each query; this bounds the whole, also a wait for a pool client.
 */
export async function withinTimeout<T>(
  work: Promise<T>,
  timeoutMs: number,
  name: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReplicaTimeoutError(name, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    // a late failure of the abandoned work is of no interest
    work.catch(() => undefined);
  }
}

/** One sample of the primary's WAL position: everything committed before `at` is at or below `lsn`. */
interface LsnSample {
  at: number;
  lsn: bigint;
}

/**
 * The read replicas (PostgreSQL hot standbys), their health, and the choice of one for a read.
 *
 * Lag is measured by WAL position, not by `now() - pg_last_xact_replay_timestamp()` (which grows on
 * an idle primary although nothing is missing): every check samples the primary's
 * `pg_current_wal_lsn()` with the time, and a replica whose replay position has reached the sample
 * taken at time T has everything committed before T. Its lag is the age of the newest sample it has
 * reached (0 when it has reached the current position). The check runs every quarter of the bound,
 * so a replica falling behind is skipped within about 1.25 × REPLICA_MAX_LAG_MS. Lag is wall-clock
 * time (Date.now, not the injectable Clock): it measures the servers' progress, which tests cannot move.
 */
export class ReadReplicas implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplicas');
  // Each warns when a replica changes state; a replica that flaps is throttled like every other
  // dependency warning (one line per kind every 10 s).
  private readonly warnRead = throttledWarning(this.logger, 'A replica failed a read, now skipped');
  private readonly warnDown = throttledWarning(this.logger, 'A replica is down');
  private readonly warnLagging = throttledWarning(this.logger, 'A replica lags, now skipped');
  private readonly replicas: Replica[];
  private readonly samples: LsnSample[] = [];
  private readonly checkIntervalMs: number;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private next = 0;
  /** Replica reads that the primary answered: no replica was up, or the replica failed (for /metrics). */
  private primaryReads = 0;

  constructor(
    private readonly primary: Sql,
    private readonly options: ReplicaOptions,
  ) {
    this.replicas = options.urls.map((url) => new Replica(url, options));
    this.checkIntervalMs = Math.min(1000, Math.max(25, Math.floor(options.maxLagMs / 4)));
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({ name: r.name, state: r.state, lag_ms: r.lagMs }));
  }

  /** Per replica: its state, lag, reads answered and pool; and the reads the primary took over. */
  usage(): {
    replicas: (ReplicaStatus & { reads: number; pool: Pool })[];
    primaryReads: number;
  } {
    return {
      replicas: this.replicas.map((r) => ({
        name: r.name,
        state: r.state,
        lag_ms: r.lagMs,
        reads: r.reads,
        pool: r.pool,
      })),
      primaryReads: this.primaryReads,
    };
  }

  async onModuleInit(): Promise<void> {
    if (!this.configured) {
      return;
    }
    await this.check();
    this.timer = setInterval(() => void this.check(), this.checkIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.checking;
    // a frozen standby never answers the goodbye: do not hold the shutdown for it
    await Promise.all(
      this.replicas.map((r) =>
        withinTimeout(r.pool.end(), this.options.timeoutMs, r.name).catch(() => undefined),
      ),
    );
  }

  /**
   * Runs a read on the next healthy replica (round robin), or on the primary when none is. A read
   * that fails on a replica, or gets no answer within REPLICA_TIMEOUT_MS, is retried on the
   * primary; when the primary answers, the replica was at fault and is skipped until a check
   * finds it well again.
   */
  async read<T>(query: (sql: Sql) => Promise<T>): Promise<T> {
    const replica = this.pick();
    if (!replica) {
      this.primaryReads += 1;
      return query(this.primary);
    }
    try {
      const result = await withinTimeout(query(replica.sql), this.options.timeoutMs, replica.name);
      replica.reads += 1;
      return result;
    } catch (replicaError) {
      if (replicaError instanceof ReplicaTimeoutError) {
        // at once: the reads that follow must not wait for the same frozen server
        this.markDown(replica, replicaError);
      }
      const result = await query(this.primary);
      this.primaryReads += 1;
      this.markDown(replica, replicaError);
      return result;
    }
  }

  private markDown(replica: Replica, error: unknown): void {
    if (replica.state === 'up') {
      replica.state = 'down';
      replica.lagMs = null; // unknown until a check reaches it again
      this.warnRead(new Error(`${replica.name}: ${(error as Error).message}`));
    }
  }

  private pick(): Replica | undefined {
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count];
      if (replica.state === 'up') {
        this.next = (this.next + i + 1) % count;
        return replica;
      }
    }
    return undefined;
  }

  /** One health and lag check of every replica (never two at once). */
  check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => (this.checking = null));
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    const at = Date.now();
    let current: bigint;
    try {
      const row = await this.primary.get<{ lsn: string }>(
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      current = parseLsn(row!.lsn);
    } catch {
      return; // without the primary's position no lag can be known; the states stay as they are
    }
    this.samples.push({ at, lsn: current });
    // Samples older than ten bounds are of no use: a replica that far behind is lagging anyway.
    while (this.samples.length > 2 && this.samples[0].at < at - 10 * this.options.maxLagMs) {
      this.samples.shift();
    }
    await Promise.all(this.replicas.map((replica) => this.checkOne(replica)));
  }

  private async checkOne(replica: Replica): Promise<void> {
    const before = replica.state;
    try {
      const row = await withinTimeout(
        replica.sql.get<{ standby: boolean; lsn: string | null }>(
          'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn',
        ),
        this.options.timeoutMs,
        replica.name,
      );
      if (!row?.standby || row.lsn === null) {
        throw new Error('not a hot standby (pg_is_in_recovery() is false)');
      }
      const lag = this.lagOf(parseLsn(row.lsn));
      replica.lagMs = lag.ms;
      replica.state = lag.reached && lag.ms <= this.options.maxLagMs ? 'up' : 'lagging';
    } catch (error) {
      replica.state = 'down';
      replica.lagMs = null;
      if (before !== 'down') {
        this.warnDown(new Error(`${replica.name}: ${(error as Error).message}`));
      }
      return;
    }
    if (before !== replica.state && replica.state !== 'up') {
      this.warnLagging(`${replica.name} lags ${replica.lagMs ?? '?'} ms`);
    } else if (before !== replica.state) {
      this.logger.log(`Replica ${replica.name} is up`);
    }
  }

  /**
   * The age of the newest primary sample the replica has replayed (an upper bound of its lag: what
   * it misses was committed after that sample was taken). `reached` is false when it has replayed
   * none of the samples kept: then `ms` is only a lower bound.
   */
  private lagOf(replayed: bigint): { ms: number; reached: boolean } {
    const now = Date.now();
    const last = this.samples.length - 1;
    if (this.samples[last].lsn <= replayed) {
      return { ms: 0, reached: true };
    }
    for (let i = last - 1; i >= 0; i--) {
      if (this.samples[i].lsn <= replayed) {
        return { ms: now - this.samples[i].at, reached: true };
      }
    }
    return { ms: now - this.samples[0].at, reached: false };
  }
}
