import { Injectable } from '@nestjs/common';
import { PAGE_SIZE, pageOffset } from '../../core';
import { Db, Sql } from '../../database';
import { usernameSql } from '../../users';
import { FLAGS_BY_POST_SQL, flagsSinceSql } from '../reactions';
import { ModerationActionRow, NewModerationAction, QueueRow } from './moderation.types';

/**
 * The queue: posts with an active flag newer than a moderator's last action on them (or never
 * handled). The flags are the reactions module's (its read API); the handling is ours.
 */
const QUEUE_SQL = `WITH f AS (${FLAGS_BY_POST_SQL})
  SELECT f.post_id, f.flags, f.last_flagged_at
    FROM f LEFT JOIN moderation_reviews rv ON rv.post_id = f.post_id
   WHERE rv.post_id IS NULL OR f.last_flagged_at > rv.handled_at`;

const ACTION_COLUMNS = `a.id, a.action, a.moderator_id, ${usernameSql('a.moderator_id')} AS moderator_username,
  a.post_id, a.user_id, ${usernameSql('a.user_id')} AS username, a.reason, a.created_at`;

/**
 * Named queries on the moderation module's tables. The moderation endpoints are for a few staff
 * accounts, so their lists count with COUNT(*) instead of keeping counter rows on the write path.
 */
@Injectable()
export class ModerationRepository {
  constructor(private readonly db: Db) {}

  /** Records an action in the caller's transaction; returns its id. */
  async record(tx: Sql, a: NewModerationAction): Promise<number> {
    const row = await tx.get<{ id: number }>(
      `INSERT INTO moderation_actions (action, moderator_id, post_id, user_id, reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [a.action, a.moderatorId, a.postId, a.userId, a.reason, a.now],
    );
    return Number(row!.id);
  }

  /**
   * An erased account's part of the log: every entry stays (the record of what moderators did
   * must outlive the account it names, suspensions included), keeping only ids, the action, when
   * and by whom. The reasons of the entries about the user or by the user go: a reason is text,
   * and may quote the user's post. The names resolve to null once the users row is gone or
   * anonymised (usernameSql).
   */
  async forgetUser(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        `UPDATE moderation_actions SET reason = NULL
          WHERE (user_id = $1 OR moderator_id = $1) AND reason IS NOT NULL`,
        [userId],
      );
    });
  }

  /** One log entry, as the caller's transaction sees it. */
  action(sql: Sql, id: number): Promise<ModerationActionRow | undefined> {
    return sql.get<ModerationActionRow>(
      `SELECT ${ACTION_COLUMNS} FROM moderation_actions a WHERE a.id = $1`,
      [id],
    );
  }

  /** A page of the log, newest first. */
  actionPage(page: number): Promise<ModerationActionRow[]> {
    return this.db.all<ModerationActionRow>(
      `SELECT ${ACTION_COLUMNS} FROM moderation_actions a ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
      [PAGE_SIZE, pageOffset(page)],
    );
  }

  async countActions(): Promise<number> {
    const row = await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM moderation_actions`);
    return Number(row?.n ?? 0);
  }

  /** A moderator acted on the post now: the flags given so far are handled. */
  async markHandled(tx: Sql, postId: number, now: number): Promise<void> {
    await tx.run(
      `INSERT INTO moderation_reviews (post_id, handled_at) VALUES ($1, $2)
       ON CONFLICT (post_id) DO UPDATE SET handled_at = excluded.handled_at`,
      [postId, now],
    );
  }

  /**
   * The distinct users whose active flag on the post is newer than a moderator's last action on
   * it (all of them when it was never handled): what the automatic threshold counts.
   */
  async unhandledFlags(tx: Sql, postId: number): Promise<number> {
    const row = await tx.get<{ n: number }>(
      flagsSinceSql(
        '$1',
        `COALESCE((SELECT handled_at FROM moderation_reviews WHERE post_id = $1), -1)`,
      ),
      [postId],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of the queue: most-flagged first, then the newest post. */
  async queuePage(page: number): Promise<QueueRow[]> {
    const rows = await this.db.all<QueueRow>(
      `${QUEUE_SQL} ORDER BY f.flags DESC, f.post_id DESC LIMIT $1 OFFSET $2`,
      [PAGE_SIZE, pageOffset(page)],
    );
    return rows.map((r) => ({
      post_id: Number(r.post_id),
      flags: Number(r.flags),
      last_flagged_at: Number(r.last_flagged_at),
    }));
  }

  async countQueue(): Promise<number> {
    const row = await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${QUEUE_SQL}) q`);
    return Number(row?.n ?? 0);
  }
}
