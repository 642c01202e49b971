import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp, keysetPages } from '../core';
import { AccountExportSections, EXPORT_ORDER } from '../account-data';
import { ApiKeysRepository } from './api-keys.repository';
import { ProRequestRow, ProRequestsRepository } from './pro-requests.repository';

const orNull = (ms: number | null) => (ms === null ? null : formatTimestamp(Number(ms)));
const PAGE = 500;

/**
 * The users module's part of the account export: the key list, without secrets, and the requests
 * for Pro. (Its part of the erasure is UsersService: the keys go when the erasure is asked for,
 * and what is left of the keys and requests with the users row.)
 */
@Injectable()
export class UserDataSections implements OnModuleInit {
  constructor(
    private readonly sections: AccountExportSections,
    private readonly keys: ApiKeysRepository,
    private readonly proRequests: ProRequestsRepository,
  ) {}

  onModuleInit(): void {
    this.sections.register({
      name: 'keys',
      order: EXPORT_ORDER.keys,
      items: (userId) => this.keysOf(userId),
    });
    this.sections.register({
      name: 'pro_requests',
      order: EXPORT_ORDER.pro_requests,
      items: (userId) => this.proRequestsOf(userId),
    });
  }

  private async *keysOf(userId: number): AsyncGenerator<unknown> {
    // at most a few dozen per user: one read; the hash is not exported, nor is the key
    for (const key of await this.keys.allOf(userId)) {
      yield {
        id: Number(key.id),
        name: key.name,
        prefix: key.prefix,
        read_only: Number(key.read_only) === 1,
        created_at: orNull(key.created_at),
        last_used_at: orNull(key.last_used_at),
        revoked_at: orNull(key.revoked_at),
      };
    }
  }

  private async *proRequestsOf(userId: number): AsyncGenerator<unknown> {
    const rows = keysetPages<ProRequestRow>(PAGE, (after) =>
      this.proRequests.pageOf(userId, after?.id ?? 0, PAGE),
    );
    for await (const row of rows) {
      yield {
        id: Number(row.id),
        status: row.status,
        requested_at: orNull(row.created_at),
        closed_at: orNull(row.closed_at),
      };
    }
  }
}
