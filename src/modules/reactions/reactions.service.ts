import { Injectable, NotFoundException } from '@nestjs/common';
import { MediaUrls } from '../../core/media-urls';
import { Clock } from '../../core/clock';
import { CountersService } from '../../database/counters/counters.service';
import { paginate, Pagination } from '../../core/pagination';
import { toReducedPostResponse } from '../posts/post.mapper';
import { PostViewsService } from '../posts/post-views.service';
import { ReducedPostResponse } from '../posts/dto/post.response';
import { ReducedPostRow } from '../posts/post.types';
import { toReactionResponse } from './reaction.mapper';
import { TOTAL_OF } from './reaction-totals';
import { ReactionWriter } from './reaction-writer';
import { ReactionResponse } from './dto/reaction.response';
import { ReactionRow, ReactionType } from './reaction.types';
import { ReactionsRepository } from './reactions.repository';

export const POST_NOT_FOUND = 'The post does not exist.';

export interface ReactionPage {
  data: ReactionResponse[];
  pagination: Pagination;
}

/**
 * Stars and flags (DESIGN §6): the writes through ReactionWriter (the rules and their one
 * database-specific part), the lists of reactions.
 */
@Injectable()
export class ReactionsService {
  constructor(
    private readonly reactions: ReactionsRepository,
    private readonly writer: ReactionWriter,
    private readonly postViews: PostViewsService,
    private readonly counters: CountersService,
    private readonly clock: Clock,
    private readonly urls: MediaUrls,
  ) {}

  /** Star or flag (the rules: ReactionWriter); 404 when the caller may not see the post. */
  async add(type: ReactionType, postId: number, callerId: number): Promise<ReducedPostResponse> {
    return this.found(await this.writer.add(type, postId, callerId, this.clock.now()));
  }

  /** Unstar or unflag; without an active reaction nothing changes. */
  async remove(type: ReactionType, postId: number, callerId: number): Promise<ReducedPostResponse> {
    return this.found(await this.writer.remove(type, postId, callerId, this.clock.now()));
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
      this.counters.sum(TOTAL_OF[type]),
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

  private found(row: ReducedPostRow | undefined): ReducedPostResponse {
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
    return {
      data: rows.flatMap((row) => {
        const post = posts.get(row.post_id);
        return post ? [toReactionResponse(row, post, this.urls)] : [];
      }),
      pagination: paginate(total, page, path),
    };
  }
}
