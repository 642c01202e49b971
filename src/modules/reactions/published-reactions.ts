import { Injectable, OnModuleInit } from '@nestjs/common';
import { CountersService } from '../../database/counters/counters.service';
import { PublisherService } from '../posts/publisher.service';
import { TOTAL_OF } from './reaction-totals';
import { ReactionsRepository } from './reactions.repository';

/**
 * The system totals count reactions on published posts only; an author's reactions on their own
 * pending post join them when it is published. Registered with the posts publisher, run in its
 * batch's transaction after the posts were marked published, as a statement of its own: on
 * PostgreSQL it then sees every reaction committed by a transaction that held a post's row before
 * the publisher; a later one sees the post published and counts itself.
 */
@Injectable()
export class PublishedReactions implements OnModuleInit {
  constructor(
    private readonly publisher: PublisherService,
    private readonly reactions: ReactionsRepository,
    private readonly counters: CountersService,
  ) {}

  onModuleInit(): void {
    this.publisher.onPublished(async ({ tx, postIds }) => {
      for (const { type, n } of await this.reactions.activeOnPosts(tx, postIds)) {
        await this.counters.addToShard(tx, TOTAL_OF[type], n);
      }
    });
  }
}
