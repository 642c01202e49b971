import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock, MediaUrls, NotificationEvents, paginate, Pagination } from '../../core';
import { CountersRepository, Db, Sql } from '../../database';
import { PostViewsService } from '../posts';
import { toNotificationResponse } from './notification.mapper';
import { NotificationResponse } from './dto/notification.response';
import { NewNotification, NotificationStatus } from './notification.types';
import { notificationTotalName } from './notification.sql';
import { NotificationFilter, NotificationsRepository } from './notifications.repository';

export const NOTIFICATION_NOT_FOUND = 'The notification does not exist.';

export interface NotificationPage {
  data: NotificationResponse[];
  pagination: Pagination;
}

/** The caller's notifications; also the one way other modules record a notification. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationsRepository,
    private readonly postViews: PostViewsService,
    private readonly clock: Clock,
    private readonly urls: MediaUrls,
    private readonly events: NotificationEvents,
    private readonly counters: CountersRepository,
  ) {}

  /**
   * Records a notification inside the caller's transaction `tx`. `actorId` is the user whose
   * action it reports (also when the notification does not name them, as for a flag): nobody is
   * notified of their own action (DESIGN §11) nor of one by a user they blocked (the rules of
   * notification.sql.ts). The receiver's total moves with it; their streams hear of it once
   * `tx` commits.
   */
  async insert(tx: Sql, notification: NewNotification, actorId: number): Promise<void> {
    if (notification.receiverId === actorId) {
      return;
    }
    if (await this.notifications.insert(tx, notification, actorId)) {
      await this.moveTotals(tx, [notification.receiverId], 1);
      tx.afterCommit(() => this.events.raise([notification.receiverId]));
    }
  }

  /**
   * The `reply` notifications of just-published replies, in the publisher's transaction `tx`
   * (see NotificationLifecycle); their receivers' streams hear of them once it commits.
   */
  async insertReplies(tx: Sql, replyIds: number[], now: number): Promise<void> {
    const receivers = await this.notifications.insertReplies(tx, replyIds, now);
    await this.moveTotals(tx, receivers, 1);
    if (receivers.length > 0) {
      tx.afterCommit(() => this.events.raise([...new Set(receivers)]));
    }
  }

  /**
   * For a writer whose single statement inserted a notification (the PostgreSQL star, through
   * notification.sql.ts): its receiver's streams hear of it once the work of `sql` has
   * committed.
   */
  announce(sql: Sql, receiverId: number): void {
    sql.afterCommit(() => this.events.raise([receiverId]));
  }

  /**
   * The one way to delete notifications (post deletion, blocks, account erasure: docs/development.md):
   * removes those matching `filter` in the caller's transaction `tx` and takes them off their
   * receivers' totals in the same transaction. Returns how many were removed.
   */
  async removeWhere(tx: Sql, filter: NotificationFilter): Promise<number> {
    const receivers = await this.notifications.deleteWhere(tx, filter);
    await this.moveTotals(tx, receivers, -1);
    return receivers.length;
  }

  /**
   * Removes every notification about the posts `postIds` (being deleted), as the post received on
   * or as the post that caused it, in the caller's transaction. Lists and totals follow at once; a
   * stream never sends a removed id (it reads rows).
   */
  async removeAbout(tx: Sql, postIds: number[]): Promise<void> {
    if (postIds.length > 0) {
      await this.removeWhere(tx, { postIds });
    }
  }

  /**
   * Removes the notification of one first flag of post `postId` by someone other than its
   * author, in the caller's transaction (the flagger's account is erased with its flag). A flag's
   * notification names nobody, so any one of the post's is the one.
   */
  async removeFlagNotice(tx: Sql, postId: number): Promise<void> {
    await this.moveTotals(tx, await this.notifications.deleteOneFlagNotice(tx, postId), -1);
  }

  /** Adds `step` to the total of each receiver, once per occurrence in `receivers`. */
  private async moveTotals(tx: Sql, receivers: number[], step: 1 | -1): Promise<void> {
    if (receivers.length === 0) {
      return;
    }
    const amounts = new Map<string, number>();
    for (const receiverId of receivers) {
      const name = notificationTotalName(receiverId);
      amounts.set(name, (amounts.get(name) ?? 0) + step);
    }
    await this.counters.addToEach(tx, amounts);
  }

  /** Newest first; the embedded posts of the whole page come from one `byIds` call. */
  async list(receiverId: number, page: number, path: string): Promise<NotificationPage> {
    const [total, rows] = await Promise.all([
      this.count(receiverId),
      this.notifications.pageOf(receiverId, page),
    ]);
    const posts = await this.postViews.byIds(
      rows.flatMap((r) => [r.receiver_post_id, r.initiator_post_id]),
      receiverId,
    );
    return {
      data: rows.map((row) => toNotificationResponse(row, posts, this.urls)),
      pagination: paginate(total, page, path),
    };
  }

  /** The stream's read: the receiver's notifications with `after` < id ≤ `upTo`, oldest first. */
  async between(
    receiverId: number,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<NotificationResponse[]> {
    const rows = await this.notifications.between(receiverId, after, upTo, limit);
    if (rows.length === 0) {
      return [];
    }
    const posts = await this.postViews.byIds(
      rows.flatMap((r) => [r.receiver_post_id, r.initiator_post_id]),
      receiverId,
    );
    return rows.map((row) => toNotificationResponse(row, posts, this.urls));
  }

  /** The receiver's total, kept by every insert and removal (never a COUNT of their rows). */
  count(receiverId: number): Promise<number> {
    return this.counters.valueOf(notificationTotalName(receiverId));
  }

  countUnread(receiverId: number): Promise<number> {
    return this.notifications.countUnreadOf(receiverId);
  }

  async mark(id: number, receiverId: number, status: NotificationStatus): Promise<void> {
    const found = await this.db.transaction((tx) =>
      this.notifications.setStatus(tx, id, receiverId, status, this.clock.now()),
    );
    if (!found) {
      throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    }
  }

  async markAll(receiverId: number, status: NotificationStatus): Promise<void> {
    await this.db.transaction((tx) =>
      this.notifications.setStatusOfAll(tx, receiverId, status, this.clock.now()),
    );
  }
}
