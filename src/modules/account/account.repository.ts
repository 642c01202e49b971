import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database';
import { ACCOUNT_BY_ID, ACCOUNT_BY_USERNAME } from '../../users';
import { MEDIA_OWNED_BY } from '../uploads';
import { AccountRow } from './account.types';

/** Reads of accounts and profiles; an account changes through UsersService (the users' owner). */
@Injectable()
export class AccountRepository {
  constructor(private readonly db: Db) {}

  findById(userId: number, sql: Sql = this.db): Promise<AccountRow | undefined> {
    return sql.get<AccountRow>(ACCOUNT_BY_ID, [userId]);
  }

  /** Case-insensitive, through the unique index on lower(username). */
  findByUsername(username: string): Promise<AccountRow | undefined> {
    return this.db.get<AccountRow>(ACCOUNT_BY_USERNAME, [username]);
  }

  async isMediaOwnedBy(sql: Sql, mediaId: number, userId: number): Promise<boolean> {
    return (await sql.get(MEDIA_OWNED_BY, [mediaId, userId])) !== undefined;
  }
}
