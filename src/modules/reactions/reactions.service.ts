import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock, MediaUrls, paginate, Pagination } from '../../core';
import { CountersRepository } from '../../database';
import { BlocksService, Viewer } from '../blocks';
import {
  POST_NOT_FOUND,
  PostViewsService,
  ReducedPostResponse,
  ReducedPostRow,
  toReducedPostResponse,
} from '../posts';
import { toReactionResponse } from './reaction.mapper';
import { FlagHooks } from './flag-hooks';
import { TOTAL_OF } from './reaction-totals';
import { ReactionWriter } from './reaction-writer';
import { ReactionResponse } from './dto/reaction.response';
import { ReactionRow, ReactionType } from './reaction.types';
import { ReactionsRepository } from './reactions.repository';

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
    private readonly blocks: BlocksService,
    private readonly counters: CountersRepository,
    private readonly clock: Clock,
    private readonly flagHooks: FlagHooks,
    private readonly urls: MediaUrls,
  ) {}

  /** Star or flag (the rules: ReactionWriter); 404 when the caller may not see the post. */
  async add(type: ReactionType, postId: number, callerId: number): Promise<ReducedPostResponse> {
    const now = this.clock.now();
    const post = this.found(await this.writer.add(type, postId, callerId, now));
    if (type === 'flag') {
      await this.flagHooks.flagged(postId, now);
    }
    return post;
  }

  /** Unstar or unflag; without an active reaction nothing changes. */
  async remove(type: ReactionType, postId: number, callerId: number): Promise<ReducedPostResponse> {
    return this.found(await this.writer.remove(type, postId, callerId, this.clock.now()));
  }

  /**
   * All active reactions of a type on posts the viewer may see, newest first. The total counts
   * the same rows: the system total (reactions on published posts) plus, for a signed-in viewer,
   * their own reactions on their own pending posts, less, for a viewer who blocked users, the
   * reactions by them or on their posts, which the page leaves out.
   */
  async listAll(
    type: ReactionType,
    viewer: Viewer | null,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const viewerId = viewer?.id ?? null;
    if (viewerId === null) {
      const [published, rows] = await Promise.all([
        this.counters.sum(TOTAL_OF[type]),
        this.reactions.pageOfType(type, 0, page),
      ]);
      return this.page(rows, published, viewerId, page, path);
    }
    const hidden = await this.blocks.hiddenAuthors(viewer);
    const [published, ownPending, byHidden, rows] = await Promise.all([
      this.counters.sum(TOTAL_OF[type]),
      this.reactions.countOnOwnPending(viewerId, type),
      hidden.length ? this.reactions.countOfTypeBy(type, hidden) : 0,
      hidden.length
        ? this.reactions.pageOfTypeHiding(type, viewerId, page, hidden)
        : this.reactions.pageOfType(type, viewerId, page),
    ]);
    return this.page(rows, published + ownPending - byHidden, viewerId, page, path);
  }

  /**
   * The active reactions of a type on one post; 404 when the viewer may not see the post. A
   * viewer who blocked users does not see their reactions, nor count them.
   */
  async listOfPost(
    type: ReactionType,
    postId: number,
    viewer: Viewer | null,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const viewerId = viewer?.id ?? null;
    const [post, hidden] = await Promise.all([
      this.postViews.visibleRow(postId, viewerId),
      this.blocks.hiddenAuthors(viewer),
    ]);
    if (!post) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    const counter = type === 'star' ? post.stars : post.flags;
    if (hidden.length === 0) {
      const rows = await this.reactions.pageOfPost(postId, type, page);
      return this.page(rows, counter, viewerId, page, path);
    }
    const [byHidden, rows] = await Promise.all([
      this.reactions.countOnPostBy(postId, type, hidden),
      this.reactions.pageOfPostHiding(postId, type, page, hidden),
    ]);
    return this.page(rows, counter - byHidden, viewerId, page, path);
  }

  /**
   * The user's own active reactions of a type, newest first; those on posts of users they
   * blocked are left out (and not counted).
   */
  async listOfUser(
    type: ReactionType,
    user: Viewer,
    page: number,
    path: string,
  ): Promise<ReactionPage> {
    const userId = user.id;
    const hidden = await this.blocks.hiddenAuthors(user);
    if (hidden.length === 0) {
      const [total, rows] = await Promise.all([
        this.reactions.countOfUser(userId, type),
        this.reactions.pageOfUser(userId, type, page),
      ]);
      return this.page(rows, total, userId, page, path);
    }
    const [total, onHidden, rows] = await Promise.all([
      this.reactions.countOfUser(userId, type),
      this.reactions.countOfUserOn(userId, type, hidden),
      this.reactions.pageOfUserHiding(userId, type, page, hidden),
    ]);
    return this.page(rows, total - onHidden, userId, page, path);
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
