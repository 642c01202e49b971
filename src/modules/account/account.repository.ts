import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database/sql';
import { USER_MEDIA_JOIN, USER_PROFILE_COLUMNS } from '../../users/user.read-api';
import { MEDIA_OWNED_BY } from '../uploads/media.read-api';
import { AccountRow } from './account.types';

const ACCOUNT_COLUMNS = `${USER_PROFILE_COLUMNS}, u.delay_minutes, u.timezone`;
const ACCOUNT_JOINS = USER_MEDIA_JOIN;

/** Reads of accounts and profiles; an account changes through UsersService (the users' owner). */
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
    return (await sql.get(MEDIA_OWNED_BY, [mediaId, userId])) !== undefined;
  }
}
