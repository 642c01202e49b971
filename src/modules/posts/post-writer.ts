import { ConflictException } from '@nestjs/common';
import { Db } from '../../database/sql';
import { AttachmentRow, PostRow } from './post.types';
import { PostViewsRepository } from './post-views.repository';
import { ParentRow, PostsRepository } from './posts.repository';

/** A new post or reply as PostsService asks for it. */
export interface NewPostRequest {
  userId: number;
  /** 0 for a top-level post. */
  parentId: number;
  text: string;
  attachmentTexts: string[];
  now: number;
}

export interface CreatedPostRows {
  row: PostRow;
  attachments: AttachmentRow[];
}

/**
 * The service's rule for a reply's parent: returns it when the author may reply to it, else
 * throws (404, or 400 when too deep). Both writers call it before they write anything.
 */
export type ParentCheck = (parent: ParentRow | undefined) => ParentRow;

/**
 * How a new post is written: the one database-specific part of POST /post. The posts module's
 * provider factory picks the implementation by dialect; PostsService never looks at it.
 * Either way the reply's sibling ordinal comes from one atomic upsert in the same transaction (on
 * PostgreSQL: statement) as the post, so concurrent replies never share one, and a reply to a
 * pending parent is published no earlier than the parent.
 */
export abstract class PostWriter {
  abstract create(request: NewPostRequest, checkParent: ParentCheck): Promise<CreatedPostRows>;
}

export const NO_MORE_REPLIES = 'The parent post takes no more replies.';

/**
 * A parent whose reply ordinals outgrew their path segment (DESIGN §5: 9,999,999,999 replies, the
 * same on both databases) takes no more replies: a 409, and nothing is written.
 */
function ordinalsOutgrown(): ConflictException {
  return new ConflictException(NO_MORE_REPLIES);
}

/** SQLite: one transaction (serialised by the write lock), statement by statement. */
export class SqlitePostWriter extends PostWriter {
  constructor(
    private readonly db: Db,
    private readonly posts: PostsRepository,
    private readonly rows: PostViewsRepository,
  ) {
    super();
  }

  create(request: NewPostRequest, checkParent: ParentCheck): Promise<CreatedPostRows> {
    return this.db.transaction(async (tx) => {
      let reply: {
        conversationId: number;
        depth: number;
        sortOrder: string;
        notBefore: number;
      } | null = null;
      if (request.parentId !== 0) {
        const parent = checkParent(await this.posts.findParent(tx, request.parentId));
        const sortOrder = await this.posts.nextReplySortOrder(tx, parent);
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
      const { id } = await this.posts.insertPost(tx, {
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
      const attachments = await this.posts.insertTextAttachments(
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
}

/**
 * PostgreSQL: the parent is checked first, then everything else is one statement: one round
 * trip, and the hot ordinal row of a busy thread is locked only while that statement runs. The
 * statement checks the parent again (it may have been deleted or hidden meanwhile) and writes
 * nothing if it fails; the check then runs once more to say why (404), else the ordinals are
 * used up (409).
 */
export class PostgresPostWriter extends PostWriter {
  constructor(
    private readonly db: Db,
    private readonly posts: PostsRepository,
  ) {
    super();
  }

  async create(request: NewPostRequest, checkParent: ParentCheck): Promise<CreatedPostRows> {
    if (request.parentId !== 0) {
      checkParent(await this.posts.findParent(this.db, request.parentId));
    }
    const created = await this.posts.createInOneStatement(
      {
        userId: request.userId,
        parentId: request.parentId,
        text: request.text,
        createdAt: request.now,
      },
      request.attachmentTexts,
    );
    if (!created) {
      if (request.parentId !== 0) {
        checkParent(await this.posts.findParent(this.db, request.parentId));
      }
      throw ordinalsOutgrown();
    }
    return created;
  }
}

/** The posts module's provider of PostWriter: the implementation of the connected database. */
export const postWriterProvider = {
  provide: PostWriter,
  inject: [Db, PostsRepository, PostViewsRepository],
  useFactory: (db: Db, posts: PostsRepository, rows: PostViewsRepository): PostWriter =>
    db.dialect === 'postgres'
      ? new PostgresPostWriter(db, posts)
      : new SqlitePostWriter(db, posts, rows),
};
