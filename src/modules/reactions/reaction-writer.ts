import { CountersService } from '../../database/counters/counters.service';
import { Db, Sql } from '../../database/sql';
import { NotificationsService } from '../notifications/notifications.service';
import { PostCountsService, PostHeader } from '../posts/post-counts.service';
import { ReducedPostRow } from '../posts/post.types';
import { mayAccess } from '../posts/post-visibility';
import { TOTAL_OF } from './reaction-totals';
import { ReactionType } from './reaction.types';
import { COUNTER, ReactionsRepository } from './reactions.repository';

/** The services of the other data a reaction moves: the post's counters, notifications, totals. */
export interface ReactionEffects {
  posts: PostCountsService;
  notifications: NotificationsService;
  counters: CountersService;
}

/**
 * How stars and flags are written: the database-specific part of the reactions module, chosen
 * by the module's provider factory (ReactionsService never looks at the dialect). Each method
 * answers the post as it is afterwards, or undefined when the caller may not see it.
 *
 * The rules (DESIGN §6, §11): a reaction row changes state with a conditional statement, and
 * only a change moves the counters, so repeated or concurrent calls never count twice and never
 * go negative. The first reaction ever notifies the author unless it is the caller (by name for a
 * star, anonymously for a flag); a first star bumps a top-level post (the bump rule is the posts
 * module's); a reaction given again after being withdrawn only counts again; the system totals
 * count reactions on published posts only. The other modules' rows change through their
 * services, in this transaction (on PostgreSQL: through their SQL fragments, in this statement).
 */
export abstract class ReactionWriter {
  constructor(
    protected readonly db: Db,
    protected readonly reactions: ReactionsRepository,
    protected readonly effects: ReactionEffects,
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
        const status = await this.effects.posts.uncount(tx, postId, COUNTER[type], now);
        if (status === 'published') {
          await this.effects.counters.addToShard(tx, TOTAL_OF[type], -1);
        }
      }
    });
  }

  /** One transaction: nothing unless the caller may see the post, then `change`, then the post. */
  protected inTransaction(
    postId: number,
    callerId: number,
    change: (tx: Sql, post: PostHeader) => Promise<void>,
  ): Promise<ReducedPostRow | undefined> {
    return this.db.transaction(async (tx) => {
      const post = await this.effects.posts.header(tx, postId);
      if (!post || !mayAccess(post, callerId, 'react')) {
        return undefined;
      }
      await change(tx, post);
      return this.effects.posts.row(tx, postId);
    });
  }
}

/** SQLite: one transaction under the write lock, statement by statement. */
export class SqliteReactionWriter extends ReactionWriter {
  add(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined> {
    return this.inTransaction(postId, callerId, async (tx, post) => {
      const first = await this.reactions.insertFirst(tx, callerId, postId, type, now);
      if (!first && !(await this.reactions.reactivate(tx, callerId, postId, type, now))) {
        return;
      }
      await this.effects.posts.count(tx, postId, COUNTER[type], first && type === 'star', now);
      if (first) {
        await this.effects.notifications.insert(
          tx,
          {
            // a post one may react to has an author (only tombstones have none)
            receiverId: post.user_id ?? 0,
            receiverPostId: postId,
            initiatorId: type === 'star' ? callerId : 0,
            initiatorPostId: 0,
            type,
            now,
          },
          callerId,
        );
      }
      if (post.status === 'published') {
        await this.effects.counters.addToShard(tx, TOTAL_OF[type], 1);
      }
    });
  }
}

/**
 * PostgreSQL: the same rules as one statement (ReactionsRepository.addInOneStatement): a
 * transaction of seven round trips held the system total's row locked across them, and
 * concurrent stars queued on it. The notification it may write is announced once it committed.
 */
export class PostgresReactionWriter extends ReactionWriter {
  async add(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined> {
    const row = await this.reactions.addInOneStatement(callerId, postId, type, now);
    if (row?.notified && row.user_id !== null) {
      this.effects.notifications.announce(this.db, row.user_id);
    }
    return row;
  }
}

/** The reactions module's provider of ReactionWriter: the implementation of the connected database. */
export const reactionWriterProvider = {
  provide: ReactionWriter,
  inject: [Db, ReactionsRepository, PostCountsService, NotificationsService, CountersService],
  useFactory: (
    db: Db,
    reactions: ReactionsRepository,
    posts: PostCountsService,
    notifications: NotificationsService,
    counters: CountersService,
  ): ReactionWriter => {
    const effects = { posts, notifications, counters };
    return db.dialect === 'postgres'
      ? new PostgresReactionWriter(db, reactions, effects)
      : new SqliteReactionWriter(db, reactions, effects);
  },
};
