/**
 * The reactions module's read API for other modules: SQL to read reactions joined with their own
 * data (the viewer's stars and flags on a page of posts). Reads only.
 */

/**
 * `post_id, type` of the active reactions of the viewer (the SQL expression `viewerId`) on the
 * posts that `postIdsIn(column)` admits.
 */
export function viewerReactionsSql(
  viewerId: string,
  postIdsIn: (column: string) => string,
): string {
  return `SELECT post_id, type FROM reactions
      WHERE user_id = ${viewerId} AND active = 1 AND ${postIdsIn('post_id')}`;
}

/**
 * Per post with active flags: `post_id`, `flags` (the distinct users flagging it: one reaction
 * row per user and type) and `last_flagged_at` (the newest flag, given or given again). The
 * moderation queue's source; it reads the active flags through the `reactions_type` index.
 */
export const FLAGS_BY_POST_SQL = `SELECT post_id, COUNT(*) AS flags, MAX(updated_at) AS last_flagged_at
   FROM reactions WHERE type = 'flag' AND active = 1 GROUP BY post_id`;

/**
 * The number (`n`) of distinct users whose active flag on the post `postId` was given (or given
 * again) after `since` (both SQL expressions).
 */
export function flagsSinceSql(postId: string, since: string): string {
  return `SELECT COUNT(*) AS n FROM reactions
    WHERE post_id = ${postId} AND type = 'flag' AND active = 1 AND updated_at > ${since}`;
}

/**
 * `post_id` of the active flags given (or given again) after `since` (an SQL expression): the
 * standing job's "flagged lately". Reads the active flags through the `reactions_type` index.
 */
export function flaggedPostIdsSinceSql(since: string): string {
  return `SELECT post_id FROM reactions WHERE type = 'flag' AND active = 1 AND updated_at > ${since}`;
}
