import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Db } from '../../src/database/sql';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { PostWriter } from '../../src/modules/posts/writing/post-writer';
import { PublisherService } from '../../src/modules/posts/publication/publisher.service';

export interface PostFixture {
  userId: number;
  status?: 'pending' | 'published';
  /** 0 (default) for a top-level post. */
  parentId?: number;
  text?: string;
  /** Epoch ms of created_at, updated_at, published_at and sorted_at. */
  at: number;
}

const WIDTHS = [10, 10, 10, 11, 10, 10, 10, 10, 10, 10];

/** A sort_order with `ordinal` at segment `depth` (earlier segments 1), as a depth-d reply has. */
export function sortOrder(depth: number, ordinal = 1): string {
  return WIDTHS.map((w, i) =>
    String(i + 1 < depth ? 1 : i + 1 === depth ? ordinal : 0).padStart(w, '0'),
  ).join('/');
}

/**
 * A post or reply at an exact instant, made as POST /post and the publisher make it: the app's
 * PostWriter writes it (conversation, depth, reply ordinal and sort_order), and a published one is
 * published by PublisherService at `at`, so every counter moves as in production (the `/latest`
 * and published totals; for a reply its ancestors' replies, its root's bump, the `reply`
 * notifications). Only the publication instant is set by hand: `at`, whatever the author's delay
 * or the parent's (a pending reply due before its pending parent is data from before DESIGN §11).
 * Returns the new id.
 */
export async function insertPost(app: NestFastifyApplication, f: PostFixture): Promise<number> {
  const parentId = f.parentId ?? 0;
  // the writer applies the reply rule: a parent one may not reply to is a NotFoundException
  const { row } = await app.get(PostWriter).create({
    userId: f.userId,
    parentId,
    text: f.text ?? 'Hello world',
    attachmentTexts: [],
    now: f.at,
  });
  const db = app.get(Db);
  if (Number(row.published_at) !== f.at) {
    await db.run(`UPDATE posts SET published_at = $1, sorted_at = $1 WHERE id = $2`, [
      f.at,
      row.id,
    ]);
  }
  if ((f.status ?? 'published') === 'published') {
    await publishAt(app, row.id, f.at);
  }
  return row.id;
}

/**
 * Runs the publisher at `at`, which publishes the fixture post; refuses when that would publish
 * another pending post too (a test's pending fixture due by then).
 */
async function publishAt(app: NestFastifyApplication, id: number, at: number): Promise<void> {
  const db = app.get(Db);
  const others = await db.all<{ id: number }>(
    `SELECT id FROM posts WHERE status = 'pending' AND published_at <= $1 AND id <> $2`,
    [at, id],
  );
  if (others.length > 0) {
    throw new Error(
      `insertPost: publishing post ${id} at ${at} would also publish pending posts ` +
        others.map((o) => o.id).join(', '),
    );
  }
  await app.get(PublisherService).publishDue(at);
  const row = await db.get<{ status: string }>(`SELECT status FROM posts WHERE id = $1`, [id]);
  if (row?.status !== 'published') {
    throw new Error(`insertPost: post ${id} is still pending (is its parent pending?)`);
  }
}

export interface NotificationFixture {
  receiverId: number;
  receiverPostId: number;
  initiatorId: number;
  initiatorPostId: number;
  type: 'reply' | 'star' | 'flag';
  at: number;
}

/**
 * A notification alone, recorded through NotificationsService (the way every writer records one,
 * announced to the receiver's streams), without the reaction or reply that would cause it: for
 * the lists and marks of notifications. Returns the new id.
 */
export async function insertNotification(
  app: NestFastifyApplication,
  n: NotificationFixture,
): Promise<number> {
  if (n.receiverId === n.initiatorId) {
    throw new Error('insertNotification: nobody is notified of their own action');
  }
  const { at, ...notification } = n;
  return app.get(Db).transaction(async (tx) => {
    await app.get(NotificationsService).insert(tx, { ...notification, now: at }, n.initiatorId);
    const row = await tx.get<{ id: number }>(`SELECT MAX(id) AS id FROM notifications`);
    return Number(row!.id);
  });
}

/** The id of the `reply` notification the publisher wrote to `receiverId` about `replyId`. */
export async function replyNotificationId(
  app: NestFastifyApplication,
  receiverId: number,
  replyId: number,
): Promise<number> {
  const row = await app.get(Db).get<{ id: number }>(
    `SELECT id FROM notifications
        WHERE type = 'reply' AND receiver_id = $1 AND initiator_post_id = $2`,
    [receiverId, replyId],
  );
  if (!row) {
    throw new Error(`No reply notification to user ${receiverId} about post ${replyId}`);
  }
  return Number(row.id);
}

/** The counters and reaction rows of a post, straight from the tables. */
export async function postCounters(
  app: NestFastifyApplication,
  postId: number,
): Promise<{ stars: number; flags: number; bumps: number; sorted_at: number; updated_at: number }> {
  const row = await app
    .get(Db)
    .get<{ stars: number; flags: number; bumps: number; sorted_at: number; updated_at: number }>(
      `SELECT stars, flags, bumps, sorted_at, updated_at FROM posts WHERE id = $1`,
      [postId],
    );
  return row!;
}
