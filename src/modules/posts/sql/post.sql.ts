import { userJoin, userOnlyJoin } from '../../../users';
import type { PostEntity } from '../entities/post.entity';
import { accessSql } from '../rules/post-visibility';

/**
 * The posts module's read API for other modules: the SQL a module may use to read posts joined with
 * its own data (e.g. the post a reaction changed, in the reaction's transaction). Reads only: other
 * modules change posts through PostsService.
 *
 * A PostRow (post.types.ts) is the two lists below, in select order, and every select list of one
 * is built from them: adding a column to the row is one edit here (and, for a new column of
 * `posts`, the entity and its migration).
 */

/** The `posts` columns of a PostRow; their types are the entity's. */
export const POST_ROW_FIELDS = [
  'id',
  'user_id',
  'conversation_id',
  'parent_id',
  'original_id',
  'post',
  'status',
  'type',
  'depth',
  'sort_order',
  'attachment_count',
  'replies',
  'reposts',
  'quotes',
  'stars',
  'flags',
  'reactions',
  'bumps',
  'created_at',
  'updated_at',
  'published_at',
  'sorted_at',
] as const satisfies readonly (keyof PostEntity)[];

/** The author's fields of a PostRow: its user and the extension of its profile image. */
export interface PostAuthorFields {
  username: string;
  display_name: string;
  bio: string;
  media_id: number;
  media_ext: string | null;
}

/** Where each author field is read (`users u`, `media m` of POST_JOINS), in select order. */
const AUTHOR_SOURCES = {
  username: 'u.username',
  display_name: 'u.display_name',
  bio: 'u.bio',
  media_id: 'u.media_id',
  media_ext: 'm.ext',
} as const satisfies { [field in keyof PostAuthorFields]: string };

/** The author's select list over `users u LEFT JOIN media m`, each named as its field. */
export const POST_AUTHOR_COLUMNS = Object.entries(AUTHOR_SOURCES)
  .map(([field, source]) => (source.endsWith(`.${field}`) ? source : `${source} AS ${field}`))
  .join(', ');

/**
 * The select list of a PostRow: the `posts` columns of `posts` (its alias), the author's through
 * POST_JOINS, or, given `author`, from a relation that selected POST_AUTHOR_COLUMNS. Called while
 * the module loads: statement texts are built once (a text built per call is hashed again per call).
 */
export function postRowColumns(posts = 'p', author?: string): string {
  const postColumns = POST_ROW_FIELDS.map((field) => `${posts}.${field}`);
  const authorColumns = author
    ? Object.keys(AUTHOR_SOURCES).map((field) => `${author}.${field}`)
    : [POST_AUTHOR_COLUMNS];
  return [...postColumns, ...authorColumns].join(', ');
}

/** Columns of a PostRow; every post read selects exactly these (`FROM posts p` + POST_JOINS). */
export const POST_COLUMNS = postRowColumns();

/**
 * The author of `p`: a left join, because a tombstone has none (its author columns read NULL).
 * Lists that never hold a tombstone (/latest, timelines, /pending) use AUTHORED_POST_JOINS.
 */
export const POST_JOINS = userJoin('p.user_id', 'LEFT JOIN');

/** The author of `p`, for lists of posts that always have one (an inner join, as before). */
export const AUTHORED_POST_JOINS = userJoin('p.user_id');

