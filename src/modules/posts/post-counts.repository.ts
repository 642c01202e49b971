import { Injectable } from '@nestjs/common';
import { Sql } from '../../database';
import type { PostStatus } from './entities/post.entity';
import { viewerBlockedSql } from './rules/post-visibility';
import { bumpSetSql, PostCounter } from './sql/post-counters.sql';
import { RowLocks } from './rules/row-locks';

/** What another module's write on a post (a reaction) needs to know of it first: the rule's facts. */
export interface PostAccessRow {
  user_id: number | null;
  status: PostStatus;
  parent_id: number;
  /** Whether the post's author has blocked the caller (the rule's BlockFacts). */
  viewer_blocked: boolean | number;
}

const ACCESS_ROW_SQL = `SELECT user_id, status, parent_id, ${viewerBlockedSql('posts', '$2')}
  FROM posts WHERE id = $1`;

/** One statement per counter and case, built once. */
function countSql(counter: PostCounter, bump: boolean): string {
  return `UPDATE posts
      SET ${counter} = ${counter} + 1,
          ${bump ? `${bumpSetSql('', '1', '$2')},` : ''}
          updated_at = $2
    WHERE id = $1`;
}

function uncountSql(counter: PostCounter): string {
  return `UPDATE posts SET ${counter} = ${counter} - CASE WHEN ${counter} > 0 THEN 1 ELSE 0 END,
          updated_at = CASE WHEN ${counter} > 0 THEN $2 ELSE updated_at END
    WHERE id = $1
   RETURNING status`;
}

const COUNT_SQL = {
  stars: { plain: countSql('stars', false), bump: countSql('stars', true) },
  flags: { plain: countSql('flags', false), bump: countSql('flags', true) },
};
const UNCOUNT_SQL = { stars: uncountSql('stars'), flags: uncountSql('flags') };

/**
 * The counters of a post that other modules' actions move (reactions), each an atomic UPDATE in
 * the caller's transaction, so the post's counter commits with the change it counts.
 */
@Injectable()
export class PostCountsRepository {
  private readonly accessRowSql: string;

  constructor(locks: RowLocks) {
    this.accessRowSql = ACCESS_ROW_SQL + locks.forReference;
  }

  /**
   * The post's author, status and parent, and whether its author blocked the caller, read inside
   * the caller's transaction and locked against lifecycle changes (a delete waits for the
   * caller's transaction, or the caller for the delete, and then reads what it left).
   */
  accessRow(sql: Sql, postId: number, callerId: number): Promise<PostAccessRow | undefined> {
    return sql.get<PostAccessRow>(this.accessRowSql, [postId, callerId]);
  }

  /**
   * One more on `counter`; with `bump`, a top-level post is also bumped and sorted to now (never
   * backwards), as a first star does.
   */
  async count(
    sql: Sql,
    postId: number,
    counter: PostCounter,
    bump: boolean,
    now: number,
  ): Promise<void> {
    await sql.run(COUNT_SQL[counter][bump ? 'bump' : 'plain'], [postId, now]);
  }

  /** One less on `counter` (never below 0); returns the post's status as of the update. */
  async uncount(
    sql: Sql,
    postId: number,
    counter: PostCounter,
    now: number,
  ): Promise<PostStatus | undefined> {
    const row = await sql.get<{ status: PostStatus }>(UNCOUNT_SQL[counter], [postId, now]);
    return row?.status;
  }
}
