import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp, keysetPages } from '../../core';
import {
  AccountErasureHooks,
  AccountExportSections,
  ERASURE_ORDER,
  EXPORT_ORDER,
} from '../../account-data';
import { BlocksRepository } from './blocks.repository';

const PAGE = 500;

/**
 * The blocks module's part of an account's data. Export: the users the account blocked (their ids
 * and since when). Erasure: every block the account made or received (the users row can go only
 * once no block refers to it).
 */
@Injectable()
export class BlocksAccountData implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly sections: AccountExportSections,
    private readonly blocks: BlocksRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'blocks',
      order: ERASURE_ORDER.blocks,
      erase: (userId) => this.blocks.deleteOfUser(userId),
    });
    this.sections.register({
      name: 'blocks',
      order: EXPORT_ORDER.blocks,
      items: (userId) => this.made(userId),
    });
  }

  private async *made(userId: number): AsyncGenerator<unknown> {
    const pages = keysetPages(PAGE, (last: { blocked_id: number } | undefined) =>
      this.blocks.madeAfter(userId, last?.blocked_id ?? 0, PAGE),
    );
    for await (const block of pages) {
      yield { blocked_user_id: block.blocked_id, created_at: formatTimestamp(block.created_at) };
    }
  }
}
