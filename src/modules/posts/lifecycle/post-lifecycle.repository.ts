import { Injectable } from '@nestjs/common';
import { Sql } from '../../../database';
import type { HideReason, PostStatus } from '../entities/post.entity';
import { RowLocks } from '../rules/row-locks';

/** What a lifecycle change reads of its post (locked for the change). */
export interface LifecycleRow {
  id: number;
  user_id: number | null;
  parent_id: number;
  status: PostStatus;
  hidden_reason: HideReason | null;
  hidden_from: 'pending' | 'published' | null;
}

const LIFECYCLE_ROW = `SELECT id, user_id, parent_id, status, hidden_reason, hidden_from
  FROM posts WHERE id = $1`;

/**
 * `replies` of every ancestor of the post `$1` (its parent and up) change by `$2`, and the
 * top-level one's `bumps` with them: a thread's counts follow the posts it lists.
 */
const ADD_TO_ANCESTORS = `WITH RECURSIVE up (id, parent_id) AS (
    SELECT id, parent_id FROM posts WHERE id = $1
    UNION ALL
    SELECT p.id, p.parent_id FROM up JOIN posts p ON p.id = up.parent_id
  )
  UPDATE posts
     SET replies = replies + CAST($2 AS INTEGER),
         bumps = bumps + CASE WHEN parent_id = 0 THEN CAST($2 AS INTEGER) ELSE 0 END,
         updated_at = $3
   WHERE id IN (SELECT id FROM up)`;

/**
 * A tombstone: no text, attachments, author, reactions or hidden state; a top-level one is its
 * own conversation (also when it was pending) and keeps as many bumps as it lists replies (its
 * stars' bumps go with its reactions).
 */
const TOMBSTONE = `UPDATE posts
   SET status = 'deleted', user_id = NULL, post = '', attachment_count = 0,
       stars = 0, flags = 0, reactions = 0,
       bumps = CASE WHEN parent_id = 0 THEN replies ELSE 0 END,
       conversation_id = CASE WHEN parent_id = 0 THEN id ELSE conversation_id END,
       hidden_reason = NULL, hidden_from = NULL, updated_at = $2
 WHERE id = $1`;

/** The SQL of the post lifecycle; every method runs inside the change's transaction. */
@Injectable()
export class PostLifecycleRepository {
  private readonly lockSql: string;

  constructor(locks: RowLocks) {
    this.lockSql = LIFECYCLE_ROW + locks.forChange;
  }

  /** The post, locked against concurrent replies, reactions, publication and other changes. */
  lock(tx: Sql, id: number): Promise<LifecycleRow | undefined> {
    return tx.get<LifecycleRow>(this.lockSql, [id]);
  }

  /** Whether any post (pending ones included) replies to the post. */
  async hasReplies(tx: Sql, id: number): Promise<boolean> {
    const row = await tx.get(`SELECT 1 AS found FROM posts WHERE parent_id = $1 LIMIT 1`, [id]);
    return row !== undefined;
  }

  /** Removes the post's row, its attachments and the ordinal row of its replies. */
  async remove(tx: Sql, id: number): Promise<void> {
    await tx.run(`DELETE FROM attachments WHERE post_id = $1`, [id]);
    await tx.run(`DELETE FROM reply_ordinals WHERE parent_id = $1`, [id]);
    await tx.run(`DELETE FROM posts WHERE id = $1`, [id]);
  }

  /** Turns the post into a tombstone (TOMBSTONE) and removes its attachments. */
  async tombstone(tx: Sql, id: number, now: number): Promise<void> {
    await tx.run(`DELETE FROM attachments WHERE post_id = $1`, [id]);
    await tx.run(TOMBSTONE, [id, now]);
  }

  async hide(tx: Sql, id: number, reason: HideReason, now: number): Promise<void> {
    await tx.run(
      `UPDATE posts SET hidden_from = status, status = 'hidden', hidden_reason = $2, updated_at = $3
        WHERE id = $1`,
      [id, reason, now],
    );
  }

  async restore(tx: Sql, id: number, now: number): Promise<void> {
    await tx.run(
      `UPDATE posts SET status = hidden_from, hidden_reason = NULL, hidden_from = NULL,
              updated_at = $2
        WHERE id = $1`,
      [id, now],
    );
  }

  /** `replies` (and the top-level post's `bumps`) of the post `id` and its ancestors, by `n`. */
  async addToThread(tx: Sql, id: number, n: number, now: number): Promise<void> {
    await tx.run(ADD_TO_ANCESTORS, [id, n, now]);
  }

  /**
   * Up to `limit` ids of the user's posts in the given statuses, deepest first (a user's own
   * replies go before the posts they reply to, which then may have none left).
   */
  async idsOf(
    userId: number,
    statuses: readonly PostStatus[],
    limit: number,
    sql: Sql,
    hiddenReason?: HideReason,
  ): Promise<number[]> {
    const rows = await sql.all<{ id: number }>(
      `SELECT id FROM posts
        WHERE user_id = $1 AND status IN (${statuses.map((s) => `'${s}'`).join(', ')})
          ${hiddenReason === undefined ? '' : 'AND hidden_reason = $3'}
        ORDER BY depth DESC, id DESC LIMIT $2`,
      hiddenReason === undefined ? [userId, limit] : [userId, limit, hiddenReason],
    );
    return rows.map((r) => Number(r.id));
  }
}
