/**
 * A hot counter kept in COUNTER_SHARDS rows of `counters`: `stars_total` and `stars_total:1` …
 * `stars_total:63`, likewise for flags. A write moves one of them, so concurrent writers on
 * PostgreSQL rarely wait for the same row lock (one row serialised every star behind the previous
 * one's commit, and a writer that waits misses the commit group it would have joined). The
 * PostgreSQL star and flag move the shard of their connection (connectionShardSql); the other
 * writers pick one at random. The value is their sum; a single shard may go below zero when
 * another holds the matching increment, the sum never does (read as 0 if an earlier drift ever
 * made it so).
 */
export type ShardedCounterName = 'stars_total' | 'flags_total';

export const COUNTER_SHARDS = 64;

function namesOf(base: string): readonly string[] {
  return [base, ...Array.from({ length: COUNTER_SHARDS - 1 }, (_, i) => `${base}:${i + 1}`)];
}

// Built once: a write picks one of them.
const SHARD_NAMES: Record<ShardedCounterName, readonly string[]> = {
  stars_total: namesOf('stars_total'),
  flags_total: namesOf('flags_total'),
};

/** Every row of the counter. */
export function shardNames(name: ShardedCounterName): readonly string[] {
  return SHARD_NAMES[name];
}

/** The row a write moves. */
export function randomShard(name: ShardedCounterName): string {
  return SHARD_NAMES[name][Math.floor(Math.random() * COUNTER_SHARDS)];
}

/**
 * PostgreSQL: the name of the shard of the statement's connection, as an SQL expression: the
 * entry of shardNames at the backend's process id modulo COUNTER_SHARDS (the names are
 * constants). A pool's connections are mostly opened close together and get nearby process ids,
 * so the writers of one instance move different rows and do not queue for a shard's lock; a
 * random pick made two of four concurrent stars share one in about a tenth of cases even with 64
 * shards (docs/performance.md "PostgreSQL: where a write's time goes").
 */
export function connectionShardSql(name: ShardedCounterName): string {
  const names = SHARD_NAMES[name].map((n) => `'${n}'`).join(', ');
  return `(ARRAY[${names}])[pg_backend_pid() % ${COUNTER_SHARDS} + 1]`;
}
