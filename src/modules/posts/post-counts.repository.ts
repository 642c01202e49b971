import { Injectable } from '@nestjs/common';
import { Sql } from '../../database/sql';
import type { PostStatus } from './post.entity';
import { bumpSetSql, PostCounter } from './post.write-api';
import { RowLocks } from './row-locks';

/** What another module's write on a post needs to know of it first. */
export interface PostHeader {
  user_id: number | null;
  status: PostStatus;
  parent_id: number;
}

const HEADER_SQL = `SELECT user_id, status, parent_id FROM posts WHERE id = $1`;

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

/** The counters of a post that other modules' actions move (reactions), each an atomic UPDATE. */
@Injectable()
export class PostCountsRepository {
  private readonly headerSql: string;

  constructor(locks: RowLocks) {
    this.headerSql = HEADER_SQL + locks.forReference;
  }

  /**
   * Locked against lifecycle changes (a delete waits for the caller's transaction, or the caller
   * for the delete, and then reads what it left).
   */
  header(sql: Sql, postId: number): Promise<PostHeader | undefined> {
    return sql.get<PostHeader>(this.headerSql, [postId]);
  }

  async count(
    sql: Sql,
    postId: number,
    counter: PostCounter,
    bump: boolean,
    now: number,
  ): Promise<void> {
    await sql.run(COUNT_SQL[counter][bump ? 'bump' : 'plain'], [postId, now]);
  }

  async uncount(
    sql: Sql,
    postId: number,
    counter: PostCounter,
    now: number,
  ): Promise<PostHeader['status'] | undefined> {
    const row = await sql.get<{ status: PostHeader['status'] }>(UNCOUNT_SQL[counter], [
      postId,
      now,
    ]);
    return row?.status;
  }
}
