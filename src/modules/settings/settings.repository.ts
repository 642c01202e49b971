import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database';
import { USER_TIMEZONE } from '../../users';

/** Reads of settings; they change through UsersService (the users' owner). */
@Injectable()
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async timezoneOf(userId: number, sql: Sql = this.db): Promise<string | undefined> {
    const row = await sql.get<{ timezone: string }>(USER_TIMEZONE, [userId]);
    return row?.timezone;
  }
}
