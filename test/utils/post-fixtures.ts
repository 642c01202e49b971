import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Db } from '../../src/database/sql';

export interface PostFixture {
  userId: number;
  status?: 'pending' | 'published';
  /** 0 (default) for a top-level post. */
  parentId?: number;
  depth?: number;
  /** Defaults: a published top-level post's own id, 0 for a pending one; the parent's for a reply. */
  conversationId?: number;
  text?: string;
  /** Epoch ms of created_at/updated_at/published_at/sorted_at (default: now on the given clock). */
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
 * Inserts a post row directly (the tests of reactions and notifications do not depend on
 * POST /post or the publisher). Returns the new id.
 */
export async function insertPost(app: NestFastifyApplication, f: PostFixture): Promise<number> {
  const db = app.get(Db);
  const parentId = f.parentId ?? 0;
  const status = f.status ?? 'published';
  const depth = f.depth ?? (parentId ? 1 : 0);
  let conversationId = f.conversationId;
  if (conversationId === undefined && parentId) {
    const parent = await db.get<{ id: number; conversation_id: number }>(
      `SELECT id, conversation_id FROM posts WHERE id = $1`,
      [parentId],
    );
    conversationId = parent?.conversation_id || parentId;
  }
  return db.transaction(async (tx) => {
    const row = await tx.get<{ id: number }>(
      `INSERT INTO posts (user_id, conversation_id, parent_id, post, status, type, depth, sort_order,
                          created_at, updated_at, published_at, sorted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9, $9) RETURNING id`,
      [
        f.userId,
        conversationId ?? 0,
        parentId,
        f.text ?? 'Hello world',
        status,
        parentId ? 'reply' : 'post',
        depth,
        parentId ? sortOrder(depth) : null,
        f.at,
      ],
    );
    const id = row!.id;
    if (conversationId === undefined && status === 'published') {
      await tx.run(`UPDATE posts SET conversation_id = id WHERE id = $1`, [id]);
    }
    return id;
  });
}

export interface NotificationFixture {
  receiverId: number;
  receiverPostId: number;
  initiatorId: number;
  initiatorPostId: number;
  type: 'reply' | 'star' | 'flag';
  at: number;
}

/** Inserts a notification row directly, e.g. a `reply` one as the publisher would write it. */
export async function insertNotification(
  app: NestFastifyApplication,
  n: NotificationFixture,
): Promise<number> {
  const db = app.get(Db);
  return db.transaction(async (tx) => {
    const row = await tx.get<{ id: number }>(
      `INSERT INTO notifications (receiver_id, receiver_post_id, initiator_id, initiator_post_id,
                                  type, status, content, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'unread', NULL, $6, $6) RETURNING id`,
      [n.receiverId, n.receiverPostId, n.initiatorId, n.initiatorPostId, n.type, n.at],
    );
    return row!.id;
  });
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
