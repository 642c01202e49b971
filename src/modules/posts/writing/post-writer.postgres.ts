import { Db } from '../../../database';
import { POST_AUTHOR_COLUMNS, attachmentColumns, postRowColumns } from '../sql/post.sql';
import { AttachmentRow, PostRow } from '../post.types';
import {
  CreatedPostRows,
  NewPostRequest,
  authorGone,
  ordinalsOutgrown,
  PostWriter,
  replyableParent,
} from './post-writer';
import { accessSql } from '../rules/post-visibility';
import { PostsRepository } from '../posts.repository';
import { childSortOrderSql, MAX_DEPTH, replyOrdinalFitsSql } from '../rules/sort-order';
import { userDelaySql, USERS_WITH_IMAGE } from '../../../users';

/** The statement of PostgresPostWriter.createInOneStatement. */
const CREATE_IN_ONE_STATEMENT = `WITH author AS (
    SELECT u.id, ${POST_AUTHOR_COLUMNS},
           CAST($4 AS BIGINT) + u.delay_minutes * 60000 AS due
      FROM ${USERS_WITH_IMAGE}
     WHERE u.id = $1
  ), parent AS (
    -- checked again here, locked against a delete until the statement ends: a parent deleted
    -- or hidden since the caller's check is no row, and then nothing is written (a reply racing
    -- a delete of its parent is either refused or under its tombstone); no author (erased
    -- since the auth check) is no row either, so that no ordinal is taken
    SELECT id, parent_id, conversation_id, depth, sort_order, status, published_at
      FROM posts
     WHERE id = $2 AND ${accessSql('posts', '$1', 'reply')} AND depth < ${MAX_DEPTH}
       AND EXISTS (SELECT 1 FROM author)
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

/**
 * PostgreSQL: the parent is checked first, then everything else is one statement: one round
 * trip, and the hot ordinal row of a busy thread is locked only while that statement runs. The
 * statement checks the parent again (it may have been deleted or hidden meanwhile) and writes
 * nothing if it fails, or if the author is gone (an erasure since the auth check: 401); the checks
 * then run once more to say why (401, 404), else the ordinals are used up (409).
 */
export class PostgresPostWriter extends PostWriter {
  constructor(
    private readonly db: Db,
    private readonly posts: PostsRepository,
  ) {
    super();
  }

  async create(request: NewPostRequest): Promise<CreatedPostRows> {
    if (request.parentId !== 0) {
      replyableParent(
        await this.posts.findParent(this.db, request.parentId, request.userId),
        request.userId,
      );
    }
    const created = await this.createInOneStatement(
      {
        userId: request.userId,
        parentId: request.parentId,
        text: request.text,
        createdAt: request.now,
      },
      request.attachmentTexts,
    );
    if (!created) {
      // why nothing was written: the author is gone (an erasure since the auth check), the
      // parent is gone or hidden, or its ordinals are used up
      if (!(await this.db.get(userDelaySql('$1'), [request.userId]))) {
        throw authorGone();
      }
      if (request.parentId !== 0) {
        replyableParent(
          await this.posts.findParent(this.db, request.parentId, request.userId),
          request.userId,
        );
      }
      throw ordinalsOutgrown();
    }
    return created;
  }

  /**
   * A new pending post or reply as one statement (atomic on its own, one round trip
   * instead of a transaction of four to six): for a reply the next sibling ordinal (atomic upsert)
   * and the `sort_order` path from it, the post, its text attachments, and the post as the
   * response needs it with its author and attachments. The caller has checked the parent (for
   * its 404 or 400); the statement checks it again, locked, because it may have been deleted or
   * hidden since. Undefined when the parent may not be replied to any more or its ordinals
   * outgrew their path segment: nothing was written. Public for the test of that re-check.
   */
  async createInOneStatement(
    post: Pick<NewPostRequest, 'userId' | 'parentId' | 'text'> & { createdAt: number },
    texts: string[],
  ): Promise<{ row: PostRow; attachments: AttachmentRow[] } | undefined> {
    const row = await this.db.get<PostRow & { attachment_rows: AttachmentRow[] | null }>(
      CREATE_IN_ONE_STATEMENT,
      [post.userId, post.parentId, post.text, post.createdAt, texts],
    );
    if (!row) {
      return undefined;
    }
    // The row keeps its attachment_rows column (the mapper reads a post's fields by name): a
    // rest-destructuring copy of it cost more than the rest of this method.
    return { row, attachments: row.attachment_rows ?? [] };
  }
}
