import { addToCountersSql } from '../../database';

/**
 * The notifications module's write API for SQL: how a notification row is inserted from a query,
 * for a statement that must stay one statement (the PostgreSQL star) and for this module's own
 * set-based inserts (the publisher's reply notifications). The rules that nobody is notified of
 * their own action (DESIGN §11) nor of an action of a user they blocked are applied here, for
 * every insert of a notification. Every insert also moves the receiver's notification total
 * (`notificationTotalSql`, or NotificationsService for a statement of its own).
 */
import { isBlockedSql } from '../blocks';

/** The name of the counter that holds a user's number of notifications (GET /notifications). */
export function notificationTotalName(receiverId: number): string {
  return `notifications_total:${receiverId}`;
}

/** The same name as a SQL expression of a receiver id column. */
function notificationTotalNameSql(receiverColumn: string): string {
  return `'notifications_total:' || CAST(${receiverColumn} AS TEXT)`;
}

/**
 * `INSERT INTO notifications … SELECT` from `source`, a query (or CTE name) with the columns
 * `receiver_id, receiver_post_id, initiator_id, initiator_post_id, type, actor_id, created_at`
 * (`actor_id`: the user whose action it reports, also when the notification does not name them,
 * as for a flag). Rows whose receiver is the actor, or has blocked the actor, are skipped. Returns
 * `receiver_id` per row. `content` is the SQL of the `content` column (a `moderation` notice's).
 * The statement must also run `notificationTotalSql` on what this returns.
 */
export function insertNotificationsSql(source: string, orderBy = '', content = 'NULL'): string {
  const from = /^\w+$/.test(source) ? source : `(${source})`;
  return `INSERT INTO notifications (receiver_id, receiver_post_id, initiator_id, initiator_post_id,
                               type, status, content, created_at, updated_at)
    SELECT s.receiver_id, s.receiver_post_id, s.initiator_id, s.initiator_post_id, s.type,
           'unread', ${content}, s.created_at, s.created_at
      FROM ${from} s
     WHERE s.receiver_id <> s.actor_id AND NOT ${isBlockedSql('s.receiver_id', 's.actor_id')}
     ${orderBy}
    RETURNING receiver_id`;
}

/**
 * Adds the rows of `inserted` (a CTE name: the RETURNING of `insertNotificationsSql`) to their
 * receivers' totals, as a data-modifying CTE of the same statement.
 */
export function notificationTotalSql(inserted: string): string {
  return addToCountersSql(
    `SELECT ${notificationTotalNameSql('receiver_id')} AS name, COUNT(*) AS by
       FROM ${inserted} GROUP BY receiver_id ORDER BY receiver_id`,
  );
}
