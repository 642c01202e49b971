import { CountersRepository, Db, Sql } from '../../database';
import { NotificationsService } from '../notifications';
import {
  mayAccess,
  PostAccessRow,
  PostCountsService,
  PostViewsService,
  ReducedPostRow,
} from '../posts';
import { TOTAL_OF } from './reaction-totals';
import { ReactionType } from './reaction.types';
import { COUNTER, ReactionsRepository } from './reactions.repository';

/**
 * How stars and flags are written: the database-specific part of the reactions module, one
 * implementation per dialect (reaction-writer.sqlite.ts, reaction-writer.postgres.ts), chosen
 * by the module's provider factory (ReactionsService never looks at the dialect). Each method
 * answers the post as it is afterwards, or undefined when the caller may not see it.
 *
 * The rules (DESIGN §6, §11): a reaction row changes state with a conditional statement, and
 * only a change moves the counters, so repeated or concurrent calls never count twice and never
 * go negative. The first reaction ever notifies the author unless it is the caller (by name for a
 * star, anonymously for a flag); a first star bumps a top-level post (the bump rule is the posts
 * module's); a reaction given again after being withdrawn only counts again; the system totals
 * count reactions on published posts only. The other modules' rows change through their
 * repositories and services, in this transaction (on PostgreSQL: through their SQL fragments, in
 * this statement).
 */
export abstract class ReactionWriter {
  constructor(
    protected readonly db: Db,
    protected readonly reactions: ReactionsRepository,
    protected readonly postCounts: PostCountsService,
    protected readonly postViews: PostViewsService,
    protected readonly notifications: NotificationsService,
    protected readonly counters: CountersRepository,
  ) {}

  abstract add(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined>;

  /**
   * Unstar or unflag (both databases): without an active reaction nothing changes. The post's
   * row is locked by its update, so on PostgreSQL a publisher that publishes it concurrently has
   * either committed (the status reads `published`) or counts the reaction as it is after this.
   */
  remove(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined> {
    return this.inTransaction(postId, callerId, async (tx) => {
      if (await this.reactions.deactivate(tx, callerId, postId, type, now)) {
        const status = await this.postCounts.uncount(tx, postId, COUNTER[type], now);
        if (status === 'published') {
          await this.counters.addToShard(tx, TOTAL_OF[type], -1);
        }
      }
    });
  }

  /** One transaction: nothing unless the caller may see the post, then `change`, then the post. */
  protected inTransaction(
    postId: number,
    callerId: number,
    change: (tx: Sql, post: PostAccessRow) => Promise<void>,
  ): Promise<ReducedPostRow | undefined> {
    return this.db.transaction(async (tx) => {
      const post = await this.postCounts.accessRow(tx, postId, callerId);
      if (!post || !mayAccess(post, callerId, 'react')) {
        return undefined;
      }
      await change(tx, post);
      return this.postViews.findRow(postId, tx);
    });
  }
}
