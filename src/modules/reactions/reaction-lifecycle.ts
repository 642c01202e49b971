import { Injectable, OnModuleInit } from '@nestjs/common';
import { CountersRepository, Sql } from '../../database';
import { PostChange, PostLifecycleHooks } from '../posts';
import { TOTAL_OF } from './reaction-totals';
import { ReactionsRepository } from './reactions.repository';

/**
 * The reactions' part of the post lifecycle, registered with the posts module's hooks and run in
 * the change's transaction. The system totals count reactions on published posts only, so they
 * follow a post into and out of `published`: an author's reactions on their own pending post join
 * them when it is published, a hidden post's leave them until it is restored. A deleted post's
 * reactions are removed (a tombstone has none).
 *
 * The publication hook runs after the posts were marked published, as a statement of its own: on
 * PostgreSQL it then sees every reaction committed by a transaction that held a post's row before
 * the publisher; a later one sees the post published and counts itself. The other hooks run with
 * the post locked, so no reaction on it changes meanwhile.
 */
@Injectable()
export class ReactionLifecycle implements OnModuleInit {
  constructor(
    private readonly hooks: PostLifecycleHooks,
    private readonly reactions: ReactionsRepository,
    private readonly counters: CountersRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.onPublished(({ tx, postIds }) => this.addToTotals(tx, postIds, 1));
    this.hooks.onDeleted(async ({ tx, posts }) => {
      await this.followTotals(tx, posts);
      await this.reactions.removeOnPosts(
        tx,
        posts.map((p) => p.id),
      );
    });
    this.hooks.onHidden(({ tx, posts }) => this.followTotals(tx, posts));
    this.hooks.onRestored(({ tx, posts }) => this.followTotals(tx, posts));
  }

  /** Posts leaving `published` take their active reactions out of the totals; those entering bring them. */
  private async followTotals(tx: Sql, posts: PostChange[]): Promise<void> {
    const leaving = posts.filter((p) => p.from === 'published' && p.to !== 'published');
    const entering = posts.filter((p) => p.from !== 'published' && p.to === 'published');
    await this.addToTotals(
      tx,
      leaving.map((p) => p.id),
      -1,
    );
    await this.addToTotals(
      tx,
      entering.map((p) => p.id),
      1,
    );
  }

  private async addToTotals(tx: Sql, postIds: number[], sign: 1 | -1): Promise<void> {
    if (postIds.length === 0) {
      return;
    }
    for (const { type, n } of await this.reactions.activeOnPosts(tx, postIds)) {
      await this.counters.addToShard(tx, TOTAL_OF[type], sign * n);
    }
  }
}
