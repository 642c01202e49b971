import { Injectable } from '@nestjs/common';
import { publisherBatchSeconds } from '../../core/metrics/events';
import { CountersService } from '../../database/counters/counters.service';
import { Db, Sql } from '../../database/sql';
import { PublicationHook } from './publication-hooks';
import { DueRow, PublicationRepository } from './publication.repository';

/** Due posts published per transaction. */
export const PUBLISH_BATCH = 500;

export interface BatchResult {
  /** Due posts this batch took. */
  taken: number;
  /** Of those, the ones it published (still pending when it got them). */
  published: number;
  /** Of those, replies it left pending because their parent is not published yet. */
  heldBack: number;
}

/**
 * Publication of due pending posts (DESIGN §5), exactly once even when several instances run it
 * at the same time: each batch is one transaction that holds the publisher lock (on PostgreSQL an
 * advisory lock; a run that finds it taken ends, leaving the work to the holder) and publishes
 * only those of its due posts that are still pending.
 */
@Injectable()
export class PublisherService {
  private readonly hooks: PublicationHook[] = [];

  constructor(
    private readonly db: Db,
    private readonly publication: PublicationRepository,
    private readonly counters: CountersService,
  ) {}

  /**
   * Registers the work another module does on its own data when posts are published, in the
   * batch's transaction (publication-hooks.ts). Called by the owning modules at start-up.
   */
  onPublished(hook: PublicationHook): void {
    this.hooks.push(hook);
  }

  /** Publishes every post due at `now`, batch after batch; returns how many it published. */
  async publishDue(now: number, batchSize = PUBLISH_BATCH): Promise<number> {
    let published = 0;
    for (;;) {
      const started = performance.now();
      const batch = await this.db.transaction((tx) => this.publishBatch(tx, now, batchSize));
      if (batch.taken > 0) {
        publisherBatchSeconds.observe((performance.now() - started) / 1000);
      }
      published += batch.published;
      // Held-back replies whose parent this batch published go with the next one.
      if ((batch.taken < batchSize && batch.heldBack === 0) || batch.published === 0) {
        return published;
      }
    }
  }

  /**
   * One batch: the posts become public (a top-level post its own conversation); the published
   * total grows by all of them and the `/latest` total by the top-level ones; for the replies,
   * every ancestor's `replies` grows (summed per ancestor over the batch), and each top-level
   * post above them is bumped and sorted to now. Then the other modules' hooks run in the same
   * transaction: the notifications module writes the `reply` notifications, the reactions module
   * adds the authors' reactions on the posts (until now listed to them alone) to the system totals.
   */
  private async publishBatch(tx: Sql, now: number, batchSize: number): Promise<BatchResult> {
    if (!(await this.publication.tryLockPublisher(tx))) {
      return { taken: 0, published: 0, heldBack: 0 };
    }
    const due = await this.publication.dueBatch(tx, now, batchSize);
    if (due.length === 0) {
      return { taken: 0, published: 0, heldBack: 0 };
    }
    const ready = await this.readyToPublish(tx, due);
    if (ready.length === 0) {
      return { taken: due.length, published: 0, heldBack: due.length };
    }
    const published = await this.publication.markPublished(tx, ready, now);
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
    }
    if (published.length > 0) {
      await this.counters.add(tx, 'published_total', published.length);
      if (topLevel > 0) {
        await this.counters.add(tx, 'latest_total', topLevel);
      }
      const postIds = published.map((p) => p.id);
      for (const hook of this.hooks) {
        await hook({ tx, now, postIds, replyIds });
      }
    }
    return {
      taken: due.length,
      published: published.length,
      heldBack: due.length - ready.length,
    };
  }

  /**
   * The due posts that may be published now: top-level posts, and replies whose parent is
   * published or published by this batch before them. A reply is never public before its parent
   * (DESIGN §11); one held back (its parent not due yet, or locked on PostgreSQL and skipped by
   * this batch) goes with a later batch. Due posts come by publication time, and a reply is due
   * no earlier than its pending parent, so a parent comes before its replies.
   */
  private async readyToPublish(tx: Sql, due: DueRow[]): Promise<number[]> {
    const dueIds = new Set(due.map((d) => Number(d.id)));
    const outside = [
      ...new Set(due.map((d) => Number(d.parent_id)).filter((p) => p !== 0 && !dueIds.has(p))),
    ];
    const ready = outside.length > 0 ? await this.publication.publishedOf(tx, outside) : new Set();
    const ids: number[] = [];
    for (const post of due) {
      const parentId = Number(post.parent_id);
      if (parentId === 0 || ready.has(parentId)) {
        ready.add(Number(post.id));
        ids.push(Number(post.id));
      }
    }
    return ids;
  }
}
