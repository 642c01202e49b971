import { Injectable, OnModuleInit } from '@nestjs/common';
import { PostLifecycleHooks } from '../posts';
import { NotificationsService } from './notifications.service';

/**
 * The notifications' part of the post lifecycle, registered with the posts module's hooks and
 * written in the change's transaction by this module (the owner of `notifications`): the `reply`
 * notifications of published replies, and the removal of every notification about a deleted
 * post (as the post it was received on or as the reply that caused it).
 */
@Injectable()
export class NotificationLifecycle implements OnModuleInit {
  constructor(
    private readonly hooks: PostLifecycleHooks,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.hooks.onPublished(async ({ tx, now, replyIds }) => {
      if (replyIds.length > 0) {
        await this.notifications.insertReplies(tx, replyIds, now);
      }
    });
    this.hooks.onDeleted(({ tx, posts }) =>
      this.notifications.removeAbout(
        tx,
        posts.map((p) => p.id),
      ),
    );
  }
}
