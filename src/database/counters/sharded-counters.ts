/**
 * A hot counter kept in SHARDS rows of `counters`: `stars_total` and `stars_total:1` …
 * `stars_total:7`, likewise for flags. A write moves one of them, picked at random, so concurrent
 * writers on PostgreSQL rarely wait for the same row lock (one row serialised every star behind
 * the previous one's commit). The value is their sum; a single shard may go below zero when
 * another holds the matching increment, the sum never does (read as 0 if an earlier drift ever
 * made it so).
 */
export type ShardedCounterName = 'stars_total' | 'flags_total';

export const COUNTER_SHARDS = 8;

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
