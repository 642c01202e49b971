import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../../database/sql';
import { AttachmentRow, PostRow } from './post.types';

/** Columns of a PostRow; every post read selects exactly these (`FROM posts p` + POST_JOINS). */
export const POST_COLUMNS = `p.id, p.user_id, p.conversation_id, p.parent_id, p.original_id, p.post, p.status,
  p.type, p.depth, p.sort_order, p.attachment_count, p.replies, p.reposts, p.quotes, p.stars, p.flags,
  p.reactions, p.bumps, p.created_at, p.updated_at, p.published_at, p.sorted_at,
  u.username, u.display_name, u.bio, u.media_id, m.ext AS media_ext`;

export const POST_JOINS = `JOIN users u ON u.id = p.user_id LEFT JOIN media m ON m.id = u.media_id`;

/** One post by id. (SQL texts are built once: a text built per call is hashed again per call.) */
export const POST_BY_ID = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE p.id = $1`;

/**
 * The related sets of a page of posts, each one query for the whole page (never one per post):
 * attachments, and the caller's reactions and replies.
 */
@Injectable()
export class PostViewsRepository {
  private readonly postsByIds: string;
  private readonly attachmentsByPostIds: string;
  private readonly viewerReactionsByPostIds: string;
  private readonly viewerRepliesByParentIds: string;

  constructor(private readonly db: Db) {
    this.postsByIds = `SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE ${db.inIds('p.id', 1)}`;
    this.attachmentsByPostIds = `SELECT a.id, a.user_id, a.post_id, a.type, a.content, a.sort_order,
        a.created_at, a.updated_at
      FROM attachments a WHERE ${db.inIds('a.post_id', 1)}
      ORDER BY a.post_id, a.sort_order`;
    this.viewerReactionsByPostIds = `SELECT post_id, type FROM reactions
      WHERE user_id = $1 AND active = 1 AND ${db.inIds('post_id', 2)}`;
    this.viewerRepliesByParentIds = `SELECT DISTINCT parent_id FROM posts
      WHERE ${db.inIds('parent_id', 1)} AND user_id = $2 AND status = 'published'`;
  }

  findRow(id: number, sql: Sql = this.db): Promise<PostRow | undefined> {
    return sql.get<PostRow>(POST_BY_ID, [id]);
  }

  findRows(ids: number[]): Promise<PostRow[]> {
    return this.db.all<PostRow>(this.postsByIds, [this.db.idList(ids)]);
  }

  attachmentsOf(postIds: number[]): Promise<AttachmentRow[]> {
    return this.db.all<AttachmentRow>(this.attachmentsByPostIds, [this.db.idList(postIds)]);
  }

  viewerReactions(
    viewerId: number,
    postIds: number[],
  ): Promise<{ post_id: number; type: string }[]> {
    return this.db.all(this.viewerReactionsByPostIds, [viewerId, this.db.idList(postIds)]);
  }

  /** Of `postIds`, those the viewer has a published direct reply to. */
  async viewerRepliedTo(viewerId: number, postIds: number[]): Promise<number[]> {
    const rows = await this.db.all<{ parent_id: number }>(this.viewerRepliesByParentIds, [
      this.db.idList(postIds),
      viewerId,
    ]);
    return rows.map((r) => r.parent_id);
  }
}
