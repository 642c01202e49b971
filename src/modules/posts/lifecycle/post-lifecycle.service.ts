import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core';
import { CountersRepository, Db, Sql } from '../../../database';
import type { HideReason, PostStatus } from '../entities/post.entity';
import { LISTED } from '../rules/post-visibility';
import { PostChange, PostLifecycleHooks } from './post-lifecycle';
import { LifecycleRow, PostLifecycleRepository } from './post-lifecycle.repository';

/** Statuses an author may delete. */
const DELETABLE: readonly PostStatus[] = ['pending', 'published', 'hidden'];
const HIDEABLE: readonly PostStatus[] = ['pending', 'published'];
/** Posts of one user changed per read in the `…AllOf` loops (each post in its own transaction). */
const USER_BATCH = 100;

/**
 * The post lifecycle after creation and publication (DESIGN §11): delete (by the author, or with
 * the account), hide and restore. Each change is one transaction that locks the post, runs the
 * other modules' hooks (PostLifecycleHooks: reactions, notifications, …), changes the post and
 * keeps the posts module's own counts right: a thread's `replies` count the published posts and
 * tombstones it lists, `published_total` and `latest_total` the published posts.
 *
 * Each method takes an optional transaction, for a caller whose own write must commit with the
 * change (a moderation log entry); without one it opens its own.
 */
@Injectable()
export class PostLifecycleService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostLifecycleRepository,
    private readonly hooks: PostLifecycleHooks,
    private readonly counters: CountersRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Deletes the user's own post (pending, published or hidden): without replies (pending ones
   * count) its row goes, with them it becomes a tombstone that keeps its place in the thread.
   * False when there is no such post of theirs (a tombstone included).
   */
  delete(postId: number, byUserId: number, tx?: Sql): Promise<boolean> {
    return this.inTransaction(tx, (sql) =>
      this.change(sql, postId, (post) => post.user_id === byUserId, 'deleted'),
    );
  }

  /** Deletes every post of the user by the rules of `delete`; returns how many. */
  deleteAllOf(userId: number): Promise<number> {
    return this.eachOf(userId, DELETABLE, undefined, (id) => this.delete(id, userId));
  }

  /** Hides a pending or published post; false when there is none (or it is not in one of those). */
  hide(postId: number, reason: HideReason, tx?: Sql): Promise<boolean> {
    return this.inTransaction(tx, (sql) => this.change(sql, postId, () => true, 'hidden', reason));
  }

  /** Hides every pending and published post of the user (a suspension); returns how many. */
  hideAllOf(userId: number, reason: HideReason): Promise<number> {
    return this.eachOf(userId, HIDEABLE, undefined, (id) => this.hide(id, reason));
  }

  /**
   * A hidden post returns to the status it was hidden from; with `reason`, only one hidden for
   * that reason (an unsuspension does not restore a post a moderator hid). False otherwise.
   */
  restore(postId: number, reason?: HideReason, tx?: Sql): Promise<boolean> {
    return this.inTransaction(tx, (sql) =>
      this.change(
        sql,
        postId,
        (post) => reason === undefined || post.hidden_reason === reason,
        'restored',
      ),
    );
  }

  /** Restores every post of the user hidden for `reason`; returns how many. */
  restoreAllOf(userId: number, reason: HideReason): Promise<number> {
    return this.eachOf(userId, ['hidden'], reason, (id) => this.restore(id, reason));
  }

  private inTransaction<T>(tx: Sql | undefined, work: (sql: Sql) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.db.transaction(work);
  }

  /** One change of one post: lock, check, hooks, the row, the counts. */
  private async change(
    tx: Sql,
    postId: number,
    allowed: (post: LifecycleRow) => boolean,
    kind: 'deleted' | 'hidden' | 'restored',
    reason?: HideReason,
  ): Promise<boolean> {
    const post = await this.posts.lock(tx, postId);
    if (!post || !allowed(post)) {
      return false;
    }
    let to: PostChange['to'];
    if (kind === 'deleted') {
      if (!DELETABLE.includes(post.status)) {
        return false;
      }
      to = (await this.posts.hasReplies(tx, postId)) ? 'deleted' : 'gone';
    } else if (kind === 'hidden') {
      if (!HIDEABLE.includes(post.status)) {
        return false;
      }
      to = 'hidden';
    } else {
      if (post.status !== 'hidden' || !post.hidden_from) {
        return false;
      }
      to = post.hidden_from;
    }
    const now = this.clock.now();
    await this.hooks.changed(kind, {
      tx,
      now,
      posts: [
        {
          id: post.id,
          user_id: post.user_id ?? 0,
          parent_id: post.parent_id,
          from: post.status,
          to,
        },
      ],
    });
    if (to === 'gone') {
      await this.posts.remove(tx, postId);
    } else if (to === 'deleted') {
      await this.posts.tombstone(tx, postId, now);
    } else if (to === 'hidden') {
      await this.posts.hide(tx, postId, reason!, now);
    } else {
      await this.posts.restore(tx, postId, now);
    }
    await this.recount(tx, post, to, now);
    return true;
  }

  /** The thread's counts and the totals follow the post from its status to `to`. */
  private async recount(
    tx: Sql,
    post: LifecycleRow,
    to: PostChange['to'],
    now: number,
  ): Promise<void> {
    const listed = (s: PostChange['to']) => (LISTED.includes(s as PostStatus) ? 1 : 0);
    const inThread = listed(to) - listed(post.status);
    if (inThread !== 0 && post.parent_id !== 0) {
      await this.posts.addToThread(tx, post.parent_id, inThread, now);
    }
    const published = (to === 'published' ? 1 : 0) - (post.status === 'published' ? 1 : 0);
    if (published !== 0) {
      await this.counters.add(tx, 'published_total', published);
      if (post.parent_id === 0) {
        await this.counters.add(tx, 'latest_total', published);
      }
    }
  }

  /** `change` on each of the user's posts in `statuses`, a batch of ids at a time. */
  private async eachOf(
    userId: number,
    statuses: readonly PostStatus[],
    hiddenReason: HideReason | undefined,
    change: (id: number) => Promise<boolean>,
  ): Promise<number> {
    let changed = 0;
    for (;;) {
      const ids = await this.posts.idsOf(userId, statuses, USER_BATCH, this.db, hiddenReason);
      let inBatch = 0;
      for (const id of ids) {
        inBatch += (await change(id)) ? 1 : 0;
      }
      changed += inBatch;
      // a batch that changed nothing would be read again: its posts changed meanwhile
      if (ids.length < USER_BATCH || inBatch === 0) {
        return changed;
      }
    }
  }
}
