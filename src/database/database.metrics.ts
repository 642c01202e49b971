import type { Pool } from 'pg';
import { MetricsRegistry, type Sample } from '../core';
import { ReadReplicas } from './read-replicas';

const STATES = ['starting', 'up', 'lagging', 'down'] as const;

/**
 * The database on /metrics: the connections of each PostgreSQL pool (the primary's and each
 * replica's), and per replica its state, lag and the reads it answered. SQLite has one connection
 * and no pool: nothing of it is listed. All read at scrape time from what pg and ReadReplicas keep.
 */
export function registerDatabaseMetrics(
  metrics: MetricsRegistry,
  primaryPool: Pool | null,
  replicas: ReadReplicas,
): void {
  const pools = (): { pool: string; of: Pool }[] => [
    ...(primaryPool ? [{ pool: 'primary', of: primaryPool }] : []),
    ...replicas.usage().replicas.map((r) => ({ pool: r.name, of: r.pool })),
  ];
  const poolGauge = (name: string, help: string, value: (pool: Pool) => number) =>
    metrics.scraped(name, help, 'gauge', () =>
      pools().map(({ pool, of }): Sample => ({ labels: { pool }, value: value(of) })),
    );
  poolGauge(
    'social_db_pool_connections',
    'Connections of a database pool, open (busy or idle)',
    (p) => p.totalCount,
  );
  poolGauge(
    'social_db_pool_idle_connections',
    'Idle connections of a database pool',
    (p) => p.idleCount,
  );
  poolGauge(
    'social_db_pool_waiting_requests',
    'Queries waiting for a connection of a database pool',
    (p) => p.waitingCount,
  );
  if (primaryPool) {
    metrics.scraped(
      'social_db_pool_max_connections',
      'Size limit of each database pool (DATABASE_POOL_SIZE)',
      'gauge',
      () => pools().map(({ pool, of }) => ({ labels: { pool }, value: of.options.max ?? 10 })),
    );
  }
  if (!replicas.configured) {
    return;
  }
  metrics.scraped(
    'social_replica_up',
    'Read replica state: 1 when it takes reads (up), 0 when starting, lagging or down',
    'gauge',
    () =>
      replicas
        .usage()
        .replicas.map((r) => ({ labels: { replica: r.name }, value: r.state === 'up' ? 1 : 0 })),
  );
  metrics.scraped(
    'social_replica_state',
    'Read replica state as one series per state (1 for the current one)',
    'gauge',
    () =>
      replicas.usage().replicas.flatMap((r) =>
        STATES.map((state) => ({
          labels: { replica: r.name, state },
          value: r.state === state ? 1 : 0,
        })),
      ),
  );
  metrics.scraped(
    'social_replica_lag_seconds',
    'How far a read replica was behind the primary at the last check (absent while unknown)',
    'gauge',
    () =>
      replicas
        .usage()
        .replicas.filter((r) => r.lag_ms !== null)
        .map((r) => ({ labels: { replica: r.name }, value: r.lag_ms! / 1000 })),
  );
  metrics.scraped(
    'social_replica_reads_total',
    'Reads of replica-routed requests, by the server that answered: a replica, or the primary when none was up or the replica failed',
    'counter',
    () => {
      const usage = replicas.usage();
      return [
        ...usage.replicas.map((r) => ({ labels: { target: r.name }, value: r.reads })),
        { labels: { target: 'primary' }, value: usage.primaryReads },
      ];
    },
  );
}
