import { Injectable } from '@nestjs/common';
import { publisherBatchSeconds } from '../../../core';
import { CountersRepository, Db, Sql } from '../../../database';
import { PostLifecycleHooks } from '../lifecycle/post-lifecycle';
import { DueCursor, DueRow, FIRST_DUE, PublicationRepository } from './publication.repository';

/** Due posts published per transaction. */
export const PUBLISH_BATCH = 500;

export interface BatchResult {
  /** Due posts this batch took. */
  taken: number;
  /** Of those, the ones it published (still pending when it got them). */
  published: number;
  /** Of those, replies it left pending because their parent is not published yet. */
  heldBack: number;
  /** The last due post it took (where the next batch of the run starts). */
  last: DueCursor | null;
}

const NOTHING_TAKEN: BatchResult = Object.freeze({
  taken: 0,
  published: 0,
  heldBack: 0,
  last: null,
});

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
    private readonly counters: CountersRepository,
    private readonly hooks: PostLifecycleHooks,
  ) {}

  /**
   * Publishes every post due at `now`, batch after batch, each starting after the last post the
   * one before took; returns how many it published. Replies it holds back (their parent hidden,
   * or on PostgreSQL locked by another transaction) wait for the next run, and the run goes on
   * past them: any number of them never stalls the posts due after them.
   */
  async publishDue(now: number, batchSize = PUBLISH_BATCH): Promise<number> {
    let published = 0;
    for (;;) {
      const pass = await this.publishPass(now, batchSize);
      published += pass.published;
      // A reply due before its parent (data from before the rule) was held back by a batch
      // ahead of the one that published the parent: one more pass for those. Each pass
      // publishes something or ends the run.
      if (pass.heldBack === 0 || pass.published === 0) {
        return published;
      }
    }
  }

  /** One walk through the posts due at `now`, a batch at a time. */
  private async publishPass(
    now: number,
    batchSize: number,
  ): Promise<{ published: number; heldBack: number }> {
    const pass = { published: 0, heldBack: 0 };
    let after = FIRST_DUE;
    for (;;) {
      const started = performance.now();
      const batch = await this.db.transaction((tx) => this.publishBatch(tx, now, batchSize, after));
      if (batch.taken > 0) {
        publisherBatchSeconds.observe((performance.now() - started) / 1000);
      }
      pass.published += batch.published;
      pass.heldBack += batch.heldBack;
      if (batch.taken < batchSize || !batch.last) {
        return pass;
      }
      after = batch.last;
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
  private async publishBatch(
    tx: Sql,
    now: number,
    batchSize: number,
    after: DueCursor,
  ): Promise<BatchResult> {
    if (!(await this.publication.tryLockPublisher(tx))) {
      return NOTHING_TAKEN;
    }
    const due = await this.publication.dueBatch(tx, now, batchSize, after);
    if (due.length === 0) {
      return NOTHING_TAKEN;
    }
    const lastDue = due[due.length - 1];
    const last = { published_at: Number(lastDue.published_at), id: Number(lastDue.id) };
    const ready = await this.readyToPublish(tx, due);
    if (ready.length === 0) {
      return { taken: due.length, published: 0, heldBack: due.length, last };
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
      await this.hooks.published({ tx, now, postIds, replyIds });
    }
    return {
      taken: due.length,
      published: published.length,
      heldBack: due.length - ready.length,
      last,
    };
  }

  /**
   * The due posts that may be published now: top-level posts, and replies whose parent a thread
   * lists (published, a tombstone, or published by this batch before them). A reply is never
   * public before its parent (DESIGN §11); one held back (its parent hidden, or locked on
   * PostgreSQL and skipped by this batch) waits for a later run. Due posts come by publication
   * time, and a reply is due no earlier than its pending parent, so a parent comes before its
   * replies.
   */
  private async readyToPublish(tx: Sql, due: DueRow[]): Promise<number[]> {
    const dueIds = new Set(due.map((d) => Number(d.id)));
    const outside = [
      ...new Set(due.map((d) => Number(d.parent_id)).filter((p) => p !== 0 && !dueIds.has(p))),
    ];
    const ready = outside.length > 0 ? await this.publication.listedOf(tx, outside) : new Set();
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
