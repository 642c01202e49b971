import { Injectable } from '@nestjs/common';
import { NotificationEvents } from '../../core/events/notification-events';
import { Db, Sql } from '../../database/sql';
import { PublicationRepository } from './publication.repository';

/** Due posts published per transaction. */
export const PUBLISH_BATCH = 500;

export interface BatchResult {
  /** Due posts this batch took. */
  taken: number;
  /** Of those, the ones it published (still pending when it got them). */
  published: number;
}

/**
 * Publication of due pending posts (DESIGN §5), exactly once even when several instances run it
 * at the same time: each batch is one transaction that holds the publisher lock (on PostgreSQL an
 * advisory lock; a run that finds it taken ends, leaving the work to the holder) and publishes
 * only those of its due posts that are still pending.
 */
@Injectable()
export class PublisherService {
  constructor(
    private readonly db: Db,
    private readonly publication: PublicationRepository,
    private readonly events: NotificationEvents,
  ) {}

  /** Publishes every post due at `now`, batch after batch; returns how many it published. */
  async publishDue(now: number, batchSize = PUBLISH_BATCH): Promise<number> {
    let published = 0;
    for (;;) {
      const batch = await this.db.transaction((tx) => this.publishBatch(tx, now, batchSize));
      published += batch.published;
      if (batch.taken < batchSize || batch.published === 0) {
        return published;
      }
    }
  }

  /**
   * One batch: the posts become public (a top-level post its own conversation); the published
   * total grows by all of them and the `/latest` total by the top-level ones; for the replies,
   * every ancestor's `replies` grows (summed per ancestor over the batch), each top-level post
   * above them is bumped and sorted to now, and each distinct ancestor author other than the
   * replier gets one `reply` notification (announced to their streams after the COMMIT).
   */
  private async publishBatch(tx: Sql, now: number, batchSize: number): Promise<BatchResult> {
    if (!(await this.publication.tryLockPublisher(tx))) {
      return { taken: 0, published: 0 };
    }
    const due = await this.publication.dueBatch(tx, now, batchSize);
    if (due.length === 0) {
      return { taken: 0, published: 0 };
    }
    const published = await this.publication.markPublished(
      tx,
      due.map((d) => d.id),
      now,
    );
    const replyIds = published.filter((p) => p.parent_id !== 0).map((p) => p.id);
    const topLevel = published.length - replyIds.length;
    if (replyIds.length > 0) {
      const ancestors = await this.publication.ancestorCounts(tx, replyIds);
      const byCount = new Map<number, number[]>();
      for (const { id, n } of ancestors) {
        const ids = byCount.get(n);
        if (ids) {
          ids.push(id);
        } else {
          byCount.set(n, [id]);
        }
      }
      for (const [n, ids] of byCount) {
        await this.publication.addReplies(tx, ids, n, now);
      }
      const receivers = await this.publication.insertReplyNotifications(tx, replyIds, now);
      if (receivers.length > 0) {
        tx.afterCommit(() => this.events.raise([...new Set(receivers)]));
      }
    }
    if (published.length > 0) {
      await this.publication.addToPublishedTotals(tx, published.length, topLevel);
    }
    return { taken: due.length, published: published.length };
  }
}
