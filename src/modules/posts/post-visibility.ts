/** What the write paths' rule reads of a post (a parent, or the post of a star or flag). */
export interface WriteTarget {
  user_id: number;
  status: string;
  /** Whether the post's author has blocked the caller (callerBlockedSql, post.read-api.ts). */
  caller_blocked: boolean | number;
}

/**
 * Whether the caller may reply to, star or flag the post: they may see it (published, or their
 * own), and its author has not blocked them. A post they may not act on answers the same 404 as a
 * missing one, so a block is not revealed. The SQL twin is writablePostSql (post.read-api.ts).
 */
export function mayWriteTo(post: WriteTarget | undefined, callerId: number): boolean {
  return (
    post !== undefined &&
    (post.status === 'published' || post.user_id === callerId) &&
    !post.caller_blocked
  );
}
