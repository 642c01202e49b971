import { ReactionType } from './reaction.types';

/**
 * The system-wide count of active reactions of each type (the total of /reactions/stars/all and
 * /reactions/flags/all) is kept in SHARDS rows of `counters`: `stars_total` and `stars_total:1` …
 * `stars_total:7`, likewise for flags. A reaction write moves one of them, picked at random, so
 * concurrent stars on PostgreSQL rarely wait for the same row lock (one row serialised every star
 * behind the previous one's commit). The total is their sum; a single shard may go below zero
 * when another holds the matching increment, the sum never does (read as 0 if an earlier drift
 * ever made it so).
 */
export const TOTAL_SHARDS = 8;

function shardNames(base: string): readonly string[] {
  return [base, ...Array.from({ length: TOTAL_SHARDS - 1 }, (_, i) => `${base}:${i + 1}`)];
}

// Built once: a reaction write picks one of them.
const SHARD_NAMES: Record<ReactionType, readonly string[]> = {
  star: shardNames('stars_total'),
  flag: shardNames('flags_total'),
};

/** Every counters row of the total of `type`. */
export function totalShardNames(type: ReactionType): readonly string[] {
  return SHARD_NAMES[type];
}

/** The row a write moves. */
export function randomTotalShard(type: ReactionType): string {
  return SHARD_NAMES[type][Math.floor(Math.random() * TOTAL_SHARDS)];
}
