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

const BASE: Record<ReactionType, string> = { star: 'stars_total', flag: 'flags_total' };

/** Every counters row of the total of `type`. */
export function totalShardNames(type: ReactionType): string[] {
  const base = BASE[type];
  return [base, ...Array.from({ length: TOTAL_SHARDS - 1 }, (_, i) => `${base}:${i + 1}`)];
}

/** The row a write moves. */
export function randomTotalShard(type: ReactionType): string {
  return totalShardNames(type)[Math.floor(Math.random() * TOTAL_SHARDS)];
}
