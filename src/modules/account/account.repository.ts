import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database/sql';
import { AccountChanges, AccountRow } from './account.types';

const ACCOUNT_COLUMNS = `u.id, u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext,
  u.delay_minutes, u.timezone`;
const ACCOUNT_JOINS = `LEFT JOIN media m ON m.id = u.media_id`;

@Injectable()
export class AccountRepository {
  constructor(private readonly db: Db) {}

  findById(userId: number, sql: Sql = this.db): Promise<AccountRow | undefined> {
    return sql.get<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM users u ${ACCOUNT_JOINS} WHERE u.id = $1`,
      [userId],
    );
  }

  /** Case-insensitive, through the unique index on lower(username). */
  findByUsername(username: string): Promise<AccountRow | undefined> {
    return this.db.get<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM users u ${ACCOUNT_JOINS} WHERE lower(u.username) = lower($1)`,
      [username],
    );
  }

  async isMediaOwnedBy(sql: Sql, mediaId: number, userId: number): Promise<boolean> {
    const row = await sql.get(`SELECT id FROM media WHERE id = $1 AND user_id = $2`, [
      mediaId,
      userId,
    ]);
    return row !== undefined;
  }

  /** One statement for any subset of fields: a null parameter keeps the column as it is. */
  async update(sql: Sql, userId: number, changes: AccountChanges, now: number): Promise<void> {
    await sql.run(
      `UPDATE users
          SET display_name = COALESCE($1, display_name),
              bio = COALESCE($2, bio),
              media_id = COALESCE($3, media_id),
              updated_at = $4
        WHERE id = $5`,
      [changes.display_name ?? null, changes.bio ?? null, changes.media_id ?? null, now, userId],
    );
  }
}
