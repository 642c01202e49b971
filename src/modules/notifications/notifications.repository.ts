import { Injectable } from '@nestjs/common';
import { PAGE_SIZE, pageOffset } from '../../core/pagination';
import { Db, Sql } from '../../database/sql';
import { NewNotification, NotificationRow, NotificationStatus } from './notification.types';

/** Named queries on `notifications`; every list and count runs on the receiver indexes. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Inside the writer's transaction, so a notification exists exactly when its cause does. */
  async insert(tx: Sql, n: NewNotification): Promise<void> {
    await tx.run(
      `INSERT INTO notifications
         (receiver_id, receiver_post_id, initiator_id, initiator_post_id, type, status, content,
          created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'unread', NULL, $6, $6)`,
      [n.receiverId, n.receiverPostId, n.initiatorId, n.initiatorPostId, n.type, n.now],
    );
  }

  /** A page of the receiver's notifications, newest first, with the initiator joined. */
  pageOf(receiverId: number, page: number): Promise<NotificationRow[]> {
    return this.db.all<NotificationRow>(
      `SELECT n.id, n.receiver_id, n.receiver_post_id, n.initiator_id, n.initiator_post_id, n.type,
              n.status, n.content, n.created_at, n.updated_at,
              u.username AS initiator_username, u.display_name AS initiator_display_name,
              u.bio AS initiator_bio, u.media_id AS initiator_media_id, m.ext AS initiator_media_ext
         FROM notifications n
         LEFT JOIN users u ON u.id = n.initiator_id
         LEFT JOIN media m ON m.id = u.media_id
        WHERE n.receiver_id = $1
        ORDER BY n.id DESC
        LIMIT $2 OFFSET $3`,
      [receiverId, PAGE_SIZE, pageOffset(page)],
    );
  }

  async countOf(receiverId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM notifications WHERE receiver_id = $1`,
      [receiverId],
    );
    return Number(row?.n ?? 0);
  }

  async countUnreadOf(receiverId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM notifications WHERE receiver_id = $1 AND status = 'unread'`,
      [receiverId],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Sets the status of one of the receiver's notifications; false when it is not theirs (or does
   * not exist). `updated_at` moves only when the status actually changes.
   */
  async setStatus(
    tx: Sql,
    id: number,
    receiverId: number,
    status: NotificationStatus,
    now: number,
  ): Promise<boolean> {
    const result = await tx.run(
      `UPDATE notifications
          SET updated_at = CASE WHEN status = $3 THEN updated_at ELSE $4 END, status = $3
        WHERE id = $1 AND receiver_id = $2`,
      [id, receiverId, status, now],
    );
    return result.changes > 0;
  }

  async setStatusOfAll(
    tx: Sql,
    receiverId: number,
    status: NotificationStatus,
    now: number,
  ): Promise<void> {
    await tx.run(
      `UPDATE notifications SET status = $2, updated_at = $3
        WHERE receiver_id = $1 AND status <> $2`,
      [receiverId, status, now],
    );
  }
}
