import { Injectable } from '@nestjs/common';
import { PAGE_SIZE, pageOffset } from '../../core';
import { Db, Sql, SqlParam } from '../../database';
import { pendingPostIdsOf, PostCounter, postOnlyJoin, reactablePostJoin } from '../posts';
import { userJoin } from '../../users';
import { ReactionRow, ReactionType } from './reaction.types';

/** The post counter of each type. */
export const COUNTER: Record<ReactionType, PostCounter> = { star: 'stars', flag: 'flags' };

const REACTION_COLUMNS = `r.id, r.user_id, r.post_id, r.type, r.content, r.created_at, r.updated_at,
  u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

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
