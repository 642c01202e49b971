import { Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../../auth';
import { Clock, MediaUrls, pageOffset, paginate, Pagination } from '../../core';
import { CountersRepository } from '../../database';
import { UsersService } from '../../users';
import { BlocksService, Viewer } from '../blocks';
import { toAttachmentResponse, toPostResponse } from './views/post.mapper';
import { PostResponse } from './dto/post.response';
import { NO_FLAGS, PostRow } from './post.types';
import { PostWriter } from './writing/post-writer';
import { PostViewsService, VisibleParent } from './views/post-views.service';
import { PostLifecycleService } from './lifecycle/post-lifecycle.service';
import { PostsRepository } from './posts.repository';
import type { InlineSets } from './views/post-views.repository';
import { subtreeRange } from './rules/sort-order';
import { mayAccess } from './rules/post-visibility';

export const POST_NOT_FOUND = 'The post does not exist.';
export const POST_DELETED = 'The post was deleted.';
export { PARENT_NOT_FOUND, TOO_DEEP } from './writing/post-writer';

/** The message of a created post: when it will be public (DESIGN §5). */
export function publicationMessage(delayMinutes: number): string {
  const start = 'Thank you for submitting your post. It will be publicly displayed in';
  return delayMinutes === 1
    ? `${start} 1 minute.`
    : `${start} ${delayMinutes} minutes. New accounts have a delay in publishing to help protect against spam.`;
}

export interface NewPostInput {
  text: string;
  /** 0 for a top-level post. */
  parentId: number;
  attachmentTexts: string[];
}

export interface CreatedPost {
  post: PostResponse;
  message: string;
}

export interface PostPage {
  posts: PostResponse[];
  pagination: Pagination;
}

/** A page of a thread (`children`) with the post's parent, when the viewer may open it. */
export interface ThreadPage extends PostPage {
  parent: VisibleParent | null;
}

/**
 * Posts and threads: creating a pending post or reply and the lists of posts. Visibility: a
 * published post is public; a pending one is seen only by its author, and only in /pending,
 * /post/single and /post/children.
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly writer: PostWriter,
    private readonly views: PostViewsService,
    private readonly lifecycle: PostLifecycleService,
    private readonly users: UsersService,
    private readonly blocks: BlocksService,
    private readonly counters: CountersRepository,
    private readonly clock: Clock,
    private readonly urls: MediaUrls,
  ) {}

  /**
   * A new pending post, public at creation time plus the author's delay, and a reply to the
   * author's own pending post no earlier than that post (the author's delay may have been lowered
   * since: a thread is never public ahead of its ancestors). A reply gets its depth,
   * conversation and `sort_order` path at once; its sibling ordinal comes from one atomic upsert
   * in the same transaction (on PostgreSQL: statement), so concurrent replies never share one.
   */
  async create(author: Pick<AuthUser, 'id'>, input: NewPostInput): Promise<CreatedPost> {
    const now = this.clock.now();
    const { row, attachments } = await this.writer.create({
      userId: author.id,
      parentId: input.parentId,
      text: input.text,
      attachmentTexts: input.attachmentTexts,
      now,
    });
    return {
      post: toPostResponse(row, attachments.map(toAttachmentResponse), NO_FLAGS, this.urls),
      message: publicationMessage(Math.round((row.published_at - now) / 60_000)),
    };
  }

  /**
   * DELETE /post/{id}: the caller's own post (PostLifecycleService.delete); 404 for any other,
   * a missing one or a tombstone, so nobody learns of a post they may not delete.
   */
  async delete(id: number, callerId: number): Promise<void> {
    if (!(await this.lifecycle.delete(id, callerId))) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
  }

  /**
   * Published top-level posts, most recently active first; the total is a counter row. A viewer
   * who blocked users sees the list without their posts, and its total is the counter less their
   * published top-level posts (read in the page's statement).
   */
  async latest(page: number, viewer: Viewer | null): Promise<PostPage> {
    const viewerId = viewer?.id ?? null;
    const hidden = await this.blocks.hiddenAuthors(viewer);
    const offset = pageOffset(page);
    // an anonymous viewer hides nobody
    const rows =
      viewerId === null || hidden.length === 0
        ? await this.posts.latestPage(offset, viewerId)
        : await this.posts.latestPageHiding(offset, hidden, viewerId);
    const total =
      rows.length > 0
        ? Number(rows[0].latest_total)
        : hidden.length === 0
          ? await this.counters.value('latest_total')
          : await this.posts.latestTotalHiding(hidden);
    return {
      posts: await this.views.toResponses(rows, viewerId),
      pagination: paginate(total, page, '/latest'),
    };
  }

  /** The caller's pending posts and replies, by publication time, latest first. */
  async pending(userId: number, page: number): Promise<PostPage> {
    const offset = pageOffset(page);
    const total = await this.posts.countPendingOf(userId);
    const rows = offset < total ? await this.posts.pendingPage(userId, offset) : [];
    return {
      posts: await this.views.toResponses(rows, userId),
      pagination: paginate(total, page, '/pending'),
    };
  }

  /**
   * The post, then a page of its listed descendants (published posts and tombstones) in thread
   * (depth-first) order. The total is the post's own `replies` counter: the same descendants;
   * for a viewer who blocked users, less the replies they wrote, which the page leaves out (the
   * replies to those stay, in their place). The post asked for is shown whoever wrote it, as
   * /post/single does. Where the repository can, a viewer who hides nobody gets the post and the
   * page from one statement (PostgreSQL: a round trip saved).
   */
  async children(id: number, page: number, viewer: Viewer | null): Promise<PostPage> {
    const viewerId = viewer?.id ?? null;
    const hidden = await this.blocks.hiddenAuthors(viewer);
    // an anonymous viewer hides nobody
    if (this.posts.readsThreadInOneStatement && (viewerId === null || hidden.length === 0)) {
      const rows = await this.posts.postAndDescendants(id, pageOffset(page), viewerId);
      const post = rows[0];
      if (post?.id !== id || !mayAccess(post, viewerId, 'open')) {
        throw new NotFoundException(POST_NOT_FOUND);
      }
      return {
        posts: await this.views.toResponses(rows, viewerId),
        pagination: paginate(post.replies, page, `/post/children/${post.id}`),
      };
    }
    const post = await this.views.visibleRowToShow(id, viewerId);
    if (!post) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    return this.threadPage(post, page, viewerId, hidden);
  }

  /**
   * `children`, and the post's parent when the viewer may open it (a thread page links to it),
   * read in the statement that reads the post.
   */
  async thread(id: number, page: number, viewer: Viewer | null): Promise<ThreadPage> {
    const viewerId = viewer?.id ?? null;
    const [found, hidden] = await Promise.all([
      this.views.visibleRowWithParent(id, viewerId),
      this.blocks.hiddenAuthors(viewer),
    ]);
    if (!found) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    return { ...(await this.threadPage(found.row, page, viewerId, hidden)), parent: found.parent };
  }

  private async threadPage(
    post: PostRow & InlineSets,
    page: number,
    viewerId: number | null,
    hidden: readonly number[],
  ): Promise<PostPage> {
    const topLevel = post.parent_id === 0;
    const conversationId = topLevel ? post.id : post.conversation_id;
    // the subtree's bounds only when a query needs them (a post without replies needs none)
    const range = () => subtreeRange(topLevel ? null : post.sort_order, topLevel ? 0 : post.depth);
    const offset = pageOffset(page);
    let rows = [post];
    let total = post.replies;
    if (viewerId === null || hidden.length === 0) {
      if (offset < total) {
        const { after, upTo } = range();
        rows = rows.concat(
          await this.posts.descendantsPage(conversationId, after, upTo, offset, viewerId),
        );
      }
    } else if (total > 0) {
      const { after, upTo } = range();
      const [byHidden, descendants] = await Promise.all([
        this.posts.countDescendantsBy(conversationId, after, upTo, hidden),
        this.posts.descendantsPageHiding(conversationId, after, upTo, offset, hidden, viewerId),
      ]);
      total -= byHidden;
      rows = rows.concat(descendants);
    }
    return {
      posts: await this.views.toResponses(rows, viewerId),
      pagination: paginate(total, page, `/post/children/${post.id}`),
    };
  }

  /** `[post]` as a one-result list (a later page is empty). */
  async single(id: number, page: number, viewer: Viewer | null): Promise<PostPage> {
    const viewerId = viewer?.id ?? null;
    // without InlineSets: their subqueries cost every execution of a statement their start,
    // and the sets of one post are read only when its counters say a hit is possible
    const post = await this.views.visibleRow(id, viewerId);
    if (!post) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    return {
      posts: page === 1 ? await this.views.toResponses([post], viewerId) : [],
      pagination: paginate(1, page, `/post/single/${id}`),
    };
  }

  /**
   * A user's published top-level posts, newest first (user names match case-insensitively). A
   * user the viewer blocked has an empty timeline for them (the user exists: no 404).
   */
  async timeline(username: string, page: number, viewer: Viewer | null): Promise<PostPage> {
    const viewerId = viewer?.id ?? null;
    const [user, hidden] = await Promise.all([
      this.users.getByUsername(username),
      this.blocks.hiddenAuthors(viewer),
    ]);
    const offset = pageOffset(page);
    const total = hidden.includes(user.id) ? 0 : await this.posts.countTimelineOf(user.id);
    const rows = offset < total ? await this.posts.timelinePage(user.id, offset, viewerId) : [];
    return {
      posts: await this.views.toResponses(rows, viewerId),
      pagination: paginate(total, page, `/timeline/user/${encodeURIComponent(username)}`),
    };
  }
}
