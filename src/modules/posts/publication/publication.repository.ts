import { Db, Sql } from '../../../database';
import type { PostStatus } from '../entities/post.entity';
import { bumpSetSql } from '../sql/post-counters.sql';
import { replyChainCte } from '../sql/thread.sql';

export interface DueRow {
  id: number;
  parent_id: number;
  published_at: number;
}

/** Where a run of the publisher is in the due posts: after this (published_at, id). */
export interface DueCursor {
  published_at: number;
  id: number;
}

/** Before every due post. */
export const FIRST_DUE: DueCursor = Object.freeze({ published_at: -1, id: 0 });

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
 * Due posts after the cursor `($3, $4)`, in the order of the index `posts_due`: a run walks past
 * posts it cannot publish yet instead of reading them again, so they never stall the others.
 */
export const DUE_BATCH_SQL = `SELECT id, parent_id, published_at FROM posts
  WHERE status = 'pending' AND published_at <= $1 AND (published_at, id) > ($3, $4)
  ORDER BY published_at, id LIMIT $2`;

/** Due posts counted at most, so a scrape stays cheap however far the publisher has fallen behind. */
export const DUE_COUNT_CAP = 100_000;

/**
 * The named queries of the publisher; every method runs inside the publisher's transaction. The
 * two that differ by database (how batches exclude each other) are the subclasses' in
 * publication.repository.sqlite.ts and .postgres.ts, chosen by the module's provider factory.
 */
export abstract class PublicationRepository {
  constructor(protected readonly db: Db) {}

  /**
   * Takes the publisher's lock for this transaction, or answers false at once when another
   * publisher (of this or another instance) holds it; that one publishes what is due. One batch
   * at a time, because a due reply's parent may be a due post of another batch: two batches would
   * each hold a row the other must update, and deadlock.
   */
  abstract tryLockPublisher(tx: Sql): Promise<boolean>;

  /** The next due pending posts after `after`, oldest first. */
  abstract dueBatch(tx: Sql, now: number, limit: number, after: DueCursor): Promise<DueRow[]>;

  /**
   * The backlog at `now` (outside any transaction, for /metrics): pending posts that are due, up
   * to DUE_COUNT_CAP, and the publication time of the oldest (null when none is due).
   */
  async dueBacklog(now: number): Promise<{ count: number; oldest: number | null }> {
    const row = await this.db.get<{ n: number | string; oldest: number | string | null }>(
      `SELECT COUNT(*) AS n, MIN(published_at) AS oldest FROM (
         SELECT published_at FROM posts WHERE status = 'pending' AND published_at <= $1 LIMIT $2
       ) due`,
      [now, DUE_COUNT_CAP],
    );
    return {
      count: Number(row?.n ?? 0),
      oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
    };
  }

  /**
   * Those of `ids` that a reply may be published under: posts its thread lists (published ones
   * and tombstones). Read by primary key, then filtered here: a status condition in the query
   * let the planner pick a partial index on status and scan all of it.
   */
  async listedOf(tx: Sql, ids: number[]): Promise<Set<number>> {
    const rows = await tx.all<{ id: number; status: PostStatus }>(
      `SELECT id, status FROM posts WHERE ${this.db.inIds('id', 1)}`,
      [this.db.idList(ids)],
    );
    return new Set(
      rows
        .filter((r) => r.status === 'published' || r.status === 'deleted')
        .map((r) => Number(r.id)),
    );
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
      `WITH RECURSIVE ${replyChainCte((column) => this.db.inIds(column, 1))}
       SELECT ancestor_id AS id, COUNT(*) AS n FROM chain GROUP BY ancestor_id ORDER BY ancestor_id`,
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
              ${bumpSetSql('', 'CAST($1 AS INTEGER)', 'CAST($2 AS BIGINT)')},
              updated_at = $2
        WHERE ${this.db.inIds('id', 3)}`,
      [n, now, this.db.idList(ids)],
    );
  }
}
