import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database/sql';
import { randomTotalShard } from '../reactions/reaction-totals';
import { ReactionType } from '../reactions/reaction.types';

export interface DueRow {
  id: number;
  parent_id: number;
}

export interface PublishedRow {
  id: number;
  parent_id: number;
}

/** A post whose `replies` grow by `n` because `n` of its descendants were just published. */
export interface AncestorCount {
  id: number;
  n: number;
}

/**
 * The reply chains of a set of replies (`$1`, an id list): one row per (reply, ancestor), `up` = 1
 * for the parent, 2 for the grandparent, … up to the top-level post.
 */
function chainCte(db: Db): string {
  return `chain (reply_id, replier, id, parent_id, user_id, up) AS (
      SELECT r.id, r.user_id, p.id, p.parent_id, p.user_id, 1
        FROM posts r JOIN posts p ON p.id = r.parent_id
       WHERE ${db.inIds('r.id', 1)}
      UNION ALL
      SELECT c.reply_id, c.replier, p.id, p.parent_id, p.user_id, c.up + 1
        FROM chain c JOIN posts p ON p.id = c.parent_id)`;
}

/** Key of the PostgreSQL advisory lock a publisher batch holds (any constant unique to it). */
const PUBLISHER_LOCK = 7_310_050_001;

/** The named queries of the publisher; every method runs inside the publisher's transaction. */
@Injectable()
export class PublicationRepository {
  constructor(private readonly db: Db) {}

  /**
   * PostgreSQL: takes the publisher's transaction-level advisory lock, or answers false at once
   * when another publisher (of this or another instance) holds it; that one publishes what is
   * due. One batch at a time, because a due reply's parent may be a due post of another batch:
   * two batches would each hold a row the other must update, and deadlock. On SQLite the write
   * transaction itself is exclusive.
   */
  async tryLockPublisher(tx: Sql): Promise<boolean> {
    if (this.db.dialect !== 'postgres') {
      return true;
    }
    const row = await tx.get<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock(CAST($1 AS BIGINT)) AS locked`,
      [PUBLISHER_LOCK],
    );
    return row?.locked === true;
  }

  /**
   * The next due pending posts, oldest first. On PostgreSQL they are locked, skipping rows another
   * transaction holds (e.g. the author's reaction to their own pending post): those wait for the
   * next batch.
   */
  dueBatch(tx: Sql, now: number, limit: number): Promise<DueRow[]> {
    const lock = this.db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    return tx.all<DueRow>(
      `SELECT id, parent_id FROM posts WHERE status = 'pending' AND published_at <= $1
        ORDER BY published_at, id LIMIT $2 ${lock}`,
      [now, limit],
    );
  }

  /** Those of `ids` that are published posts. */
  async publishedOf(tx: Sql, ids: number[]): Promise<Set<number>> {
    const rows = await tx.all<{ id: number }>(
      `SELECT id FROM posts WHERE ${this.db.inIds('id', 1)} AND status = 'published'`,
      [this.db.idList(ids)],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * Publishes those of `ids` that are still pending (the guard against publishing twice) and
   * returns them; a top-level post becomes its own conversation.
   */
  markPublished(tx: Sql, ids: number[], now: number): Promise<PublishedRow[]> {
    return tx.all<PublishedRow>(
      `UPDATE posts SET status = 'published', updated_at = $2,
              conversation_id = CASE WHEN parent_id = 0 THEN id ELSE conversation_id END
        WHERE ${this.db.inIds('id', 1)} AND status = 'pending'
       RETURNING id, parent_id`,
      [this.db.idList(ids), now],
    );
  }

  /** Every ancestor of the given replies, with the number of them below it; by id. */
  async ancestorCounts(tx: Sql, replyIds: number[]): Promise<AncestorCount[]> {
    const rows = await tx.all<AncestorCount>(
      `WITH RECURSIVE ${chainCte(this.db)}
       SELECT id, COUNT(*) AS n FROM chain GROUP BY id ORDER BY id`,
      [this.db.idList(replyIds)],
    );
    return rows.map((r) => ({ id: Number(r.id), n: Number(r.n) }));
  }

  /**
   * `replies` +n on each post; a top-level post is also bumped n times and sorted to now (never
   * backwards: a pending top-level post keeps its future slot).
   */
  async addReplies(tx: Sql, ids: number[], n: number, now: number): Promise<void> {
    await tx.run(
      `UPDATE posts SET replies = replies + CAST($1 AS INTEGER),
              bumps = bumps + CASE WHEN parent_id = 0 THEN CAST($1 AS INTEGER) ELSE 0 END,
              sorted_at = CASE WHEN parent_id = 0 AND sorted_at < CAST($2 AS BIGINT)
                               THEN CAST($2 AS BIGINT) ELSE sorted_at END,
              updated_at = $2
        WHERE ${this.db.inIds('id', 3)}`,
      [n, now, this.db.idList(ids)],
    );
  }

  /**
   * One `reply` notification per reply and distinct ancestor author other than the replier, about
   * that author's nearest ancestor post of the reply. Returns the receivers.
   */
  async insertReplyNotifications(tx: Sql, replyIds: number[], now: number): Promise<number[]> {
    const rows = await tx.all<{ receiver_id: number }>(
      `WITH RECURSIVE ${chainCte(this.db)},
       nearest (reply_id, user_id, up) AS (
         SELECT reply_id, user_id, MIN(up) FROM chain
          WHERE user_id <> replier GROUP BY reply_id, user_id)
       INSERT INTO notifications (receiver_id, receiver_post_id, initiator_id, initiator_post_id,
                                  type, status, content, created_at, updated_at)
       SELECT c.user_id, c.id, c.replier, c.reply_id, 'reply', 'unread', NULL,
              CAST($2 AS BIGINT), CAST($2 AS BIGINT)
         FROM chain c
         JOIN nearest n ON n.reply_id = c.reply_id AND n.user_id = c.user_id AND n.up = c.up
        ORDER BY c.reply_id, c.up
       RETURNING receiver_id`,
      [this.db.idList(replyIds), now],
    );
    return rows.map((r) => Number(r.receiver_id));
  }

  /**
   * The counters a batch moves: `published_total` (GET /metric/posts) by every post it published,
   * `latest_total` (GET /latest) by the top-level ones. One statement, inside the batch's transaction.
   */
  async addToPublishedTotals(tx: Sql, published: number, topLevel: number): Promise<void> {
    await tx.run(
      `UPDATE counters
          SET value = value + CASE name WHEN 'latest_total' THEN CAST($2 AS BIGINT)
                                        ELSE CAST($1 AS BIGINT) END
        WHERE name IN ('published_total', 'latest_total')`,
      [published, topLevel],
    );
  }

  /**
   * Adds the active reactions on just-published posts to the system totals (a reaction on a
   * pending post is counted from its publication on). Run after the posts were marked published,
   * as a statement of its own: on PostgreSQL it then sees every reaction committed by a
   * transaction that held a post's row before the publisher; a later one sees the post published
   * and counts itself.
   */
  async addReactionsToTotals(tx: Sql, postIds: number[]): Promise<void> {
    const rows = await tx.all<{ type: ReactionType; n: number }>(
      `SELECT type, COUNT(*) AS n FROM reactions
        WHERE ${this.db.inIds('post_id', 1)} AND active = 1
        GROUP BY type`,
      [this.db.idList(postIds)],
    );
    for (const { type, n } of rows) {
      await tx.run(`UPDATE counters SET value = value + CAST($2 AS BIGINT) WHERE name = $1`, [
        randomTotalShard(type),
        Number(n),
      ]);
    }
  }
}
