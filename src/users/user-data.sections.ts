import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp } from '../core';
import { AccountExportSections, EXPORT_ORDER } from '../account-data';
import { UsersRepository } from './users.repository';

const orNull = (ms: number | null) => (ms === null ? null : formatTimestamp(Number(ms)));

/** The users module's part of the account export: the key list, without secrets. */
@Injectable()
export class UserDataSections implements OnModuleInit {
  constructor(
    private readonly sections: AccountExportSections,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.sections.register({
      name: 'keys',
      order: EXPORT_ORDER.keys,
      items: (userId) => this.keys(userId),
    });
  }

  private async *keys(userId: number): AsyncGenerator<unknown> {
    // a handful per user: one read; only the hash is stored, and it is not exported either
    for (const key of await this.users.keysOf(userId)) {
      yield {
        id: Number(key.id),
        name: key.name,
        created_at: orNull(key.created_at),
        last_used_at: orNull(key.last_used_at),
        revoked_at: orNull(key.revoked_at),
      };
    }
  }
}
