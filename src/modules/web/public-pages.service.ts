import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../config';
import { UNKNOWN_ROUTE } from '../../core';
import { AccountService } from '../account';
import { POST_NOT_FOUND, PostResponse, PostsService, VisibleParent } from '../posts';
import { pageLinks, PageLinks } from './page-links';
import { isReservedPath } from './reserved-paths';
import type { WebViewer } from './viewer';
import { LayoutData, SITE_NAME } from './web-pages';

/** A post and its place in the thread page (how far below the post asked for it is). */
export interface ThreadEntry {
  post: PostResponse;
  /** 0 for the post itself, 1 for its replies, … */
  level: number;
}

export type HomePage = LayoutData & { posts: PostResponse[]; pages: PageLinks };
export type ProfilePage = LayoutData & {
  profile: { username: string; name: string; bio: string; imageUrl: string };
  postCount: number;
  posts: PostResponse[];
  pages: PageLinks;
};
export type PostPage = LayoutData & {
  post: PostResponse;
  thread: ThreadEntry[];
  parent: { path: string; name: string } | null;
  replyCount: number;
  pages: PageLinks;
};

/** A post page asked for under another user's name: where it is. */
export interface Moved {
  redirect: string;
}

const DESCRIPTION_LENGTH = 160;
/** A post id as the API takes it (a safe integer); anything else is no post. */
const POST_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The first `max` characters (code points) of a text on one line, with an ellipsis when cut. It
 * walks the line only as far as it must (a title reads 60 characters of a post of up to 1,000).
 */
function excerpt(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  // no more UTF-16 units than `max`: no more characters either, nothing to count or cut
  if (line.length <= max) {
    return line;
  }
  let chars = 0;
  let cut = 0;
  for (let i = 0; i < line.length; i += line.codePointAt(i)! > 0xffff ? 2 : 1) {
    chars++;
    if (chars === max) {
      // where the max-th character starts: the first max - 1 end here
      cut = i;
    } else if (chars > max) {
      return `${line.slice(0, cut)}…`;
    }
  }
  return line;
}

/** The link to a reply's parent (one the viewer may open). */
function parentLink(parent: VisibleParent): PostPage['parent'] {
  if (parent.status === 'deleted' || parent.user_id === null || parent.username === null) {
    // a tombstone answers under any name: it has no author to show
    return { path: `/deleted/${parent.id}`, name: '' };
  }
  return {
    path: `/${encodeURIComponent(parent.username)}/${parent.id}`,
    name: parent.display_name || parent.username,
  };
}

/** `?page=N`, or nothing on the first page. */
const pageQuery = (page: number) => (page === 1 ? '' : `?page=${page}`);

/**
 * The public pages' contents, from the API's own services (the lists of /latest,
 * /timeline/user and /post/children, the profile), so each page shows exactly what the API shows
 * the same viewer: the one visibility rule, blocks and tombstones included.
 */
@Injectable()
export class PublicPagesService {
  private readonly publicUrl: string;

  constructor(
    private readonly posts: PostsService,
    private readonly accounts: AccountService,
    config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl;
  }

  async home(page: number, viewer: WebViewer | null): Promise<HomePage> {
    const { posts, pagination } = await this.posts.latest(page, viewer);
    return {
      title: SITE_NAME,
      description: 'The latest posts.',
      canonical: `${this.publicUrl}/${pageQuery(page)}`,
      viewerName: viewer?.username ?? null,
      posts,
      pages: pageLinks('/', pagination),
    };
  }

  async profile(username: string, page: number, viewer: WebViewer | null): Promise<ProfilePage> {
    if (isReservedPath(username)) {
      throw new NotFoundException(UNKNOWN_ROUTE);
    }
    const profile = await this.accounts.profile(username);
    const { posts, pagination } = await this.posts.timeline(profile.username, page, viewer);
    const name = profile.display_name || profile.username;
    const path = `/${encodeURIComponent(profile.username)}`;
    return {
      title: `${name} (@${profile.username})`,
      description: profile.bio ? excerpt(profile.bio) : `Posts by ${name}.`,
      canonical: `${this.publicUrl}${path}${pageQuery(page)}`,
      og: [
        ['og:title', `${name} (@${profile.username})`],
        ['og:description', profile.bio ? excerpt(profile.bio) : `Posts by ${name}.`],
        ['og:url', `${this.publicUrl}${path}`],
        ['og:type', 'profile'],
        ['og:image', profile.profile_image_url],
      ],
      viewerName: viewer?.username ?? null,
      profile: {
        username: profile.username,
        name,
        bio: profile.bio,
        imageUrl: profile.profile_image_url,
      },
      postCount: pagination.total_results,
      posts,
      pages: pageLinks(path, pagination),
    };
  }

  /**
   * The post and a page of its thread (the API's /post/children: depth-first). A post asked for
   * under another name than its author's is `Moved` there; a tombstone has no author to show,
   * so it answers under any name, unindexed.
   */
  async post(
    username: string,
    postId: string,
    page: number,
    viewer: WebViewer | null,
  ): Promise<PostPage | Moved> {
    if (isReservedPath(username)) {
      throw new NotFoundException(UNKNOWN_ROUTE);
    }
    if (!POST_ID.test(postId)) {
      throw new NotFoundException(POST_NOT_FOUND);
    }
    const { posts, pagination, parent } = await this.posts.thread(Number(postId), page, viewer);
    const [post, ...replies] = posts;
    const deleted = post.status === 'deleted';
    const path = `/${encodeURIComponent(post.username)}/${post.id}`;
    if (!deleted && post.username !== username) {
      return { redirect: `${path}${pageQuery(page)}` };
    }
    const thread: ThreadEntry[] = [
      { post, level: 0 },
      ...replies.map((reply) => ({ post: reply, level: reply.depth - post.depth })),
    ];
    const common = {
      viewerName: viewer?.username ?? null,
      post,
      thread,
      parent: parent && parentLink(parent),
      replyCount: pagination.total_results,
      pages: pageLinks(deleted ? `/${encodeURIComponent(username)}/${post.id}` : path, pagination),
    };
    if (deleted) {
      return {
        ...common,
        title: 'Deleted post',
        description: 'This post was deleted.',
        noindex: true,
      };
    }
    const name = post.user.display_name || post.username;
    const title = `${name} (@${post.username}): “${excerpt(post.post, 60)}”`;
    const description = excerpt(post.post);
    return {
      ...common,
      title,
      description,
      canonical: `${this.publicUrl}${path}${pageQuery(page)}`,
      og: [
        ['og:title', title],
        ['og:description', description],
        ['og:url', `${this.publicUrl}${path}`],
        ['og:type', 'article'],
        ['og:image', post.user.profile_image_url],
      ],
    };
  }
}
