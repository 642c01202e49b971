import { Injectable } from '@nestjs/common';
import { PAGE_SIZE, pageOffset } from '../../core/pagination';
import { Db, Sql } from '../../database/sql';
import { POST_BY_ID } from '../posts/post.read-api';
import { PostRow, ReducedPostRow } from '../posts/post.types';
import { randomTotalShard, totalShardNames } from './reaction-totals';
import { ReactedPostHeader, ReactionRow, ReactionType } from './reaction.types';

/** The post counter of each type. */
const COUNTER: Record<ReactionType, string> = { star: 'stars', flag: 'flags' };

const REACTION_COLUMNS = `r.id, r.user_id, r.post_id, r.type, r.content, r.created_at, r.updated_at,
  u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

/** The statement of addInOneStatement for one type (built once per type). */
function addInOneStatementSql(type: ReactionType): string {
  const counter = COUNTER[type];
  const firstBumps = type === 'star';
  return `WITH target AS (
    SELECT id, user_id FROM posts WHERE id = $2 AND (status = 'published' OR user_id = $1)
  ), inserted AS (
    INSERT INTO reactions (user_id, post_id, type, active, content, created_at, updated_at)
    SELECT $1, id, $3, 1, NULL, CAST($4 AS BIGINT), CAST($4 AS BIGINT) FROM target
    ON CONFLICT (user_id, post_id, type) DO NOTHING
    RETURNING post_id
  ), reactivated AS (
    UPDATE reactions SET active = 1, updated_at = $4
     WHERE user_id = $1 AND post_id = $2 AND type = $3 AND active = 0
       AND EXISTS (SELECT 1 FROM target)
    RETURNING post_id
  ), changed AS (
    SELECT post_id, TRUE AS first FROM inserted
    UNION ALL SELECT post_id, FALSE FROM reactivated
  ), counted AS (
    UPDATE posts p
       SET ${counter} = ${counter} + 1,
           ${
             firstBumps
               ? `bumps = bumps + CASE WHEN c.first AND p.parent_id = 0 THEN 1 ELSE 0 END,
           sorted_at = CASE WHEN c.first AND p.parent_id = 0 AND p.sorted_at < $4
                            THEN $4 ELSE p.sorted_at END,`
               : ''
           }
           updated_at = $4
      FROM changed c
     WHERE p.id = c.post_id
    RETURNING p.id, p.updated_at, p.status
  ), notified AS (
    INSERT INTO notifications (receiver_id, receiver_post_id, initiator_id, initiator_post_id,
                               type, status, content, created_at, updated_at)
    SELECT t.user_id, t.id, CAST($5 AS BIGINT), 0, $3, 'unread', NULL, CAST($4 AS BIGINT),
           CAST($4 AS BIGINT)
      FROM target t JOIN inserted i ON i.post_id = t.id
     WHERE t.user_id <> $1
    RETURNING 1
  ), total AS (
    UPDATE counters SET value = value + 1
     WHERE name = $6 AND EXISTS (SELECT 1 FROM counted WHERE status = 'published')
  )
  SELECT p.id, p.user_id, p.conversation_id, p.parent_id, p.original_id, p.post, p.status,
         p.created_at, COALESCE(c.updated_at, p.updated_at) AS updated_at, p.published_at,
         u.username, u.display_name, u.bio, EXISTS (SELECT 1 FROM notified) AS notified
    FROM target t
    JOIN posts p ON p.id = t.id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN counted c ON c.id = p.id`;
}

const ADD_IN_ONE_STATEMENT: Record<ReactionType, string> = {
  star: addInOneStatementSql('star'),
  flag: addInOneStatementSql('flag'),
};

/** The sum of a total's shards; the names are constants, a literal list (one statement per type). */
const TOTAL_SQL: Record<ReactionType, string> = {
  star: totalSql('star'),
  flag: totalSql('flag'),
};

function totalSql(type: ReactionType): string {
  const names = totalShardNames(type)
    .map((name) => `'${name}'`)
    .join(', ');
  return `SELECT SUM(value) AS value FROM counters WHERE name IN (${names})`;
}

const REACTOR_JOINS = `JOIN users u ON u.id = r.user_id LEFT JOIN media m ON m.id = u.media_id`;

/**
 * Named queries on `reactions`. One row per (user, post, type) forever (unique index); `active`
 * says whether it currently counts. Every change of `active` moves the post's counter and the
 * system total by the same step in the same transaction, with atomic SQL.
 */
@Injectable()
export class ReactionsRepository {
  constructor(private readonly db: Db) {}

  findPostHeader(tx: Sql, postId: number): Promise<ReactedPostHeader | undefined> {
    return tx.get<ReactedPostHeader>(`SELECT user_id, status, parent_id FROM posts WHERE id = $1`, [
      postId,
    ]);
  }

  /** The post with its author, as the reduced result needs it (read inside the write). */
  findPostRow(tx: Sql, postId: number): Promise<PostRow | undefined> {
    return tx.get<PostRow>(POST_BY_ID, [postId]);
  }

  /**
   * PostgreSQL: star or flag as one statement (atomic on its own, one round trip), with the same
   * rules as the transaction of ReactionsService.add: the post must be visible to the caller; a
   * first reaction is inserted (a star also bumps a top-level post, and the author is notified
   * unless it is the caller), a withdrawn one is turned back on; either moves the post's counter
   * and the system total (one of its shard rows); `notified` says whether the author was notified.
   * Rows are locked only while the statement runs,
   * instead of across the round trips of a transaction. Returns the post as the reduced result
   * needs it, or undefined when the caller may not see it.
   *
   * All parts see one snapshot: the INSERT and the UPDATE of the reaction exclude each other (a
   * row that exists is never inserted; one that did not exist is not in the UPDATE's snapshot),
   * and a concurrent first reaction makes this INSERT wait and then do nothing.
   */
  addInOneStatement(
    userId: number,
    postId: number,
    type: ReactionType,
    now: number,
  ): Promise<(ReducedPostRow & { notified: boolean }) | undefined> {
    return this.db.get<ReducedPostRow & { notified: boolean }>(ADD_IN_ONE_STATEMENT[type], [
      userId,
      postId,
      type,
      now,
      type === 'star' ? userId : 0,
      randomTotalShard(type),
    ]);
  }

  /** True when this is the user's first reaction of this type on the post, ever. */
  async insertFirst(
    tx: Sql,
    userId: number,
    postId: number,
    type: ReactionType,
    now: number,
  ): Promise<boolean> {
    const result = await tx.run(
      `INSERT INTO reactions (user_id, post_id, type, active, content, created_at, updated_at)
       VALUES ($1, $2, $3, 1, NULL, $4, $4)
       ON CONFLICT (user_id, post_id, type) DO NOTHING`,
      [userId, postId, type, now],
    );
    return result.changes > 0;
  }

  /** Turns an earlier, withdrawn reaction back on; true when it was off. */
  async reactivate(
    tx: Sql,
    userId: number,
    postId: number,
    type: ReactionType,
    now: number,
  ): Promise<boolean> {
    const result = await tx.run(
      `UPDATE reactions SET active = 1, updated_at = $4
        WHERE user_id = $1 AND post_id = $2 AND type = $3 AND active = 0`,
      [userId, postId, type, now],
    );
    return result.changes > 0;
  }

  /** Withdraws a reaction; true when it was on. */
  async deactivate(
    tx: Sql,
    userId: number,
    postId: number,
    type: ReactionType,
    now: number,
  ): Promise<boolean> {
    const result = await tx.run(
      `UPDATE reactions SET active = 0, updated_at = $4
        WHERE user_id = $1 AND post_id = $2 AND type = $3 AND active = 1`,
      [userId, postId, type, now],
    );
    return result.changes > 0;
  }

  /**
   * The first star ever also bumps a top-level post: `bumps` +1 and `sorted_at` = now (never
   * moved backwards, so an author's own pending post keeps its future publication slot).
   */
  async countFirstStar(tx: Sql, postId: number, now: number): Promise<void> {
    await tx.run(
      `UPDATE posts
          SET stars = stars + 1,
              bumps = bumps + CASE WHEN parent_id = 0 THEN 1 ELSE 0 END,
              sorted_at = CASE WHEN parent_id = 0 AND sorted_at < $2 THEN $2 ELSE sorted_at END,
              updated_at = $2
        WHERE id = $1`,
      [postId, now],
    );
  }

  async incrementPost(tx: Sql, postId: number, type: ReactionType, now: number): Promise<void> {
    const c = COUNTER[type];
    await tx.run(`UPDATE posts SET ${c} = ${c} + 1, updated_at = $2 WHERE id = $1`, [postId, now]);
  }

  /**
   * Returns the post's status as of the update: the row is locked, so on PostgreSQL a publisher
   * that publishes it concurrently has either committed (then this reads `published`) or waits
   * for this transaction (then it counts the reaction as it is after this one).
   */
  async decrementPost(
    tx: Sql,
    postId: number,
    type: ReactionType,
    now: number,
  ): Promise<ReactedPostHeader['status'] | undefined> {
    const c = COUNTER[type];
    const row = await tx.get<{ status: ReactedPostHeader['status'] }>(
      `UPDATE posts SET ${c} = ${c} - CASE WHEN ${c} > 0 THEN 1 ELSE 0 END,
              updated_at = CASE WHEN ${c} > 0 THEN $2 ELSE updated_at END
        WHERE id = $1
       RETURNING status`,
      [postId, now],
    );
    return row?.status;
  }

  async incrementTotal(tx: Sql, type: ReactionType): Promise<void> {
    await tx.run(`UPDATE counters SET value = value + 1 WHERE name = $1`, [randomTotalShard(type)]);
  }

  async decrementTotal(tx: Sql, type: ReactionType): Promise<void> {
    await tx.run(`UPDATE counters SET value = value - 1 WHERE name = $1`, [randomTotalShard(type)]);
  }

  /**
   * The viewer's active reactions of a type on their own pending posts: listed to them, not yet
   * in the system total (only an author can react to a pending post).
   */
  async countOnOwnPending(viewerId: number, type: ReactionType): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts p
         JOIN reactions r ON r.post_id = p.id AND r.user_id = p.user_id
        WHERE p.user_id = $1 AND p.status = 'pending' AND r.type = $2 AND r.active = 1`,
      [viewerId, type],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Active reactions of this type on published posts (kept by the write path and the publisher,
   * no COUNT(*)).
   */
  async total(type: ReactionType): Promise<number> {
    const row = await this.db.get<{ value: number | null }>(TOTAL_SQL[type]);
    return Math.max(0, Number(row?.value ?? 0));
  }

  /**
   * A page of all active reactions of a type, newest first. A reaction on a pending post (only
   * its author can have one) is shown to that author alone.
   */
  pageOfType(type: ReactionType, viewerId: number, page: number): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(
      `SELECT ${REACTION_COLUMNS}
         FROM reactions r
         JOIN posts p ON p.id = r.post_id
         ${REACTOR_JOINS}
        WHERE r.type = $1 AND r.active = 1 AND (p.status = 'published' OR p.user_id = $2)
        ORDER BY r.id DESC
        LIMIT $3 OFFSET $4`,
      [type, viewerId, PAGE_SIZE, pageOffset(page)],
    );
  }

  pageOfPost(postId: number, type: ReactionType, page: number): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(
      `SELECT ${REACTION_COLUMNS}
         FROM reactions r ${REACTOR_JOINS}
        WHERE r.post_id = $1 AND r.type = $2 AND r.active = 1
        ORDER BY r.id DESC
        LIMIT $3 OFFSET $4`,
      [postId, type, PAGE_SIZE, pageOffset(page)],
    );
  }

  pageOfUser(userId: number, type: ReactionType, page: number): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(
      `SELECT ${REACTION_COLUMNS}
         FROM reactions r ${REACTOR_JOINS}
        WHERE r.user_id = $1 AND r.type = $2 AND r.active = 1
        ORDER BY r.id DESC
        LIMIT $3 OFFSET $4`,
      [userId, type, PAGE_SIZE, pageOffset(page)],
    );
  }

  async countOfUser(userId: number, type: ReactionType): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM reactions WHERE user_id = $1 AND type = $2 AND active = 1`,
      [userId, type],
    );
    return Number(row?.n ?? 0);
  }
}
