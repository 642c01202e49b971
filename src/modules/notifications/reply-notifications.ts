import { Injectable, OnModuleInit } from '@nestjs/common';
import { PublisherService } from '../posts/publisher.service';
import { NotificationsService } from './notifications.service';

/**
 * The `reply` notifications of published replies: registered with the posts publisher, written in
 * its batch's transaction by this module (the owner of `notifications`).
 */
@Injectable()
export class ReplyNotifications implements OnModuleInit {
  constructor(
    private readonly publisher: PublisherService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.publisher.onPublished(async ({ tx, now, replyIds }) => {
      if (replyIds.length > 0) {
        await this.notifications.insertReplies(tx, replyIds, now);
      }
    });
  }
}
