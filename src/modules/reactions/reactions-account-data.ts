import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp, keysetPages } from '../../core';
import {
  AccountErasureHooks,
  AccountExportSections,
  ERASURE_ORDER,
  EXPORT_ORDER,
} from '../../account-data';
import { Db } from '../../database';
import { NotificationsService } from '../notifications';
import { PostCountsService } from '../posts';
import { ReactionWriter } from './reaction-writer';
import { ReactionsRepository } from './reactions.repository';

const BATCH = 200;
const REACTION_TYPES = ['star', 'flag'] as const;

/**
 * The reactions module's part of an account's data. Export: the stars and flags the user gives
 * now, oldest first. Erasure: each active star or flag is withdrawn exactly as an unstar or
 * unflag is (ReactionWriter.remove: the post's counter and the system total move with the row,
 * once); then each flag row goes with the anonymous notification it made, and the remaining rows
 * go. A star's notification names the user: the notifications step removes it.
 */
@Injectable()
export class ReactionsAccountData implements OnModuleInit {
  constructor(
    private readonly hooks: AccountErasureHooks,
    private readonly sections: AccountExportSections,
    private readonly reactions: ReactionsRepository,
    private readonly writer: ReactionWriter,
    private readonly posts: PostCountsService,
    private readonly notifications: NotificationsService,
    private readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      name: 'reactions',
      order: ERASURE_ORDER.reactions,
      erase: (userId, now) => this.erase(userId, now),
    });
    this.sections.register({
      name: 'reactions',
      order: EXPORT_ORDER.reactions,
      items: (userId) => this.given(userId),
    });
  }

  private async *given(userId: number): AsyncGenerator<unknown> {
    for (const type of REACTION_TYPES) {
      const pages = keysetPages(BATCH, (last: { id: number } | undefined) =>
        this.reactions.activeOfUserAfter(userId, type, last?.id ?? 0, BATCH),
      );
      for await (const r of pages) {
        yield {
          id: r.id,
          post_id: r.post_id,
          type: r.type,
          created_at: formatTimestamp(r.created_at),
          updated_at: formatTimestamp(r.updated_at),
        };
      }
    }
  }

  async erase(userId: number, now: number): Promise<void> {
    for (const type of REACTION_TYPES) {
      for (let after = 0; ;) {
        const batch = await this.reactions.activeOfUserAfter(userId, type, after, BATCH);
        for (const reaction of batch) {
          await this.writer.remove(type, reaction.post_id, userId, now);
        }
        if (batch.length < BATCH) {
          break;
        }
        after = batch[batch.length - 1].id;
      }
    }
    // a first flag made an anonymous notification: it goes with the flag, in one transaction
    for (const postId of await this.reactions.flaggedByUser(userId)) {
      await this.db.transaction(async (tx) => {
        if (await this.reactions.deleteOne(tx, userId, postId, 'flag')) {
          const post = await this.posts.accessRow(tx, postId, userId);
          if (post && post.user_id !== userId) {
            await this.notifications.removeFlagNotice(tx, postId);
          }
        }
      });
    }
    await this.reactions.deleteOfUser(userId);
  }
}
