/**
 * The posts module's read API for other modules: the SQL a module may use to read posts joined with
 * its own data (e.g. the post a reaction changed, in the reaction's transaction). Reads only: other
 * modules change posts through PostsService. Keep these in step with PostRow (post.types.ts).
 */

/** Columns of a PostRow; every post read selects exactly these (`FROM posts p` + POST_JOINS). */
export const POST_COLUMNS = `p.id, p.user_id, p.conversation_id, p.parent_id, p.original_id, p.post, p.status,
  p.type, p.depth, p.sort_order, p.attachment_count, p.replies, p.reposts, p.quotes, p.stars, p.flags,
  p.reactions, p.bumps, p.created_at, p.updated_at, p.published_at, p.sorted_at,
  u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

export const POST_JOINS = `JOIN users u ON u.id = p.user_id LEFT JOIN media m ON m.id = u.media_id`;

/** One post by id. (SQL texts are built once: a text built per call is hashed again per call.) */
export const POST_BY_ID = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE p.id = $1`;
