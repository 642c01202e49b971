import { Db, Sql } from '../../../database';
import { userDelaySql } from '../../../users';
import { AttachmentRow } from '../post.types';
import { attachmentColumns } from '../sql/post.sql';
import {
  CreatedPostRows,
  NewPostRequest,
  authorGone,
  ordinalsOutgrown,
  PostWriter,
  replyableParent,
} from './post-writer';
import { PostViewsRepository } from '../views/post-views.repository';
import { ParentRow, PostsRepository } from '../posts.repository';
import { childSortOrderSql, replyOrdinalFitsSql } from '../rules/sort-order';

/** The next sibling ordinal of a reply's parent and the reply's `sort_order` path from it. */
const NEXT_REPLY_SORT_ORDER = `INSERT INTO reply_ordinals (parent_id, last) VALUES ($1, 1)
  ON CONFLICT (parent_id) DO UPDATE SET last = reply_ordinals.last + 1
  RETURNING CASE WHEN ${replyOrdinalFitsSql('CAST($3 AS INTEGER)', 'last')}
                 THEN ${childSortOrderSql('$2', 'CAST($3 AS INTEGER)', 'last')} END AS sort_order`;

export interface NewPost {
  userId: number;
  conversationId: number;
  parentId: number;
  text: string;
  type: 'post' | 'reply';
  depth: number;
  sortOrder: string | null;
  attachmentCount: number;
  createdAt: number;
  /** Earliest publication (a pending parent's): a reply is never public before its parent. */
  notBefore: number;
}

/**
 * SQLite: one transaction (serialised by the write lock), statement by statement. Its own
 * statements (MAX of two values is SQLite's GREATEST) live here; the parent is read with the
 * shared PostsRepository.findParent.
 */
export class SqlitePostWriter extends PostWriter {
  constructor(
    private readonly db: Db,
    private readonly posts: PostsRepository,
    private readonly rows: PostViewsRepository,
  ) {
    super();
  }

  create(request: NewPostRequest): Promise<CreatedPostRows> {
    return this.db.transaction(async (tx) => {
      let reply: {
        conversationId: number;
        depth: number;
        sortOrder: string;
        notBefore: number;
      } | null = null;
      if (request.parentId !== 0) {
        const parent = replyableParent(
          await this.posts.findParent(tx, request.parentId, request.userId),
          request.userId,
        );
        const sortOrder = await this.nextReplySortOrder(tx, parent);
        if (sortOrder === null) {
          throw ordinalsOutgrown();
        }
        reply = {
          conversationId: parent.parent_id === 0 ? parent.id : parent.conversation_id,
          depth: parent.depth + 1,
          sortOrder,
          notBefore: parent.status === 'pending' ? Number(parent.published_at) : 0,
        };
      }
      const inserted = await this.insertPost(tx, {
        userId: request.userId,
        conversationId: reply?.conversationId ?? 0,
        parentId: request.parentId,
        text: request.text,
        type: reply ? 'reply' : 'post',
        depth: reply?.depth ?? 0,
        sortOrder: reply?.sortOrder ?? null,
        attachmentCount: request.attachmentTexts.length,
        createdAt: request.now,
        notBefore: reply?.notBefore ?? 0,
      });
      if (!inserted) {
        throw authorGone();
      }
      const { id } = inserted;
      const attachments = await this.insertTextAttachments(
        tx,
        request.userId,
        id,
        request.attachmentTexts,
        request.now,
      );
      const row = await this.rows.findRow(id, tx);
      return { row: row!, attachments };
    });
  }

  /**
   * The `sort_order` path of the next reply to a parent, from its next sibling ordinal (1, 2, …):
   * one atomic upsert, never shared. Null only if the ordinal outgrew its path segment.
   */
  private async nextReplySortOrder(tx: Sql, parent: ParentRow): Promise<string | null> {
    const row = await tx.get<{ sort_order: string | null }>(NEXT_REPLY_SORT_ORDER, [
      parent.id,
      parent.sort_order,
      parent.depth,
    ]);
    return row!.sort_order;
  }

  /**
   * Inserts a pending post, public at `createdAt` plus the author's delay as the user row has it
   * now (not as the auth cache saw it), and returns its id and that instant; undefined (nothing
   * inserted) when the author's row is gone.
   */
  private insertPost(
    tx: Sql,
    post: NewPost,
  ): Promise<{ id: number; published_at: number } | undefined> {
    return tx.get<{ id: number; published_at: number }>(
      `INSERT INTO posts (user_id, conversation_id, parent_id, post, status, type, depth, sort_order,
                            attachment_count, created_at, updated_at, published_at, sorted_at)
         SELECT $1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $9, due.at, due.at
           FROM (SELECT MAX(CAST($9 AS BIGINT) + delay_minutes * 60000, CAST($10 AS BIGINT)) AS at
                   FROM (${userDelaySql('$1')}) author) due
         RETURNING id, published_at`,
      [
        post.userId,
        post.conversationId,
        post.parentId,
        post.text,
        post.type,
        post.depth,
        post.sortOrder,
        post.attachmentCount,
        post.createdAt,
        post.notBefore,
      ],
    );
  }

  /** Text attachments 0 … n−1 of a new post, one statement; returned in sort_order. */
  private async insertTextAttachments(
    tx: Sql,
    userId: number,
    postId: number,
    texts: string[],
    now: number,
  ): Promise<AttachmentRow[]> {
    if (texts.length === 0) {
      return [];
    }
    // One statement text per attachment count (at most 10 prepared statements).
    const values = texts.map((_t, i) => `($1, $2, 'text', $${i + 4}, ${i}, $3, $3)`).join(', ');
    const rows = await tx.all<AttachmentRow>(
      `INSERT INTO attachments (user_id, post_id, type, content, sort_order, created_at, updated_at)
       VALUES ${values}
       RETURNING ${attachmentColumns()}`,
      [userId, postId, now, ...texts],
    );
    return rows.sort((a, b) => a.sort_order - b.sort_order);
  }
}
