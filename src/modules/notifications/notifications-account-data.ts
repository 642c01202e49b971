import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp, keysetPages } from '../../core';
import {
  AccountErasureHooks,
  AccountExportSections,
  ERASURE_ORDER,
  EXPORT_ORDER,
} from '../../account-data';
import { Db } from '../../database';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

const PAGE = 500;

/**
 * The notifications module's part of an account's data. Export: the notifications the user
 * received, newest first. Erasure: every notification the user received or caused (a flag's
 * notification names nobody, so it stays with its receiver); it runs after the posts, whose
 * deletion removes the notifications about them. The receivers' totals move with the rows, and a
 * stream never sends a notification that is no longer stored.
 */
@Injectable()
export class NotificationsAccountData implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly sections: AccountExportSections,
    private readonly notifications: NotificationsRepository,
    private readonly service: NotificationsService,
    private readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'notifications',
      order: ERASURE_ORDER.notifications,
      // through the service, which keeps the receivers' totals (docs/development.md)
      erase: (userId) =>
        this.db.transaction(async (tx) => {
          await this.service.removeWhere(tx, { receiverIds: [userId] });
          await this.service.removeWhere(tx, { initiatorIds: [userId] });
        }),
    });
    this.sections.register({
      name: 'notifications',
      order: EXPORT_ORDER.notifications,
      items: (userId) => this.received(userId),
    });
  }

  private async *received(userId: number): AsyncGenerator<unknown> {
    const pages = keysetPages(PAGE, (last: { id: number } | undefined) =>
      this.notifications.ofReceiverBefore(userId, last?.id ?? Number.MAX_SAFE_INTEGER, PAGE),
    );
    for await (const n of pages) {
      yield {
        id: n.id,
        receiver_post_id: n.receiver_post_id,
        initiator_id: n.initiator_id,
        initiator_post_id: n.initiator_post_id,
        type: n.type,
        status: n.status,
        created_at: formatTimestamp(n.created_at),
        updated_at: formatTimestamp(n.updated_at),
      };
    }
  }
}
