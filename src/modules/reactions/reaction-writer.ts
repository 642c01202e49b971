import { Db, Sql } from '../../database/sql';
import { NotificationsService } from '../notifications/notifications.service';
import { ReducedPostRow } from '../posts/post.types';
import { ReactedPostHeader, ReactionType } from './reaction.types';
import { ReactionsRepository } from './reactions.repository';

/**
 * How stars and flags are written: the database-specific part of the reactions module, chosen
 * by the module's provider factory (ReactionsService never looks at the dialect). Each method
 * answers the post as it is afterwards, or undefined when the caller may not see it.
 *
 * The rules (DESIGN §6, §11): a reaction row changes state with a conditional statement, and
 * only a change moves the counters, so repeated or concurrent calls never count twice and never
 * go negative. The first reaction ever notifies the author unless it is the caller (by name for a
 * star, anonymously for a flag); a first star bumps a top-level post without moving `sorted_at`
 * backwards; a reaction given again after being withdrawn only counts again; the system totals
 * count reactions on published posts only.
 */
export abstract class ReactionWriter {
  constructor(
    protected readonly db: Db,
    protected readonly reactions: ReactionsRepository,
    protected readonly notifications: NotificationsService,
  ) {}

  abstract add(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined>;

  /** Unstar or unflag (both databases): without an active reaction nothing changes. */
  remove(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined> {
    return this.inTransaction(postId, callerId, async (tx) => {
      if (await this.reactions.deactivate(tx, callerId, postId, type, now)) {
        const status = await this.reactions.decrementPost(tx, postId, type, now);
        if (status === 'published') {
          await this.reactions.decrementTotal(tx, type);
        }
      }
    });
  }

  /** One transaction: nothing unless the caller may see the post, then `change`, then the post. */
  protected inTransaction(
    postId: number,
    callerId: number,
    change: (tx: Sql, post: ReactedPostHeader) => Promise<void>,
  ): Promise<ReducedPostRow | undefined> {
    return this.db.transaction(async (tx) => {
      const post = await this.reactions.findPostHeader(tx, postId);
      if (!post || (post.status !== 'published' && post.user_id !== callerId)) {
        return undefined;
      }
      await change(tx, post);
      return this.reactions.findPostRow(tx, postId);
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
      if (await this.reactions.insertFirst(tx, callerId, postId, type, now)) {
        if (type === 'star') {
          await this.reactions.countFirstStar(tx, postId, now);
        } else {
          await this.reactions.incrementPost(tx, postId, type, now);
        }
        await this.notifications.insert(
          tx,
          {
            receiverId: post.user_id,
            receiverPostId: postId,
            initiatorId: type === 'star' ? callerId : 0,
            initiatorPostId: 0,
            type,
            now,
          },
          callerId,
        );
        if (post.status === 'published') {
          await this.reactions.incrementTotal(tx, type);
        }
      } else if (await this.reactions.reactivate(tx, callerId, postId, type, now)) {
        await this.reactions.incrementPost(tx, postId, type, now);
        if (post.status === 'published') {
          await this.reactions.incrementTotal(tx, type);
        }
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
    if (row?.notified) {
      this.notifications.announce(this.db, row.user_id);
    }
    return row;
  }
}

/** The reactions module's provider of ReactionWriter: the implementation of the connected database. */
export const reactionWriterProvider = {
  provide: ReactionWriter,
  inject: [Db, ReactionsRepository, NotificationsService],
  useFactory: (
    db: Db,
    reactions: ReactionsRepository,
    notifications: NotificationsService,
  ): ReactionWriter =>
    db.dialect === 'postgres'
      ? new PostgresReactionWriter(db, reactions, notifications)
      : new SqliteReactionWriter(db, reactions, notifications),
};
