import { Injectable } from '@nestjs/common';
import { PAGE_SIZE, pageOffset } from '../../core/pagination';
import { addToCounterSql } from '../../database/counters/counters.write-api';
import { randomShard } from '../../database/counters/sharded-counters';
import { Db, Sql, SqlParam } from '../../database/sql';
import {
  insertNotificationsSql,
  notificationTotalSql,
} from '../notifications/notification.write-api';
import {
  pendingPostIdsOf,
  postJoin,
  postOnlyJoin,
  reducedPostColumns,
  reactablePostJoin,
  reactablePostSql,
} from '../posts/post.read-api';
import { userJoin } from '../../users/user.read-api';
import { ReducedPostRow } from '../posts/post.types';
import { countReactionSql, PostCounter } from '../posts/post.write-api';
import { TOTAL_OF } from './reaction-totals';
import { ReactionRow, ReactionType } from './reaction.types';

/** The post counter of each type. */
export const COUNTER: Record<ReactionType, PostCounter> = { star: 'stars', flag: 'flags' };

const REACTION_COLUMNS = `r.id, r.user_id, r.post_id, r.type, r.content, r.created_at, r.updated_at,
  u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

/**
 * The statement of addInOneStatement for one type (built once per type). The reaction's own rows
 * are this module's SQL; the post's counter and bump, the notification and the system total are
 * their owners' fragments (post.write-api.ts, notification.write-api.ts, counters.write-api.ts).
 */
function addInOneStatementSql(type: ReactionType): string {
  return `WITH target AS (
    ${reactablePostSql('$2', '$1')}
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
    ${countReactionSql(COUNTER[type], 'changed', '$4')}
  ), notice AS (
    SELECT t.user_id AS receiver_id, t.id AS receiver_post_id,
           CAST($5 AS BIGINT) AS initiator_id, CAST(0 AS BIGINT) AS initiator_post_id,
           CAST($3 AS TEXT) AS type, CAST($1 AS BIGINT) AS actor_id,
           CAST($4 AS BIGINT) AS created_at
      FROM target t JOIN inserted i ON i.post_id = t.id
  ), notified AS (
    ${insertNotificationsSql('notice')}
  ), notified_total AS (
    ${notificationTotalSql('notified')}
  ), total AS (
    ${addToCounterSql('$6', '1', `EXISTS (SELECT 1 FROM counted WHERE status = 'published')`)}
  )
  SELECT ${reducedPostColumns('COALESCE(c.updated_at, p.updated_at)')},
         EXISTS (SELECT 1 FROM notified) AS notified
    FROM target t
    ${postJoin('t.id')}
    LEFT JOIN counted c ON c.id = p.id`;
}

const ADD_IN_ONE_STATEMENT: Record<ReactionType, string> = {
  star: addInOneStatementSql('star'),
  flag: addInOneStatementSql('flag'),
};

/** Active reactions per type on a set of posts (`$1`, an id list); built per Db. */
function activeOnPostsSql(db: Db): string {
  return `SELECT type, COUNT(*) AS n FROM reactions
   WHERE ${db.inIds('post_id', 1)} AND active = 1
   GROUP BY type`;
}

const REACTOR_JOINS = userJoin('r.user_id');

/**
 * The statements of the reaction lists for a viewer who hides the authors of an id list (their
 * blocks): their reactions and the reactions on their posts are left out, and each list's total
 * is its usual total less the counts below. Built per Db (the id list's SQL differs).
 */
function hidingSql(db: Db) {
  const published = `p.status = 'published'`;
  return {
    /** All reactions of a type (`$1`), the viewer `$2`, without those of the list `$5`. */
    pageOfType: `SELECT ${REACTION_COLUMNS}
         FROM reactions r
         ${reactablePostJoin('r.post_id', '$2')}
         ${REACTOR_JOINS}
        WHERE r.type = $1 AND r.active = 1
          AND NOT (${db.inIds('r.user_id', 5)}) AND NOT (${db.inIds('p.user_id', 5)})
        ORDER BY r.id DESC
        LIMIT $3 OFFSET $4`,
    /**
     * Active reactions of a type (`$1`) on published posts given by, or on posts of, the list
     * `$2`: each half over its own index (`reactions_user`; `posts_user` then `reactions_post`),
     * UNION counting a reaction of one of them on another's post once.
     */
    countOfTypeBy: `SELECT COUNT(*) AS n FROM (
          SELECT r.id FROM reactions r ${postOnlyJoin('r.post_id')}
           WHERE ${db.inIds('r.user_id', 2)} AND r.type = $1 AND r.active = 1 AND ${published}
          UNION
          SELECT r.id FROM reactions r ${postOnlyJoin('r.post_id')}
           WHERE ${db.inIds('p.user_id', 2)} AND ${published} AND r.type = $1 AND r.active = 1
        ) hidden`,
    /** The reactions of a type (`$2`) on the post `$1`, without those of the list `$5`. */
    pageOfPost: `SELECT ${REACTION_COLUMNS}
         FROM reactions r ${REACTOR_JOINS}
        WHERE r.post_id = $1 AND r.type = $2 AND r.active = 1 AND NOT (${db.inIds('r.user_id', 5)})
        ORDER BY r.id DESC
        LIMIT $3 OFFSET $4`,
    countOnPostBy: `SELECT COUNT(*) AS n FROM reactions
      WHERE post_id = $1 AND type = $2 AND active = 1 AND ${db.inIds('user_id', 3)}`,
    /** The user `$1`'s reactions of a type (`$2`), without those on posts of the list `$5`. */
    pageOfUser: `SELECT ${REACTION_COLUMNS}
         FROM reactions r ${REACTOR_JOINS}
         ${postOnlyJoin('r.post_id')}
        WHERE r.user_id = $1 AND r.type = $2 AND r.active = 1 AND NOT (${db.inIds('p.user_id', 5)})
        ORDER BY r.id DESC
        LIMIT $3 OFFSET $4`,
    countOfUserOn: `SELECT COUNT(*) AS n FROM reactions r ${postOnlyJoin('r.post_id')}
      WHERE r.user_id = $1 AND r.type = $2 AND r.active = 1 AND ${db.inIds('p.user_id', 3)}`,
  };
}

/**
 * Named queries on `reactions`. One row per (user, post, type) forever (unique index); `active`
 * says whether it currently counts. Every change of `active` moves the post's counter and the
 * system total by the same step in the same transaction, with atomic SQL.
 */
@Injectable()
export class ReactionsRepository {
  private readonly activeOnPostsSql: string;
  private readonly hiding: ReturnType<typeof hidingSql>;

  constructor(private readonly db: Db) {
    this.activeOnPostsSql = activeOnPostsSql(db);
    this.hiding = hidingSql(db);
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
      randomShard(TOTAL_OF[type]),
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
   * The viewer's active reactions of a type on their own pending posts: listed to them, not yet
   * in the system total (only an author can react to a pending post).
   */
  async countOnOwnPending(viewerId: number, type: ReactionType): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM reactions r
        WHERE r.user_id = $1 AND r.type = $2 AND r.active = 1
          AND r.post_id IN (${pendingPostIdsOf('$1')})`,
      [viewerId, type],
    );
    return Number(row?.n ?? 0);
  }

  /** Active reactions per type on the posts `postIds`, e.g. those a publisher batch published. */
  async activeOnPosts(tx: Sql, postIds: number[]): Promise<{ type: ReactionType; n: number }[]> {
    const rows = await tx.all<{ type: ReactionType; n: number }>(this.activeOnPostsSql, [
      this.db.idList(postIds),
    ]);
    return rows.map((r) => ({ type: r.type, n: Number(r.n) }));
  }

  /** Removes every reaction, active or not, on the posts `postIds` (posts being deleted). */
  async removeOnPosts(tx: Sql, postIds: number[]): Promise<void> {
    await tx.run(`DELETE FROM reactions WHERE ${this.db.inIds('post_id', 1)}`, [
      this.db.idList(postIds),
    ]);
  }

  /**
   * A page of all active reactions of a type, newest first. A reaction on a pending post (only
   * its author can have one) is shown to that author alone.
   */
  pageOfType(type: ReactionType, viewerId: number, page: number): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(
      `SELECT ${REACTION_COLUMNS}
         FROM reactions r
         ${reactablePostJoin('r.post_id', '$2')}
         ${REACTOR_JOINS}
        WHERE r.type = $1 AND r.active = 1
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

  /**
   * The user's active reactions of a type after id `after`, in id order (keyset pages of the
   * account export and erasure, over `reactions_user`).
   */
  activeOfUserAfter(
    userId: number,
    type: ReactionType,
    after: number,
    limit: number,
  ): Promise<
    { id: number; post_id: number; type: ReactionType; created_at: number; updated_at: number }[]
  > {
    return this.db.all(
      `SELECT id, post_id, type, created_at, updated_at FROM reactions
        WHERE user_id = $1 AND type = $2 AND active = 1 AND id > $3 ORDER BY id LIMIT $4`,
      [userId, type, after, limit],
    );
  }

  /** The posts the user ever flagged (their rows, active or not: the erasure). */
  async flaggedByUser(userId: number): Promise<number[]> {
    const rows = await this.db.all<{ post_id: number }>(
      `SELECT post_id FROM reactions WHERE user_id = $1 AND type = 'flag' ORDER BY id`,
      [userId],
    );
    return rows.map((r) => r.post_id);
  }

  /** Deletes one reaction row; whether it was there. */
  async deleteOne(tx: Sql, userId: number, postId: number, type: ReactionType): Promise<boolean> {
    const row = await tx.get(
      `DELETE FROM reactions WHERE user_id = $1 AND post_id = $2 AND type = $3 RETURNING id`,
      [userId, postId, type],
    );
    return row !== undefined;
  }

  /** Every reaction row of the user, active or not (the erasure, once the active ones were withdrawn). */
  async deleteOfUser(userId: number): Promise<void> {
    await this.db.transaction((tx) => tx.run(`DELETE FROM reactions WHERE user_id = $1`, [userId]));
  }

  async countOfUser(userId: number, type: ReactionType): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM reactions WHERE user_id = $1 AND type = $2 AND active = 1`,
      [userId, type],
    );
    return Number(row?.n ?? 0);
  }

  // The lists for a viewer who hides the authors `hidden` (hidingSql).

  pageOfTypeHiding(
    type: ReactionType,
    viewerId: number,
    page: number,
    hidden: readonly number[],
  ): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(this.hiding.pageOfType, [
      type,
      viewerId,
      PAGE_SIZE,
      pageOffset(page),
      this.db.idList([...hidden]),
    ]);
  }

  countOfTypeBy(type: ReactionType, hidden: readonly number[]): Promise<number> {
    return this.count(this.hiding.countOfTypeBy, [type, this.db.idList([...hidden])]);
  }

  pageOfPostHiding(
    postId: number,
    type: ReactionType,
    page: number,
    hidden: readonly number[],
  ): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(this.hiding.pageOfPost, [
      postId,
      type,
      PAGE_SIZE,
      pageOffset(page),
      this.db.idList([...hidden]),
    ]);
  }

  countOnPostBy(postId: number, type: ReactionType, hidden: readonly number[]): Promise<number> {
    return this.count(this.hiding.countOnPostBy, [postId, type, this.db.idList([...hidden])]);
  }

  pageOfUserHiding(
    userId: number,
    type: ReactionType,
    page: number,
    hidden: readonly number[],
  ): Promise<ReactionRow[]> {
    return this.db.all<ReactionRow>(this.hiding.pageOfUser, [
      userId,
      type,
      PAGE_SIZE,
      pageOffset(page),
      this.db.idList([...hidden]),
    ]);
  }

  countOfUserOn(userId: number, type: ReactionType, hidden: readonly number[]): Promise<number> {
    return this.count(this.hiding.countOfUserOn, [userId, type, this.db.idList([...hidden])]);
  }

  private async count(sql: string, params: SqlParam[]): Promise<number> {
    const row = await this.db.get<{ n: number }>(sql, params);
    return Number(row?.n ?? 0);
  }
}
