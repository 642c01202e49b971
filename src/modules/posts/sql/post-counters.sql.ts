/**
 * The posts module's write API for SQL: the post-side rules of a write, as SQL fragments, for a
 * statement that must stay one statement (the PostgreSQL star) and for the posts module's own
 * statements. The rules live here once; other modules never spell an UPDATE of `posts`.
 */

/** The post counters another module's action moves. */
export type PostCounter = 'stars' | 'flags';

/**
 * The SET terms of a bump (DESIGN §5): when `when` holds, a top-level post's `bumps` grows by `n`
 * and it is sorted to `now`, never backwards (an author's pending post keeps its future slot).
 * Replies are never bumped. The arguments are SQL expressions; `p` is the alias of the post
 * (empty for an UPDATE without one).
 */
export function bumpSetSql(p: string, n: string, now: string, when = 'TRUE'): string {
  const col = (name: string) => (p ? `${p}.${name}` : name);
  return `bumps = ${col('bumps')} + CASE WHEN ${when} AND ${col('parent_id')} = 0 THEN ${n} ELSE 0 END,
       sorted_at = CASE WHEN ${when} AND ${col('parent_id')} = 0 AND ${col('sorted_at')} < ${now}
                        THEN ${now} ELSE ${col('sorted_at')} END`;
}

/**
 * A data-modifying CTE body that counts one more reaction on each post of the CTE `changed`
 * (columns `post_id`, and `first`: the user's first reaction of the type on it, ever); a first
 * star also bumps the post. Returns `id, updated_at, status` of each post it changed.
 */
export function countReactionSql(counter: PostCounter, changed: string, now: string): string {
  const bump = counter === 'stars' ? `${bumpSetSql('p', '1', now, 'c.first')},` : '';
  return `UPDATE posts p
       SET ${counter} = ${counter} + 1, ${bump}
           updated_at = ${now}
      FROM ${changed} c
     WHERE p.id = c.post_id
    RETURNING p.id, p.updated_at, p.status`;
}
