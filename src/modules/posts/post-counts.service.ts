import { Injectable } from '@nestjs/common';
import { Sql } from '../../database/sql';
import { PostCountsRepository, PostHeader } from './post-counts.repository';
import { PostViewsRepository } from './post-views.repository';
import { PostCounter } from './post.write-api';
import { PostRow } from './post.types';

export type { PostHeader } from './post-counts.repository';

/**
 * How other modules change a post's counters (the reactions module: stars and flags), always in
 * the caller's transaction `sql`, so the post's counter commits with the change it counts.
 */
@Injectable()
export class PostCountsService {
  constructor(
    private readonly counts: PostCountsRepository,
    private readonly views: PostViewsRepository,
  ) {}

  /**
   * The post's author, status and parent, read inside the caller's transaction and locked
   * against lifecycle changes until it ends.
   */
  header(sql: Sql, postId: number): Promise<PostHeader | undefined> {
    return this.counts.header(sql, postId);
  }

  /** The post with its author as the caller's transaction sees it. */
  row(sql: Sql, postId: number): Promise<PostRow | undefined> {
    return this.views.findRow(postId, sql);
  }

  /**
   * One more on `counter`; with `bump`, a top-level post is also bumped and sorted to now (never
   * backwards), as a first star does.
   */
  count(sql: Sql, postId: number, counter: PostCounter, bump: boolean, now: number): Promise<void> {
    return this.counts.count(sql, postId, counter, bump, now);
  }

  /** One less on `counter` (never below 0); returns the post's status as of the update. */
  uncount(
    sql: Sql,
    postId: number,
    counter: PostCounter,
    now: number,
  ): Promise<PostHeader['status'] | undefined> {
    return this.counts.uncount(sql, postId, counter, now);
  }
}
