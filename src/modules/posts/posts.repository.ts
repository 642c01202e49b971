import { Injectable } from '@nestjs/common';
import { PAGE_SIZE } from '../../core/pagination';
import { Db, Sql } from '../../database/sql';
import { userDelaySql, USERS_WITH_IMAGE } from '../../users/user.read-api';
import { AttachmentRow, PostRow } from './post.types';
import type { PostStatus } from './post.entity';
import {
  attachmentColumns,
  POST_AUTHOR_COLUMNS,
  POST_COLUMNS,
  AUTHORED_POST_JOINS,
  POST_JOINS,
  postRowColumns,
} from './post.read-api';
import { LatestPageSql } from './latest-page.sql';
import { childSortOrderSql, MAX_DEPTH, replyOrdinalFitsSql } from './sort-order';
import { accessSql, LISTED_IN_THREAD_SQL } from './post-visibility';

/** The page queries, built once (a text built per call is hashed again per call). */
const DESCENDANTS_PAGE = `SELECT ${POST_COLUMNS}
  FROM (SELECT id FROM posts
         WHERE conversation_id = $1 AND ${LISTED_IN_THREAD_SQL}
           AND sort_order > $2 AND sort_order <= $3
         ORDER BY sort_order LIMIT ${PAGE_SIZE} OFFSET $4) page
  JOIN posts p ON p.id = page.id ${POST_JOINS}
  ORDER BY p.sort_order`;

const PENDING_PAGE = `SELECT ${POST_COLUMNS}
  FROM (SELECT id FROM posts
         WHERE user_id = $1 AND status = 'pending'
         ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $2) page
  JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
  ORDER BY p.published_at DESC, p.id DESC`;

const TIMELINE_PAGE = `SELECT ${POST_COLUMNS}
  FROM (SELECT id FROM posts
         WHERE user_id = $1 AND status = 'published' AND parent_id = 0
         ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $2) page
  JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
  ORDER BY p.published_at DESC, p.id DESC`;

/** The statement of PostsRepository.nextReplySortOrder (SQLite). */
const NEXT_REPLY_SORT_ORDER = `INSERT INTO reply_ordinals (parent_id, last) VALUES ($1, 1)
  ON CONFLICT (parent_id) DO UPDATE SET last = reply_ordinals.last + 1
  RETURNING CASE WHEN ${replyOrdinalFitsSql('CAST($3 AS INTEGER)', 'last')}
                 THEN ${childSortOrderSql('$2', 'CAST($3 AS INTEGER)', 'last')} END AS sort_order`;

/** The statement of PostsRepository.createInOneStatement (PostgreSQL). */
const CREATE_IN_ONE_STATEMENT = `WITH author AS (
    SELECT u.id, ${POST_AUTHOR_COLUMNS},
           CAST($4 AS BIGINT) + u.delay_minutes * 60000 AS due
      FROM ${USERS_WITH_IMAGE}
     WHERE u.id = $1
  ), parent AS (
    -- checked again here, locked against a delete until the statement ends: a parent deleted
    -- or hidden since the caller's check is no row, and then nothing is written (a reply racing
    -- a delete of its parent is either refused or under its tombstone)
    SELECT id, parent_id, conversation_id, depth, sort_order, status, published_at
      FROM posts
     WHERE id = $2 AND ${accessSql('posts', '$1', 'reply')} AND depth < ${MAX_DEPTH}
       FOR KEY SHARE
  ), ordinal AS (
    -- an ordinal that would outgrow its path segment is not taken: no row, so no post below
    INSERT INTO reply_ordinals (parent_id, last) SELECT id, 1 FROM parent
    ON CONFLICT (parent_id) DO UPDATE SET last = reply_ordinals.last + 1
     WHERE ${replyOrdinalFitsSql('(SELECT depth FROM parent)', 'reply_ordinals.last + 1')}
    RETURNING last
  ), inserted AS (
    INSERT INTO posts (user_id, conversation_id, parent_id, post, status, type, depth,
                       sort_order, attachment_count, created_at, updated_at, published_at,
                       sorted_at)
    SELECT a.id,
           CASE WHEN p.id IS NULL THEN 0 WHEN p.parent_id = 0 THEN p.id
                ELSE p.conversation_id END,
           $2, $3, 'pending', CASE WHEN p.id IS NULL THEN 'post' ELSE 'reply' END,
           COALESCE(p.depth + 1, 0),
           CASE WHEN p.id IS NULL THEN NULL
                ELSE ${childSortOrderSql('p.sort_order', 'p.depth', 'o.last')} END,
           cardinality($5::text[]), $4, $4, w.due, w.due
      FROM author a
      LEFT JOIN parent p ON TRUE
      CROSS JOIN LATERAL (
        -- never public before a pending parent (DESIGN §11): GREATEST skips the NULL
        SELECT GREATEST(a.due, CASE WHEN p.status = 'pending' THEN p.published_at END) AS due
      ) w
      LEFT JOIN ordinal o ON TRUE
     WHERE CASE WHEN $2 = 0 THEN p.id IS NULL ELSE o.last IS NOT NULL END
    RETURNING *
  ), attached AS (
    INSERT INTO attachments (user_id, post_id, type, content, sort_order, created_at,
                             updated_at)
    SELECT i.user_id, i.id, 'text', t.content, t.n - 1, $4, $4
      FROM inserted i, unnest($5::text[]) WITH ORDINALITY AS t(content, n)
    RETURNING ${attachmentColumns()}
  )
  SELECT ${postRowColumns('i', 'a')},
         (SELECT json_agg(x ORDER BY x.sort_order) FROM attached x) AS attachment_rows
    FROM inserted i, author a`;

