import { Injectable } from '@nestjs/common';
import { PAGE_SIZE, pageOffset } from '../../core';
import { Db, Sql, SqlParam } from '../../database';
import { userJoin } from '../../users';
import { nearestAncestorByAuthorSql } from '../posts';
import { insertNotificationsSql } from './notification.sql';
import { NewNotification, NotificationRow, NotificationStatus } from './notification.types';

/**
 * Which notifications to remove: those about any of `postIds` (as the receiver's or the
 * initiator's post), received by any of `receiverIds`, sent by any of `initiatorIds`; the parts
 * given must all hold.
 */
export interface NotificationFilter {
  postIds?: number[];
  receiverIds?: number[];
  initiatorIds?: number[];
}

/** The columns of a notification with its initiator, as lists and the stream map them. */
const NOTIFICATION_SELECT = `SELECT n.id, n.receiver_id, n.receiver_post_id, n.initiator_id,
       n.initiator_post_id, n.type, n.status, n.content, n.created_at, n.updated_at,
       u.username AS initiator_username, u.display_name AS initiator_display_name,
       u.bio AS initiator_bio, u.media_id AS initiator_media_id, m.ext AS initiator_media_ext
  FROM notifications n
  ${userJoin('n.initiator_id', 'LEFT JOIN')}`;

/** One notification from its values, through the write API's rules. */
const INSERT_ONE = insertNotificationsSql(
  `SELECT CAST($1 AS BIGINT) AS receiver_id, CAST($2 AS BIGINT) AS receiver_post_id,
          CAST($3 AS BIGINT) AS initiator_id, CAST($4 AS BIGINT) AS initiator_post_id,
          CAST($5 AS TEXT) AS type, CAST($6 AS BIGINT) AS actor_id,
          CAST($7 AS BIGINT) AS created_at, CAST($8 AS TEXT) AS content`,
  '',
  's.content',
);

/** Named queries on `notifications`; every list and count runs on the receiver indexes. */
@Injectable()
export class NotificationsRepository {
  private readonly insertRepliesSql: string;

  constructor(private readonly db: Db) {
    this.insertRepliesSql = insertNotificationsSql(
      `SELECT author_id AS receiver_id, ancestor_id AS receiver_post_id,
              replier_id AS initiator_id, reply_id AS initiator_post_id, 'reply' AS type,
              replier_id AS actor_id, CAST($2 AS BIGINT) AS created_at, reply_id, up
         FROM (${nearestAncestorByAuthorSql((column) => db.inIds(column, 1))}) nearest`,
      'ORDER BY s.reply_id, s.up',
    );
  }

  /**
   * Inside the writer's transaction, so a notification exists exactly when its cause does; false
   * when the rules of notification.sql.ts skip it.
   */
  async insert(tx: Sql, n: NewNotification, actorId: number): Promise<boolean> {
    const rows = await tx.all(INSERT_ONE, [
      n.receiverId,
      n.receiverPostId,
      n.initiatorId,
      n.initiatorPostId,
      n.type,
      actorId,
      n.now,
      n.content ?? null,
    ]);
    return rows.length > 0;
  }

  /**
   * The `reply` notifications of the replies `replyIds`, in the publisher's transaction: for each
   * reply, one per distinct ancestor author other than the replier, about that author's nearest
   * ancestor post of the reply. Returns the receivers.
   */
  async insertReplies(tx: Sql, replyIds: number[], now: number): Promise<number[]> {
    const rows = await tx.all<{ receiver_id: number }>(this.insertRepliesSql, [
      this.db.idList(replyIds),
      now,
    ]);
    return rows.map((r) => Number(r.receiver_id));
  }

  /** A page of the receiver's notifications, newest first, with the initiator joined. */
  pageOf(receiverId: number, page: number): Promise<NotificationRow[]> {
    return this.db.all<NotificationRow>(
      `${NOTIFICATION_SELECT}
        WHERE n.receiver_id = $1
        ORDER BY n.id DESC
        LIMIT $2 OFFSET $3`,
      [receiverId, PAGE_SIZE, pageOffset(page)],
    );
  }

  /** The stream's read: the receiver's notifications with `after` < id ≤ `upTo`, oldest first. */
  between(
    receiverId: number,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<NotificationRow[]> {
    return this.db.all<NotificationRow>(
      `${NOTIFICATION_SELECT}
        WHERE n.receiver_id = $1 AND n.id > $2 AND n.id <= $3
        ORDER BY n.id
        LIMIT $4`,
      [receiverId, after, upTo, limit],
    );
  }

  /** The newest notification id of all users (0 when none). */
  async maxId(): Promise<number> {
    const row = await this.db.get<{ id: number | null }>(`SELECT MAX(id) AS id FROM notifications`);
    return Number(row?.id ?? 0);
  }

  /**
   * Deletes the notifications that match every part of `filter` given (at least one), in the
   * caller's transaction; returns the receiver of each deleted row, for their totals.
   */
  async deleteWhere(tx: Sql, filter: NotificationFilter): Promise<number[]> {
    const terms: string[] = [];
    const params: SqlParam[] = [];
    if (filter.postIds !== undefined) {
      params.push(this.db.idList(filter.postIds));
      const n = params.length;
      terms.push(
        `(${this.db.inIds('receiver_post_id', n)} OR ${this.db.inIds('initiator_post_id', n)})`,
      );
    }
    if (filter.receiverIds !== undefined) {
      params.push(this.db.idList(filter.receiverIds));
      terms.push(this.db.inIds('receiver_id', params.length));
    }
    if (filter.initiatorIds !== undefined) {
      params.push(this.db.idList(filter.initiatorIds));
      terms.push(this.db.inIds('initiator_id', params.length));
    }
    if (terms.length === 0) {
      throw new Error('A notification filter needs at least one part.');
    }
    const rows = await tx.all<{ receiver_id: number }>(
      `DELETE FROM notifications WHERE ${terms.join(' AND ')} RETURNING receiver_id`,
      params,
    );
    return rows.map((r) => Number(r.receiver_id));
  }

  /** Up to `limit` of the user's notifications below id `before`, newest first (keyset pages). */
  ofReceiverBefore(
    receiverId: number,
    before: number,
    limit: number,
  ): Promise<
    {
      id: number;
      receiver_post_id: number;
      initiator_id: number;
      initiator_post_id: number;
      type: string;
      status: string;
      created_at: number;
      updated_at: number;
    }[]
  > {
    return this.db.all(
      `SELECT id, receiver_post_id, initiator_id, initiator_post_id, type, status, created_at,
              updated_at
         FROM notifications WHERE receiver_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`,
      [receiverId, before, limit],
    );
  }

  /**
   * Deletes one notification of a first flag of post `postId` (they name nobody, so any one of
   * the post's is the one); the receiver of the deleted row, for their total.
   */
  async deleteOneFlagNotice(tx: Sql, postId: number): Promise<number[]> {
    const rows = await tx.all<{ receiver_id: number }>(
      `DELETE FROM notifications WHERE id IN (
         SELECT id FROM notifications
          WHERE receiver_post_id = $1 AND type = 'flag' AND initiator_id = 0
          ORDER BY id LIMIT 1)
       RETURNING receiver_id`,
      [postId],
    );
    return rows.map((r) => Number(r.receiver_id));
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
