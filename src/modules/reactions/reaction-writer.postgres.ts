import { addToCounterSql, connectionShardSql } from '../../database';
import { insertNotificationsSql, notificationTotalSql } from '../notifications';
import { countReactionSql, reactablePostSql, reducedPostFieldsOf, ReducedPostRow } from '../posts';
import { TOTAL_OF } from './reaction-totals';
import { ReactionType } from './reaction.types';
import { ReactionWriter } from './reaction-writer';
import { COUNTER } from './reactions.repository';

/**
 * The statement of PostgresReactionWriter.add for one type (built once per type). The reaction's own rows
 * are this module's SQL; the post's counter and bump, the notification and the system total are
 * their owners' fragments (post-counters.sql.ts, notification.sql.ts, counters.sql.ts).
 */
function addInOneStatementSql(type: ReactionType): string {
  return `WITH target AS (
    ${reactablePostSql('$2', '$1')} FOR KEY SHARE OF p
  ), inserted AS (
    INSERT INTO reactions (user_id, post_id, type, active, content, created_at, updated_at)
    SELECT $1, id, $3, 1, NULL, CAST($4 AS BIGINT), CAST($4 AS BIGINT) FROM target
    ON CONFLICT (user_id, post_id, type) DO NOTHING
    RETURNING post_id
  ), reactivated AS (
    UPDATE reactions SET active = 1, updated_at = $4
     WHERE user_id = $1 AND post_id = $2 AND type = $3 AND active = 0
       AND EXISTS (SELECT 1 FROM target)
    RETURNING post_id
  ), changed AS (
    SELECT post_id, TRUE AS first FROM inserted
    UNION ALL SELECT post_id, FALSE FROM reactivated
  ), counted AS (
    ${countReactionSql(COUNTER[type], 'changed', '$4')}
  ), notice AS (
    SELECT t.user_id AS receiver_id, t.id AS receiver_post_id,
           CAST($5 AS BIGINT) AS initiator_id, CAST(0 AS BIGINT) AS initiator_post_id,
           CAST($3 AS TEXT) AS type, CAST($1 AS BIGINT) AS actor_id,
           CAST($4 AS BIGINT) AS created_at
      FROM target t JOIN inserted i ON i.post_id = t.id
  ), notified AS (
    ${insertNotificationsSql('notice')}
  ), notified_total AS (
    ${notificationTotalSql('notified')}
  ), total AS (
    ${addToCounterSql(connectionShardSql(TOTAL_OF[type]), '1', `EXISTS (SELECT 1 FROM counted WHERE status = 'published')`)}
  )
  SELECT ${reducedPostFieldsOf('t', 'COALESCE(c.updated_at, t.updated_at)')},
         EXISTS (SELECT 1 FROM notified) AS notified
    FROM target t LEFT JOIN counted c ON c.id = t.id`;
}

const ADD_IN_ONE_STATEMENT: Record<ReactionType, string> = {
  star: addInOneStatementSql('star'),
  flag: addInOneStatementSql('flag'),
};

/**
 * PostgreSQL: the same rules as one statement (addInOneStatement): a transaction of seven round
 * trips held the system total's row locked across them, and concurrent stars queued on it. The
 * notification it may write is announced once it committed.
 */
export class PostgresReactionWriter extends ReactionWriter {
  async add(
    type: ReactionType,
    postId: number,
    callerId: number,
    now: number,
  ): Promise<ReducedPostRow | undefined> {
    const row = await this.addInOneStatement(callerId, postId, type, now);
    if (row?.notified && row.user_id !== null) {
      this.notifications.announce(this.db, row.user_id);
    }
    return row;
  }

  /**
   * Star or flag as one statement (atomic on its own, one round trip), with the same
   * rules as the SQLite writer's transaction: the post must be visible to the caller; a
   * first reaction is inserted (a star also bumps a top-level post, and the author is notified
   * unless it is the caller), a withdrawn one is turned back on; either moves the post's counter
   * and the system total (the shard row of the statement's connection); `notified` says whether
   * the author was notified. Rows are locked only while the statement runs, instead of across
   * the round trips of a transaction. Returns the post as the reduced result needs it (read once,
   * with its lock, and answered from there), or undefined when the caller may not see it or a
   * delete of it committed while the statement waited for its lock.
   *
   * All parts see one snapshot: the INSERT and the UPDATE of the reaction exclude each other (a
   * row that exists is never inserted; one that did not exist is not in the UPDATE's snapshot),
   * and a concurrent first reaction makes this INSERT wait and then do nothing.
   */
  private addInOneStatement(
    userId: number,
    postId: number,
    type: ReactionType,
    now: number,
  ): Promise<(ReducedPostRow & { notified: boolean }) | undefined> {
    return this.db.get<ReducedPostRow & { notified: boolean }>(ADD_IN_ONE_STATEMENT[type], [
      userId,
      postId,
      type,
      now,
      type === 'star' ? userId : 0,
    ]);
  }
}
