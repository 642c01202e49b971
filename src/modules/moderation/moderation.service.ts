import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuthService } from '../../auth';
import { Clock, paginate, Pagination } from '../../core';
import { Db, Sql } from '../../database';
import { UsersService } from '../../users';
import { ModerationNotice, NotificationsService } from '../notifications';
import { POST_NOT_FOUND, PostLifecycleService, PostViewsService } from '../posts';
import { ModerationActionResponse, ModerationQueueItemResponse } from './dto/moderation.response';
import { toModerationActionResponse, toQueueItemResponse } from './moderation.mapper';
import { ModerationRepository } from './moderation.repository';
import { HIDDEN_BY, ModerationAction } from './moderation.types';

export const SELF_SUSPENSION = 'A moderator cannot suspend their own account.';

export interface ModerationPage<T> {
  data: T[];
  pagination: Pagination;
}

/** What an action did: its log entry, and whether it changed anything. */
export interface ActionResult {
  entry: ModerationActionResponse;
  changed: boolean;
}

/**
 * Report handling (DESIGN §11): the queue of flagged posts, the moderators' actions and their
 * record. A post is hidden and restored through the posts module's lifecycle
 * (PostLifecycleService: every list, count and total follows in the same transaction); the
 * record, the queue's state and the author's `moderation` notification commit with it. Every
 * action is recorded, also one that found nothing to change (a second hide, say).
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly moderation: ModerationRepository,
    private readonly lifecycle: PostLifecycleService,
    private readonly postViews: PostViewsService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  /**
   * Hides the post from everyone but its author. A post the flag threshold or a suspension hid is
   * hidden again by the moderator, so neither a dismissal nor an unsuspension brings it back.
   */
  hide(moderatorId: number, postId: number, reason: string | null): Promise<ActionResult> {
    return this.onPost('hide', moderatorId, postId, reason, async (tx) => {
      if (await this.lifecycle.hide(postId, HIDDEN_BY.moderator, tx)) {
        return 'hidden';
      }
      for (const other of [HIDDEN_BY.flags, HIDDEN_BY.suspension]) {
        if (await this.lifecycle.restore(postId, other, tx)) {
          await this.lifecycle.hide(postId, HIDDEN_BY.moderator, tx);
          return 'rehidden';
        }
      }
      return null;
    });
  }

  /** Shows a hidden post again (whoever hid it). */
  restore(moderatorId: number, postId: number, reason: string | null): Promise<ActionResult> {
    return this.onPost('restore', moderatorId, postId, reason, async (tx) =>
      (await this.lifecycle.restore(postId, undefined, tx)) ? 'restored' : null,
    );
  }

  /**
   * Clears the post from the queue and keeps it: a post the flag threshold hid is shown again;
   * one a moderator hid stays hidden.
   */
  dismiss(moderatorId: number, postId: number, reason: string | null): Promise<ActionResult> {
    return this.onPost('dismiss', moderatorId, postId, reason, async (tx) =>
      (await this.lifecycle.restore(postId, HIDDEN_BY.flags, tx)) ? 'restored' : null,
    );
  }

  /**
   * Suspends the account: its keys answer 403 from the commit on (at once on this instance,
   * within AUTH_CACHE_MS on others), then its pending and published posts are hidden. A second
   * call hides what a first one left (it is recorded again).
   */
  async suspend(
    moderatorId: number,
    username: string,
    reason: string | null,
  ): Promise<ActionResult> {
    const user = await this.users.getByUsername(username);
    if (user.id === moderatorId) {
      throw new BadRequestException(SELF_SUSPENSION);
    }
    const result = await this.onUser('suspend', moderatorId, user.id, reason, (tx, now) =>
      this.users.suspend(tx, user.id, now),
    );
    await this.lifecycle.hideAllOf(user.id, HIDDEN_BY.suspension);
    return result;
  }

  /** Lifts a suspension and restores the posts it hid (not those a moderator hid). */
  async unsuspend(
    moderatorId: number,
    username: string,
    reason: string | null,
  ): Promise<ActionResult> {
    const user = await this.users.getByUsername(username);
    const result = await this.onUser('unsuspend', moderatorId, user.id, reason, (tx, now) =>
      this.users.unsuspend(tx, user.id, now),
    );
    await this.lifecycle.restoreAllOf(user.id, HIDDEN_BY.suspension);
    return result;
  }

  /**
   * The automatic threshold, after a flag on the post: when at least `threshold` distinct users
   * flag it since a moderator last acted on it, it is hidden until one acts. Race-free without
   * sharing the flag's transaction: the flag that completes the count runs this after its own
   * write, when every earlier flag has committed (on PostgreSQL a flag's update of the post waits
   * for a concurrent one's commit); two that both see the threshold hide it once (the lifecycle
   * locks the post and hides only a visible one).
   */
  async autoHide(postId: number, threshold: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const flags = await this.moderation.unhandledFlags(tx, postId);
      if (flags < threshold) {
        return;
      }
      // read without a lock (`findRow`, not `accessRow`): the lifecycle locks the post for the change,
      // and a shared lock taken before would deadlock two concurrent changes on PostgreSQL
      const post = await this.postViews.findRow(postId, tx);
      if (post?.status !== 'published' || post.user_id === null) {
        return;
      }
      if (!(await this.lifecycle.hide(postId, HIDDEN_BY.flags, tx))) {
        return;
      }
      const now = this.clock.now();
      await this.moderation.record(tx, {
        action: 'auto_hide',
        moderatorId: 0,
        postId,
        userId: post.user_id,
        reason: `Flagged by ${flags} users.`,
        now,
      });
      await this.notify(tx, post.user_id, postId, 'hidden', 0, now);
    });
  }

  async log(page: number, path: string): Promise<ModerationPage<ModerationActionResponse>> {
    const [total, rows] = await Promise.all([
      this.moderation.countActions(),
      this.moderation.actionPage(page),
    ]);
    return { data: rows.map(toModerationActionResponse), pagination: paginate(total, page, path) };
  }

  /** Most-flagged first, with the posts (hidden ones included, marked hidden). */
  async queue(
    moderatorId: number,
    page: number,
    path: string,
  ): Promise<ModerationPage<ModerationQueueItemResponse>> {
    const [total, rows] = await Promise.all([
      this.moderation.countQueue(),
      this.moderation.queuePage(page),
    ]);
    const posts = await this.postViews.byIds(
      rows.map((r) => r.post_id),
      moderatorId,
    );
    return {
      data: rows.flatMap((row) => {
        const post = posts.get(row.post_id);
        return post ? [toQueueItemResponse(row, post)] : [];
      }),
      pagination: paginate(total, page, path),
    };
  }

  /**
   * An action on a post, in one transaction: `change` (null: nothing changed), the queue's state
   * (the post's flags so far are handled), the record, and the author's notification.
   */
  private async onPost(
    action: ModerationAction,
    moderatorId: number,
    postId: number,
    reason: string | null,
    change: (tx: Sql) => Promise<ModerationNotice | 'rehidden' | null>,
  ): Promise<ActionResult> {
    return this.db.transaction(async (tx) => {
      // no lock here either (see autoHide)
      const post = await this.postViews.findRow(postId, tx);
      if (!post || post.status === 'deleted') {
        throw new NotFoundException(POST_NOT_FOUND);
      }
      const authorId = post.user_id ?? 0;
      const notice = await change(tx);
      const now = this.clock.now();
      await this.moderation.markHandled(tx, postId, now);
      const id = await this.moderation.record(tx, {
        action,
        moderatorId,
        postId,
        userId: authorId,
        reason,
        now,
      });
      if (notice === 'hidden' || notice === 'restored') {
        await this.notify(tx, authorId, postId, notice, moderatorId, now);
      }
      return { entry: await this.entry(tx, id), changed: notice !== null };
    });
  }

  /** An action on an account, recorded in the transaction of its change. */
  private async onUser(
    action: ModerationAction,
    moderatorId: number,
    userId: number,
    reason: string | null,
    change: (tx: Sql, now: number) => Promise<boolean>,
  ): Promise<ActionResult> {
    const result = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const changed = await change(tx, now);
      const id = await this.moderation.record(tx, {
        action,
        moderatorId,
        postId: 0,
        userId,
        reason,
        now,
      });
      tx.afterCommit(() => this.auth.forgetUser(userId));
      return { entry: await this.entry(tx, id), changed };
    });
    return result;
  }

  private async entry(tx: Sql, id: number): Promise<ModerationActionResponse> {
    return toModerationActionResponse((await this.moderation.action(tx, id))!);
  }

  /** The author's `moderation` notification (none to a moderator about their own post). */
  private notify(
    tx: Sql,
    authorId: number,
    postId: number,
    notice: ModerationNotice,
    actorId: number,
    now: number,
  ): Promise<void> {
    return this.notifications.insert(
      tx,
      {
        receiverId: authorId,
        receiverPostId: postId,
        initiatorId: 0,
        initiatorPostId: 0,
        type: 'moderation',
        content: notice,
        now,
      },
      actorId,
    );
  }
}
