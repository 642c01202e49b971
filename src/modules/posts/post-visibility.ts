import type { PostStatus } from './post.entity';

/**
 * Who may do what with a post: the one visibility rule (DESIGN §11), in TypeScript (`mayAccess`,
 * for a row already read) and in SQL (`accessSql`, its twin, for a statement that filters or
 * locks the post itself). Every read, write and reaction path asks one of them; a new rule (a
 * block between the viewer and the author, say) is added to both here and nowhere else.
 *
 * | status    | open (read the post)     | reply, react |
 * |-----------|--------------------------|--------------|
 * | published | everyone                 | everyone     |
 * | pending   | its author               | its author   |
 * | deleted   | everyone, as a tombstone | nobody       |
 * | hidden    | its author               | nobody       |
 *
 * A tombstone has no author (`user_id` null), so "its author" never matches one.
 */
export type PostAccess = 'open' | 'reply' | 'react';

/** What the rule reads of a post. */
export interface AccessFacts {
  status: PostStatus;
  user_id: number | null;
}

/** Statuses everyone may open; `open` adds the author's own posts of any other status. */
const OPEN_TO_ALL: readonly PostStatus[] = ['published', 'deleted'];

/** True when the viewer (null: anonymous) may do `access` with the post. */
export function mayAccess(post: AccessFacts, viewerId: number | null, access: PostAccess): boolean {
  const own = viewerId !== null && post.user_id === viewerId;
  if (access === 'open') {
    return OPEN_TO_ALL.includes(post.status) || own;
  }
  return post.status === 'published' || (post.status === 'pending' && own);
}

/**
 * The SQL twin of `mayAccess`: a condition on the post `p` (an alias or table name) for the
 * viewer `viewerId` (an SQL expression, or null for an anonymous viewer: the condition then reads
 * nothing but the post's status, so anonymous reads never pay for a rule about the viewer).
 */
export function accessSql(p: string, viewerId: string | null, access: PostAccess): string {
  if (access === 'open') {
    const all = `${p}.status IN (${OPEN_TO_ALL.map((s) => `'${s}'`).join(', ')})`;
    return viewerId === null ? all : `(${all} OR ${p}.user_id = ${viewerId})`;
  }
  return viewerId === null
    ? `${p}.status = 'published'`
    : `(${p}.status = 'published' OR (${p}.status = 'pending' AND ${p}.user_id = ${viewerId}))`;
}

/** The statuses a thread lists (index `posts_thread`) and a post's `replies` counts. */
export const LISTED_IN_THREAD_SQL = `status IN ('published', 'deleted')`;
