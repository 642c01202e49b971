import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../core/clock';
import { paginate, Pagination } from '../../core/pagination';
import { Db, Sql } from '../../database/sql';
import { PostViewsService } from '../posts/post-views.service';
import { toNotificationResponse } from './notification.mapper';
import { NewNotification, NotificationResponse, NotificationStatus } from './notification.types';
import { NotificationsRepository } from './notifications.repository';

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
    private readonly config: AppConfig,
  ) {}

  /**
   * Records a notification inside the caller's transaction `tx`. `actorId` is the user whose
   * action it reports (also when the notification does not name them, as for a flag): nobody is
   * notified of their own action (DESIGN §11). The publisher's reply notifications and the
   * PostgreSQL star/flag statement apply the same rule in their SQL.
   */
  async insert(tx: Sql, notification: NewNotification, actorId: number): Promise<void> {
    if (notification.receiverId === actorId) {
      return;
    }
    await this.notifications.insert(tx, notification);
  }

  /** Newest first; the embedded posts of the whole page come from one `byIds` call. */
  async list(receiverId: number, page: number, path: string): Promise<NotificationPage> {
    const [total, rows] = await Promise.all([
      this.notifications.countOf(receiverId),
      this.notifications.pageOf(receiverId, page),
    ]);
    const posts = await this.postViews.byIds(
      rows.flatMap((r) => [r.receiver_post_id, r.initiator_post_id]),
      receiverId,
    );
    const publicUrl = this.config.mediaUrl;
    return {
      data: rows.map((row) => toNotificationResponse(row, posts, publicUrl)),
      pagination: paginate(total, page, path),
    };
  }

  count(receiverId: number): Promise<number> {
    return this.notifications.countOf(receiverId);
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
