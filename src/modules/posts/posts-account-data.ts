import { Injectable, OnModuleInit } from '@nestjs/common';
import { formatTimestamp, keysetPages } from '../../core';
import {
  AccountErasureHooks,
  AccountExportSections,
  ERASURE_ORDER,
  EXPORT_ORDER,
} from '../../account-data';
import { Db } from '../../database';
import { AttachmentResponse } from './dto/post.response';
import { PostLifecycleService } from './lifecycle/post-lifecycle.service';
import { toAttachmentResponse } from './views/post.mapper';
import {
  attachmentsOfPostsSql,
  POST_ROW_FIELDS,
  POSTS_OF_USER_AFTER,
  USER_HAS_POSTS,
} from './sql/post.sql';
import { AttachmentRow, PostRow } from './post.types';

/** Posts per read: the memory an export holds at once is one page of posts and attachments. */
const PAGE = 500;

type OwnPostRow = Pick<PostRow, (typeof POST_ROW_FIELDS)[number]>;

/** A post in the export: its columns (the author is the account) and its attachments. */
function exportedPost(row: OwnPostRow, attachments: AttachmentResponse[]): Record<string, unknown> {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    parent_id: row.parent_id,
    post: row.post,
    status: row.status,
    type: row.type,
    depth: row.depth,
    sort_order: row.sort_order,
    attachment_count: row.attachment_count,
    replies: row.replies,
    stars: row.stars,
    flags: row.flags,
    bumps: row.bumps,
    created_at: formatTimestamp(row.created_at),
    updated_at: formatTimestamp(row.updated_at),
    published_at: formatTimestamp(row.published_at),
    sorted_at: formatTimestamp(row.sorted_at),
    attachments,
  };
}

/**
 * The posts module's part of an account's data. Export: every post of the user, pending and
 * hidden ones included. Erasure: every post is deleted by the rules of DELETE /post
 * (PostLifecycleService.deleteAllOf: gone without replies, else a tombstone without text,
 * attachments or author; the other modules' lifecycle hooks remove its reactions and
 * notifications, and every count follows).
 */
@Injectable()
export class PostsAccountData implements OnModuleInit {
  private readonly attachmentsSql: string;

  constructor(
    private readonly sections: AccountExportSections,
    private readonly hooks: AccountErasureHooks,
    private readonly lifecycle: PostLifecycleService,
    private readonly db: Db,
  ) {
    this.attachmentsSql = attachmentsOfPostsSql(db.inIds('post_id', 1));
  }

  onModuleInit(): void {
    this.sections.register({
      name: 'posts',
      order: EXPORT_ORDER.posts,
      items: (userId) => this.posts(userId),
    });
    this.hooks.register({
      name: 'posts',
      order: ERASURE_ORDER.posts,
      erase: async (userId) => {
        await this.lifecycle.deleteAllOf(userId);
      },
    });
    // a deleted post's tombstone keeps its author's (anonymised) row
    this.hooks.keepUserRowWhile(USER_HAS_POSTS);
  }

  /** Keyset pages in id order, each with its attachments in one more query. */
  private async *posts(userId: number): AsyncGenerator<unknown> {
    const pages = keysetPages<Record<string, unknown>>(PAGE, async (last) => {
      const rows = await this.db.all<OwnPostRow>(POSTS_OF_USER_AFTER, [
        userId,
        last ? (last.id as number) : 0,
        PAGE,
      ]);
      const byPost = new Map<number, AttachmentResponse[]>();
      const withAttachments = rows.filter((r) => r.attachment_count > 0).map((r) => r.id);
      if (withAttachments.length > 0) {
        const attachments = await this.db.all<AttachmentRow>(this.attachmentsSql, [
          this.db.idList(withAttachments),
        ]);
        for (const a of attachments) {
          const list = byPost.get(a.post_id) ?? [];
          list.push(toAttachmentResponse(a));
          byPost.set(a.post_id, list);
        }
      }
      return rows.map((row) => exportedPost(row, byPost.get(row.id) ?? []));
    });
    yield* pages;
  }
}
