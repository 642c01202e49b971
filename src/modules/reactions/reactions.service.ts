import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../core/clock';
import { paginate, Pagination } from '../../core/pagination';
import { Db, Sql } from '../../database/sql';
import { NotificationsService } from '../notifications/notifications.service';
import { toReducedPostResponse } from '../posts/post.mapper';
import { PostViewsService } from '../posts/post-views.service';
import { PostRow, ReducedPostResponse } from '../posts/post.types';
import { toReactionResponse } from './reaction.mapper';
import { ReactedPostHeader, ReactionResponse, ReactionRow, ReactionType } from './reaction.types';
import { ReactionsRepository } from './reactions.repository';

export const POST_NOT_FOUND = 'The post does not exist.';

export interface ReactionPage {
  data: ReactionResponse[];
  pagination: Pagination;
}

/**
 * Stars and flags (DESIGN §6). Each write is one transaction: the reaction row changes state with
 * a conditional statement, and only a statement that changed a row moves the counters, so
 * repeated or concurrent calls never count twice and counters never go negative.
 */
@Injectable()
export class ReactionsService {
  constructor(
    private readonly db: Db,
    private readonly reactions: ReactionsRepository,
    private readonly notifications: NotificationsService,
    private readonly postViews: PostViewsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Star or flag. The first reaction ever notifies the author (unless it is the caller): by name
   * for a star, anonymously for a flag. A first star also bumps a top-level post; a reaction
   * given again after being withdrawn only counts again. On PostgreSQL the same is one statement
   * (ReactionsRepository.addInOneStatement): a transaction of seven round trips held the
   * system total's row locked across them, and concurrent stars queued on it.
   */
  async add(type: ReactionType, postId: number, callerId: number): Promise<ReducedPostResponse> {
    if (this.db.dialect === 'postgres') {
      const row = await this.reactions.addInOneStatement(callerId, postId, type, this.clock.now());
      if (!row) {
        throw new NotFoundException(POST_NOT_FOUND);
      }
      if (row.notified) {
        this.notifications.announce(this.db, row.user_id);
      }
      return toReducedPostResponse(row);
    }
    return this.write(postId, callerId, async (tx, post, now) => {
      if (await this.reactions.insertFirst(tx, callerId, postId, type, now)) {
        if (type === 'star') {
          await this.reactions.countFirstStar(tx, postId, now);
        } else {
          await this.reactions.incrementPost(tx, postId, type, now);
        }
        await this.notifications.insert(
          tx,
          {
            receiverId: post.user_id,
            receiverPostId: postId,
            initiatorId: type === 'star' ? callerId : 0,
            initiatorPostId: 0,
            type,
            now,
          },
          callerId,
        );
        if (post.status === 'published') {
          await this.reactions.incrementTotal(tx, type);
        }
      } else if (await this.reactions.reactivate(tx, callerId, postId, type, now)) {
        await this.reactions.incrementPost(tx, postId, type, now);
        if (post.status === 'published') {
          await this.reactions.incrementTotal(tx, type);
        }
      }
    });
  }

  /** Unstar or unflag; without an active reaction nothing changes. */
  remove(type: ReactionType, postId: number, callerId: number): Promise<ReducedPostResponse> {
    return this.write(postId, callerId, async (tx, _post, now) => {
      if (await this.reactions.deactivate(tx, callerId, postId, type, now)) {
        const status = await this.reactions.decrementPost(tx, postId, type, now);
        if (status === 'published') {
          await this.reactions.decrementTotal(tx, type);
        }
      }
    });
  }

  /**
   * All active reactions of a type on posts the viewer may see, newest first. The total counts
   * the same rows: the system total (reactions on published posts) plus, for a signed-in viewer,
   * their own reactions on their own pending posts.
   */
  async listAll(
    type: ReactionType,
    viewerId: number | null,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const [published, ownPending, rows] = await Promise.all([
      this.reactions.total(type),
      viewerId ? this.reactions.countOnOwnPending(viewerId, type) : 0,
      this.reactions.pageOfType(type, viewerId ?? 0, page),
    ]);
    return this.page(rows, published + ownPending, viewerId, page, path);
  }

  /** The active reactions of a type on one post; 404 when the viewer may not see the post. */
  async listOfPost(
    type: ReactionType,
    postId: number,
    viewerId: number | null,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const post = await this.postViews.visibleRow(postId, viewerId);
    if (!post) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    const total = type === 'star' ? post.stars : post.flags;
    const rows = await this.reactions.pageOfPost(postId, type, page);
    return this.page(rows, total, viewerId, page, path);
  }

  /** The user's own active reactions of a type, newest first. */
  async listOfUser(
    type: ReactionType,
    userId: number,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const [total, rows] = await Promise.all([
      this.reactions.countOfUser(userId, type),
      this.reactions.pageOfUser(userId, type, page),
    ]);
    return this.page(rows, total, userId, page, path);
  }

  /** One transaction: 404 unless the caller may see the post, then `change`, then the re-read post. */
  private async write(
    postId: number,
    callerId: number,
    change: (tx: Sql, post: ReactedPostHeader, now: number) => Promise<void>,
  ): Promise<ReducedPostResponse> {
    const row = await this.db.transaction(async (tx): Promise<PostRow | undefined> => {
      const post = await this.reactions.findPostHeader(tx, postId);
      if (!post || (post.status !== 'published' && post.user_id !== callerId)) {
        return undefined;
      }
      await change(tx, post, this.clock.now());
      return this.reactions.findPostRow(tx, postId);
    });
    if (!row) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    return toReducedPostResponse(row);
  }

  /** The embedded posts of the whole page come from one `byIds` call. */
  private async page(
    rows: ReactionRow[],
    total: number,
    viewerId: number | null,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const posts = await this.postViews.byIds(
      rows.map((r) => r.post_id),
      viewerId,
    );
    const publicUrl = this.config.mediaUrl;
    return {
      data: rows.flatMap((row) => {
        const post = posts.get(row.post_id);
        return post ? [toReactionResponse(row, post, publicUrl)] : [];
      }),
      pagination: paginate(total, page, path),
    };
  }
}
