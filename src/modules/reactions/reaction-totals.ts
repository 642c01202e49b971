import { ShardedCounterName, shardNames } from '../../database';
import { ReactionType } from './reaction.types';

/**
 * The system-wide count of active reactions of each type on published posts (the total of
 * /reactions/stars/all and /reactions/flags/all): a sharded counter (sharded-counters.ts), moved
 * by every change of a reaction on a published post and by the publication of a post with
 * reactions.
 */
export const TOTAL_OF: Record<ReactionType, ShardedCounterName> = {
  star: 'stars_total',
  flag: 'flags_total',
};

/** Every counters row of the total of `type`. */
export function totalShardNames(type: ReactionType): readonly string[] {
  return shardNames(TOTAL_OF[type]);
}