/** One post by id. */
export const POST_BY_ID = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE p.id = $1`;

/** The fields of a ReducedPostRow (the result of star/flag/unstar/unflag), in select order. */
export const REDUCED_POST_FIELDS = [
  'id',
  'user_id',
  'conversation_id',
  'parent_id',
  'original_id',
  'post',
  'status',
  'created_at',
  'updated_at',
  'published_at',
  'username',
  'display_name',
  'bio',
] as const satisfies readonly ((typeof POST_ROW_FIELDS)[number] | keyof PostAuthorFields)[];

/** The select list of a ReducedPostRow over `posts p` and its author `users u`. */
function reducedPostColumns(): string {
  return REDUCED_POST_FIELDS.map((field) =>
    field in AUTHOR_SOURCES ? AUTHOR_SOURCES[field as keyof PostAuthorFields] : `p.${field}`,
  ).join(', ');
}

/**
 * Post `postId` as a ReducedPostRow (`p`, with its author's names from `u`) when `callerId` may
 * react to it (post-visibility.ts), as a SELECT (both arguments SQL expressions). A statement that
 * must hold the post against lifecycle changes appends PostgreSQL's `FOR KEY SHARE OF p` (the
 * lock RowLocks' `forReference` names, on the post alone, not its author: a statement-long lock
 * that conflicts with a delete's only; a delete that committed first leaves no row). The
 * statement then answers from these columns instead of reading the post again.
 */
export function reactablePostSql(postId: string, callerId: string): string {
  return `SELECT ${reducedPostColumns()} FROM posts p ${userOnlyJoin('p.user_id')}
     WHERE p.id = ${postId} AND ${accessSql('p', callerId, 'react')}`;
}

/**
 * The fields of a ReducedPostRow read back from `alias` (a CTE or subquery of reactablePostSql), in
 * select order, with `updated_at` given as an SQL expression.
 */
export function reducedPostFieldsOf(alias: string, updatedAt: string): string {
  return REDUCED_POST_FIELDS.map((field) =>
    field === 'updated_at' ? `${updatedAt} AS updated_at` : `${alias}.${field}`,
  ).join(', ');
}

/**
 * The post whose id is `postId`, as `p`, when its reactions are listed to the viewer `viewerId`
 * (both SQL expressions; `counted` of post-visibility.ts): an inner join that drops the rows of
 * the others.
 */
export function reactablePostJoin(postId: string, viewerId: string): string {
  return `JOIN posts p ON p.id = ${postId} AND ${accessSql('p', viewerId, 'counted')}`;
}

/**
 * The post whose id is `postId` (an SQL expression), as `p`, for a condition on its author
 * (`p.user_id`) or status (`p.status`): an inner join, no other table.
 */
export function postOnlyJoin(postId: string): string {
  return `JOIN posts p ON p.id = ${postId}`;
}

/** The ids of the pending posts of the user `userId` (an SQL expression). */
export function pendingPostIdsOf(userId: string): string {
  return `SELECT id FROM posts WHERE user_id = ${userId} AND status = 'pending'`;
}

/**
 * Pending posts, counted over the partial index `posts_due` (`WHERE status = 'pending'`): it holds
 * only the posts waiting for their publication time, so the count grows with the traffic of the
 * last publishing delay, not with the table. The status is a literal because a planner can use a
 * partial index only when the query's own condition implies the index's (a `$1` cannot).
 */
export const COUNT_PENDING_SQL = `SELECT COUNT(*) AS n FROM posts WHERE status = 'pending'`;

/**
 * The columns of an attachment as every attachment read returns it (AttachmentRow), in order: the
 * select and RETURNING lists and PostgreSQL's JSON tuples of a page's attachments come from it.
 */
export const ATTACHMENT_FIELDS = [
  'id',
  'user_id',
  'post_id',
  'type',
  'content',
  'sort_order',
  'created_at',
  'updated_at',
] as const;

/** The attachment columns as a select list, qualified by `alias` when one is given. */
export function attachmentColumns(alias?: string): string {
  return ATTACHMENT_FIELDS.map((field) => (alias ? `${alias}.${field}` : field)).join(', ');
}

/** Whether user `$1` still has a post (a tombstone keeps its author's row referenced). */
export const USER_HAS_POSTS = `SELECT 1 AS found FROM posts WHERE user_id = $1 LIMIT 1`;

/**
 * The account export: up to `$3` of user `$1`'s posts of every status, in id order after id `$2`
 * (keyset pages over the index `posts_author`, so each page costs the same however far in).
 */
export const POSTS_OF_USER_AFTER = `SELECT ${POST_ROW_FIELDS.join(', ')} FROM posts
  WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`;

/** The attachments of the posts whose ids are bound at `$1` (an `inIds` list), in post order. */
export function attachmentsOfPostsSql(inIds: string): string {
  return `SELECT ${attachmentColumns()} FROM attachments WHERE ${inIds}
    ORDER BY post_id, sort_order`;
}

/**
 * Whether the author `userId` (an SQL expression) has a post published at or before `before` (an
 * SQL expression) that is still published: one that has stayed public since then (the standing
 * job). Probes the `posts_user` index.
 */
export function hasPostPublishedSinceSql(userId: string, before: string): string {
  return `EXISTS (SELECT 1 FROM posts sp WHERE sp.user_id = ${userId} AND sp.status = 'published'
            AND sp.published_at <= ${before})`;
}

/** Whether the author `userId` (an SQL expression) has a post a moderator hid, hidden still. */
export function hasHiddenPostSql(userId: string): string {
  return `EXISTS (SELECT 1 FROM posts sh WHERE sh.user_id = ${userId} AND sh.status = 'hidden')`;
}

/** The authors (`user_id`, never null) of the posts whose ids `postIds` (a subquery) selects. */
export function authorsOfPostsSql(postIds: string): string {
  return `SELECT sa.user_id FROM posts sa WHERE sa.id IN (${postIds}) AND sa.user_id IS NOT NULL`;
}
