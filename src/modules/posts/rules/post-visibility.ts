import { isBlockedSql } from '../../blocks';
import type { PostStatus } from '../entities/post.entity';

/**
 * Who may do what with a post: the one visibility rule (DESIGN §11), in TypeScript (`mayAccess`,
 * for a row already read) and in SQL (`accessSql`, its twin, for a statement that filters or
 * locks the post itself). Every read, write and reaction path asks one of them; a new rule (a
 * block between the viewer and the author, say) is added to both here and nowhere else.
 *
 * | status    | open (read the post)     | reply, react             | counted      |
 * |-----------|--------------------------|--------------------------|--------------|
 * | published | everyone                 | everyone but the blocked | everyone     |
 * | pending   | its author               | its author               | its author   |
 * | deleted   | everyone, as a tombstone | nobody                   | nobody       |
 * | hidden    | its author               | nobody                   | nobody       |
 *
 * A tombstone has no author (`user_id` null), so "its author" never matches one. "The blocked":
 * users the post's author has blocked (src/modules/blocks) may not reply to, star, flag, unstar
 * or unflag it; they get the 404 of a post they may not see, so the block is not revealed. They
 * may still open it (their reads are those of an anonymous viewer, which a block cannot change).
 * `counted`: the reactions on the post are listed to the viewer and in the totals they are shown
 * (the status part of `react`, without the block rule: a list is not a write).
 */
export type PostAccess = 'open' | 'reply' | 'react' | 'counted';

/** What the rule reads of a post. */
export interface AccessFacts {
  status: PostStatus;
  user_id: number | null;
}

/**
 * What `reply` and `react` read besides: whether the post's author has blocked the viewer, as
 * `viewerBlockedSql` selects it next to the post's columns.
 */
export interface BlockFacts {
  viewer_blocked: boolean | number;
}

/**
 * `viewer_blocked` of BlockFacts for the post `p` (an alias or table name) and the viewer
 * `viewerId` (an SQL expression), as a select-list item: one probe of the blocks' primary key.
 */
export function viewerBlockedSql(p: string, viewerId: string): string {
  return `${isBlockedSql(`${p}.user_id`, viewerId)} AS viewer_blocked`;
}

/** Statuses everyone may open; `open` adds the author's own posts of any other status. */
const OPEN_TO_ALL: readonly PostStatus[] = ['published', 'deleted'];

/** True when the viewer (null: anonymous) may do `access` with the post. */
export function mayAccess(
  post: AccessFacts,
  viewerId: number | null,
  access: 'open' | 'counted',
): boolean;
/** `reply` and `react` read whether the author blocked the viewer, too. */
export function mayAccess(
  post: AccessFacts & BlockFacts,
  viewerId: number | null,
  access: 'reply' | 'react',
): boolean;
export function mayAccess(
  post: AccessFacts & Partial<BlockFacts>,
  viewerId: number | null,
  access: PostAccess,
): boolean {
  const own = viewerId !== null && post.user_id === viewerId;
  if (access === 'open') {
    return OPEN_TO_ALL.includes(post.status) || own;
  }
  const byStatus = post.status === 'published' || (post.status === 'pending' && own);
  return access === 'counted' ? byStatus : byStatus && !post.viewer_blocked;
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
  if (viewerId === null) {
    return `${p}.status = 'published'`;
  }
  const byStatus = `(${p}.status = 'published' OR (${p}.status = 'pending' AND ${p}.user_id = ${viewerId}))`;
  return access === 'counted'
    ? byStatus
    : `(${byStatus} AND NOT ${isBlockedSql(`${p}.user_id`, viewerId)})`;
}

/** The statuses a thread lists (index `posts_thread`) and a post's `replies` counts. */
export const LISTED: readonly PostStatus[] = ['published', 'deleted'];

/** `LISTED` as an SQL condition on the status column. */
export const LISTED_IN_THREAD_SQL = `status IN (${LISTED.map((s) => `'${s}'`).join(', ')})`;
