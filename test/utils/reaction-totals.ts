import { COUNTER_SHARDS } from '../../src/database';

/** The rows of each system reaction total, a sharded counter (src/modules/reactions/reaction-totals.ts). */
export const TOTAL_SHARDS = COUNTER_SHARDS;
