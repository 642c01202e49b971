import { Injectable } from '@nestjs/common';
import { Sql } from '../../../database';
import type { PostStatus } from '../entities/post.entity';

/** What one publisher batch published, inside the batch's transaction. */
export interface PublishedBatch {
  tx: Sql;
  now: number;
  /** Every post the batch published. */
  postIds: number[];
  /** Those of them that are replies. */
  replyIds: number[];
}

/** One post's change of status: `to` is `gone` when its row is removed. */
export interface PostChange {
  id: number;
  /** The author before the change (a tombstone keeps none). */
  user_id: number;
  parent_id: number;
  from: PostStatus;
  to: PostStatus | 'gone';
}

/**
 * Posts deleted by their author (or with their account), hidden, or restored, inside the
 * change's transaction. The hooks run after the posts' rows are locked and before they change:
 * they still have their old status, author and text, and the foreign keys of the rows a hook
 * removes still hold.
 */
export interface PostsChanged {
  tx: Sql;
  now: number;
  posts: PostChange[];
}

export type PublishedHook = (batch: PublishedBatch) => Promise<void>;
export type ChangedHook = (change: PostsChanged) => Promise<void>;

/**
 * The post lifecycle's hooks: the work other modules do on their own data when a post is
 * published, deleted, hidden or restored (the reply notifications, the reactions and the
 * system totals, the notifications about a removed post). Each runs in the transaction of the
 * change: it commits with it or not at all. The module that owns the data registers its hook at
 * start-up (`onModuleInit`), so the posts module never writes that data and depends on none of
 * those modules.
 */
@Injectable()
export class PostLifecycleHooks {
  private readonly hooks = {
    published: [] as PublishedHook[],
    deleted: [] as ChangedHook[],
    hidden: [] as ChangedHook[],
    restored: [] as ChangedHook[],
  };

  /** After the batch's posts were marked published (they read as published to the hook). */
  onPublished(hook: PublishedHook): void {
    this.hooks.published.push(hook);
  }

  /** Before the posts are removed or become tombstones (`to`: `gone` or `deleted`). */
  onDeleted(hook: ChangedHook): void {
    this.hooks.deleted.push(hook);
  }

  /** Before the posts become hidden. */
  onHidden(hook: ChangedHook): void {
    this.hooks.hidden.push(hook);
  }

  /** Before hidden posts return to their earlier status (`to`: `pending` or `published`). */
  onRestored(hook: ChangedHook): void {
    this.hooks.restored.push(hook);
  }

  async published(batch: PublishedBatch): Promise<void> {
    for (const hook of this.hooks.published) {
      await hook(batch);
    }
  }

  async changed(kind: 'deleted' | 'hidden' | 'restored', change: PostsChanged): Promise<void> {
    if (change.posts.length === 0) {
      return;
    }
    for (const hook of this.hooks[kind]) {
      await hook(change);
    }
  }
}
