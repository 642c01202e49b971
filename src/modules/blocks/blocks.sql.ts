/**
 * The blocks module's read API for other modules: SQL that asks whether a block stands, for the
 * statements that must refuse or skip what a block forbids (the PostgreSQL star, the visibility
 * rule of the write paths, the notification inserts). Reads only: blocks change through
 * BlocksService.
 */

/**
 * True when the user `blockerId` has blocked the user `blockedId` (both SQL expressions): one
 * probe of the primary key.
 */
export function isBlockedSql(blockerId: string, blockedId: string): string {
  return `EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${blockerId} AND blocked_id = ${blockedId})`;
}
