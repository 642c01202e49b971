import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database/sql';

@Injectable()
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async timezoneOf(userId: number, sql: Sql = this.db): Promise<string | undefined> {
    const row = await sql.get<{ timezone: string }>(`SELECT timezone FROM users WHERE id = $1`, [
      userId,
    ]);
    return row?.timezone;
  }

  async setTimezone(sql: Sql, userId: number, timezone: string, now: number): Promise<void> {
    await sql.run(`UPDATE users SET timezone = $1, updated_at = $2 WHERE id = $3`, [
      timezone,
      now,
      userId,
    ]);
  }
}
