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