/** What creating a reply needs to know of its parent. */
export interface ParentRow {
  id: number;
  user_id: number | null;
  parent_id: number;
  conversation_id: number;
  status: PostStatus;
  published_at: number;
  depth: number;
  sort_order: string | null;
}

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
 * The named queries of the post lists and of POST /post. A list page reads its 20 ids from the
 * list's index alone (a deep OFFSET skips index entries, not joined rows), then joins them to
 * the full rows.
 */
@Injectable()
export class PostsRepository {
  constructor(
    private readonly db: Db,
    private readonly latestPageSql: LatestPageSql,
  ) {}

  /**
   * A page of GET /latest, each row carrying the list total from its counter row (one query).
   * A page past the total reads nothing: the counter guard (latest-page.sql.ts) is evaluated
   * once, before the scan.
   */
  latestPage(offset: number): Promise<(PostRow & { latest_total: number })[]> {
    return this.db.all(this.latestPageSql.text, [offset]);
  }

  /**
   * A page of the descendants a thread lists (published posts and tombstones) of a post:
   * `after < sort_order <= upTo` in its thread.
   */
  descendantsPage(
    conversationId: number,
    after: string,
    upTo: string,
    offset: number,
  ): Promise<PostRow[]> {
    return this.db.all<PostRow>(DESCENDANTS_PAGE, [conversationId, after, upTo, offset]);
  }

  async countPendingOf(userId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of GET /pending: the user's pending posts and replies, next to be published last. */
  pendingPage(userId: number, offset: number): Promise<PostRow[]> {
    return this.db.all<PostRow>(PENDING_PAGE, [userId, offset]);
  }

  async countTimelineOf(userId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts
        WHERE user_id = $1 AND status = 'published' AND parent_id = 0`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of GET /timeline/user: the user's published top-level posts, newest first. */
  timelinePage(userId: number, offset: number): Promise<PostRow[]> {
    return this.db.all<PostRow>(TIMELINE_PAGE, [userId, offset]);
  }

  // The write path of POST /post: every method runs inside the caller's transaction.

  findParent(tx: Sql, id: number): Promise<ParentRow | undefined> {
    return tx.get<ParentRow>(
      `SELECT id, user_id, parent_id, conversation_id, status, published_at, depth, sort_order
         FROM posts WHERE id = $1`,
      [id],
    );
  }

  /**
   * The `sort_order` path of the next reply to a parent, from its next sibling ordinal (1, 2, …):
   * one atomic upsert, never shared. Null only if the ordinal outgrew its path segment.
   */
  async nextReplySortOrder(tx: Sql, parent: ParentRow): Promise<string | null> {
    const row = await tx.get<{ sort_order: string | null }>(NEXT_REPLY_SORT_ORDER, [
      parent.id,
      parent.sort_order,
      parent.depth,
    ]);
    return row!.sort_order;
  }

  /**
   * Inserts a pending post, public at `createdAt` plus the author's delay as the user row has it
   * now (not as the auth cache saw it), and returns its id and that instant.
   */
  insertPost(tx: Sql, post: NewPost): Promise<{ id: number; published_at: number }> {
    return tx
      .get<{ id: number; published_at: number }>(
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
      )
      .then((row) => row!);
  }

  /**
   * PostgreSQL: a new pending post or reply as one statement (atomic on its own, one round trip
   * instead of a transaction of four to six): for a reply the next sibling ordinal (atomic upsert)
   * and the `sort_order` path from it, the post, its text attachments, and the post as the
   * response needs it with its author and attachments. The caller has checked the parent (for
   * its 404 or 400); the statement checks it again, locked, because it may have been deleted or
   * hidden since. Undefined when the parent may not be replied to any more or its ordinals
   * outgrew their path segment: nothing was written.
   */
  async createInOneStatement(
    post: Omit<
      NewPost,
      'conversationId' | 'type' | 'depth' | 'sortOrder' | 'attachmentCount' | 'notBefore'
    >,
    texts: string[],
  ): Promise<{ row: PostRow; attachments: AttachmentRow[] } | undefined> {
    const row = await this.db.get<PostRow & { attachment_rows: AttachmentRow[] | null }>(
      CREATE_IN_ONE_STATEMENT,
      [post.userId, post.parentId, post.text, post.createdAt, texts],
    );
    if (!row) {
      return undefined;
    }
    const { attachment_rows: attachments, ...postRow } = row;
    return { row: postRow, attachments: attachments ?? [] };
  }

  /** Text attachments 0 … n−1 of a new post, one statement; returned in sort_order. */
  async insertTextAttachments(
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
