import { Injectable } from '@nestjs/common';
import { Sql } from '../../database';
import type { PostStatus } from './entities/post.entity';
import { PostAccessRow, PostCountsRepository } from './post-counts.repository';
import type { PostCounter } from './sql/post-counters.sql';

/**
 * A post's counters as other modules' actions (reactions) move them, each in the caller's
 * transaction `tx`, so the counter commits with the change it counts. The posts module's surface
 * for them: its repository stays its own.
 */
@Injectable()
export class PostCountsService {
  constructor(private readonly counts: PostCountsRepository) {}

  /**
   * The post's author, status and parent, and whether its author blocked the caller, read in `tx`
   * and locked against lifecycle changes (a delete waits for the caller's transaction, or the
   * caller for the delete, and then reads what it left).
   */
  accessRow(tx: Sql, postId: number, callerId: number): Promise<PostAccessRow | undefined> {
    return this.counts.accessRow(tx, postId, callerId);
  }

  /**
   * One more on `counter`; with `bump`, a top-level post is also bumped and sorted to now (never
   * backwards), as a first star does.
   */
  count(tx: Sql, postId: number, counter: PostCounter, bump: boolean, now: number): Promise<void> {
    return this.counts.count(tx, postId, counter, bump, now);
  }

  /** One less on `counter` (never below 0); returns the post's status as of the update. */
  uncount(
    tx: Sql,
    postId: number,
    counter: PostCounter,
    now: number,
  ): Promise<PostStatus | undefined> {
    return this.counts.uncount(tx, postId, counter, now);
  }
}
