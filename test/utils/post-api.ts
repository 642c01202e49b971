import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Db } from '../../src/database/sql';
import { PostResponse } from '../../src/modules/posts/dto/post.response';
import { PublisherService } from '../../src/modules/posts/publication/publisher.service';
import { TestUser } from './auth';
import { TestApp } from './create-test-app';
import { call } from './http';
import { TestClock } from './test-clock';

/** The Post fields in the spec's order. */
export const POST_KEYS = [
  'id',
  'user_id',
  'conversation_id',
  'parent_id',
  'original_id',
  'post',
  'status',
  'type',
  'depth',
  'sort_order',
  'attachment_count',
  'replies',
  'reposts',
  'quotes',
  'stars',
  'flags',
  'reactions',
  'bumps',
  'created_at',
  'updated_at',
  'published_at',
  'sorted_at',
  'username',
  'replied',
  'flagged',
  'starred',
  'attachments',
  'user',
];

export const ATTACHMENT_KEYS = [
  'id',
  'user_id',
  'post_id',
  'type',
  'content',
  'sort_order',
  'created_at',
  'updated_at',
];

export const USER_SUMMARY_KEYS = [
  'user_id',
  'username',
  'display_name',
  'bio',
  'profile_image_url',
];

export const PAGINATION_KEYS = [
  'total_results',
  'total_pages',
  'page_previous',
  'page_next',
  'page_current',
  'current_page',
  'current_result',
  'current_result_first',
  'current_result_last',
  'url_next',
  'url_previous',
];

/** POST /post as `user`; fails the test unless it is accepted. */
export async function createPost(
  app: NestFastifyApplication,
  user: TestUser,
  form: Record<string, string | number> | string,
): Promise<PostResponse> {
  const res = await call<PostResponse>(app, 'POST', '/post', {
    auth: user.auth,
    form: typeof form === 'string' ? { post: form } : form,
  });
  if (res.status !== 200) {
    throw new Error(`POST /post answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}

/** Runs the publisher at the test clock's now. */
export function publishDue(app: NestFastifyApplication, clock: TestClock): Promise<number> {
  return app.get(PublisherService).publishDue(clock.now());
}

/**
 * POST /post as `user`, then the publisher at the test clock's now (with whatever else is due);
 * fails the test unless the post is then published (its author has no delay). Returns the
 * answer to POST /post.
 */
export async function publishedPost(
  t: Pick<TestApp, 'app' | 'clock'>,
  user: TestUser,
  form: Record<string, string | number> | string,
): Promise<PostResponse> {
  const post = await createPost(t.app, user, form);
  await publishDue(t.app, t.clock);
  const { status } = await postState(t.app, post.id);
  if (status !== 'published') {
    throw new Error(`Post ${post.id} is still ${status} after the publisher ran`);
  }
  return post;
}

/** A star, flag or its withdrawal as `user`; fails the test unless it is accepted. */
export async function react(
  app: NestFastifyApplication,
  user: TestUser,
  action: 'star' | 'unstar' | 'flag' | 'unflag',
  postId: number,
): Promise<void> {
  const res = await call(app, 'POST', `/${action}/${postId}`, { auth: user.auth });
  if (res.status !== 200) {
    throw new Error(
      `POST /${action}/${postId} answered ${res.status}: ${JSON.stringify(res.body)}`,
    );
  }
}

/** A post and reply chain path: the numbers of its `sort_order` segments. */
export function segments(sortOrder: string | null): number[] {
  return sortOrder === null ? [] : sortOrder.split('/').map(Number);
}

export interface PostState {
  status: string;
  conversation_id: number;
  replies: number;
  bumps: number;
  sorted_at: number;
  updated_at: number;
  published_at: number;
}

/** A post's row as stored. */
export async function postState(app: NestFastifyApplication, id: number): Promise<PostState> {
  const row = await app.get(Db).get<PostState>(
    `SELECT status, conversation_id, replies, bumps, sorted_at, updated_at, published_at
         FROM posts WHERE id = $1`,
    [id],
  );
  if (!row) {
    throw new Error(`No post ${id}`);
  }
  return row;
}

export interface NotificationRow {
  receiver_id: number;
  receiver_post_id: number;
  initiator_id: number;
  initiator_post_id: number;
  type: string;
  status: string;
  content: string | null;
}

/** Every notification, in id order. */
export function allNotifications(app: NestFastifyApplication): Promise<NotificationRow[]> {
  return app.get(Db).all<NotificationRow>(
    `SELECT receiver_id, receiver_post_id, initiator_id, initiator_post_id, type, status, content
         FROM notifications ORDER BY id`,
  );
}
