import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database';

/** The statements on the identity module's tables: `invites` and `password_resets`. */
@Injectable()
export class IdentityRepository {
  constructor(private readonly db: Db) {}

  async insertInvites(idHashes: string[], now: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const id of idHashes) {
        await tx.run(`INSERT INTO invites (id, created_at) VALUES ($1, $2)`, [id, now]);
      }
    });
  }

  /** Takes the invite in the caller's transaction: of two sign-ups with it, one gets its row. */
  async takeInvite(sql: Sql, idHash: string): Promise<boolean> {
    const row = await sql.get(`DELETE FROM invites WHERE id = $1 RETURNING id`, [idHash]);
    return row !== undefined;
  }

  async countInvites(): Promise<number> {
    const row = await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM invites`);
    return Number(row?.n ?? 0);
  }

  async insertReset(idHash: string, userId: number, now: number, expiresAt: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // expired tokens go as new ones come, a bounded batch each time
      await tx.run(
        `DELETE FROM password_resets WHERE id IN
           (SELECT id FROM password_resets WHERE expires_at <= $1 ORDER BY expires_at LIMIT 100)`,
        [now],
      );
      await tx.run(
        `INSERT INTO password_resets (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [idHash, userId, now, expiresAt],
      );
    });
  }

  /** The user of an unexpired token, without using it (the reset form is shown). */
  async resetUser(idHash: string, now: number): Promise<number | undefined> {
    const row = await this.db.get<{ user_id: number }>(
      `SELECT user_id FROM password_resets WHERE id = $1 AND expires_at > $2`,
      [idHash, now],
    );
    return row === undefined ? undefined : Number(row.user_id);
  }

  /**
   * Uses the token in the caller's transaction, with every other token of its user (one reset
   * ends them all): the user, or undefined when it was unknown, used or expired.
   */
  async takeReset(sql: Sql, idHash: string, now: number): Promise<number | undefined> {
    const row = await sql.get<{ user_id: number; expires_at: number }>(
      `DELETE FROM password_resets WHERE id = $1 RETURNING user_id, expires_at`,
      [idHash],
    );
    if (row === undefined) {
      return undefined;
    }
    const userId = Number(row.user_id);
    await sql.run(`DELETE FROM password_resets WHERE user_id = $1`, [userId]);
    return Number(row.expires_at) > now ? userId : undefined;
  }

  async deleteResetsOf(userId: number): Promise<void> {
    await this.db.transaction((tx) =>
      tx.run(`DELETE FROM password_resets WHERE user_id = $1`, [userId]),
    );
  }
}
