/**
 * The posts module's read API on threads, for modules whose data follows a reply (the reply
 * notifications). Reads only.
 */

/**
 * The CTE `chain` (after WITH RECURSIVE): one row per (reply, ancestor) of the replies of the id
 * list (`replyIdsIn(column)` filters `column` by it), with `up` = 1 for the parent, 2 for the
 * grandparent, … up to the top-level post.
 */
export function replyChainCte(replyIdsIn: (column: string) => string): string {
  return `chain (reply_id, replier_id, ancestor_id, parent_id, author_id, up) AS (
      SELECT r.id, r.user_id, p.id, p.parent_id, p.user_id, 1
        FROM posts r JOIN posts p ON p.id = r.parent_id
       WHERE ${replyIdsIn('r.id')}
      UNION ALL
      SELECT c.reply_id, c.replier_id, p.id, p.parent_id, p.user_id, c.up + 1
        FROM chain c JOIN posts p ON p.id = c.parent_id
    )`;
}

/**
 * For each reply of the id list (the SQL expression `replyIdsIn(column)` filters `column` by it),
 * each distinct author of its ancestors with that author's nearest ancestor post of the reply:
 * `reply_id, replier_id, ancestor_id, author_id, up` (1 for the parent, 2 for the grandparent…). The
 * replier is among the authors when they wrote an ancestor.
 */
export function nearestAncestorByAuthorSql(replyIdsIn: (column: string) => string): string {
  return `WITH RECURSIVE ${replyChainCte(replyIdsIn)}, nearest (reply_id, author_id, up) AS (
      SELECT reply_id, author_id, MIN(up) FROM chain GROUP BY reply_id, author_id
    )
    SELECT c.reply_id, c.replier_id, c.ancestor_id, c.author_id, c.up
      FROM chain c
      JOIN nearest n ON n.reply_id = c.reply_id AND n.author_id = c.author_id AND n.up = c.up`;
}
