import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock, MediaUrls, messages, ValidationFailedException } from '../../core';
import { Db } from '../../database';
import { USERNAME_PATTERN, UsersService } from '../../users';
import { toAccountResponse, toProfileResponse } from './account.mapper';
import { AccountRepository } from './account.repository';
import { AccountChanges, AccountRow } from './account.types';
import { AccountResponse, ProfileResponse } from './dto/account.response';

export const USER_NOT_FOUND = 'The user does not exist.';

@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UsersService,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly urls: MediaUrls,
  ) {}

  async account(userId: number): Promise<AccountResponse> {
    return toAccountResponse(this.found(await this.accounts.findById(userId)), this.urls);
  }

  /** Changes only the fields that were sent; a media id other than 0 must be one of the caller's. */
  async update(userId: number, changes: AccountChanges): Promise<AccountResponse> {
    const row = await this.db.transaction(async (tx) => {
      if (
        changes.media_id !== undefined &&
        changes.media_id !== 0 &&
        !(await this.accounts.isMediaOwnedBy(tx, changes.media_id, userId))
      ) {
        throw ValidationFailedException.single('media_id', messages.validValue('media_id'));
      }
      await this.users.updateProfile(tx, userId, changes, this.clock.now());
      return this.accounts.findById(userId, tx);
    });
    return toAccountResponse(this.found(row), this.urls);
  }

  async profile(username: string): Promise<ProfileResponse> {
    // No other name can exist, so it is not looked up (PostgreSQL refuses text with a NUL byte).
    const row = USERNAME_PATTERN.test(username)
      ? await this.accounts.findByUsername(username)
      : undefined;
    return toProfileResponse(this.found(row), this.urls);
  }

  private found(row: AccountRow | undefined): AccountRow {
    if (!row) {
      throw new NotFoundException(USER_NOT_FOUND);
    }
    return row;
  }
}
