import { Injectable } from '@nestjs/common';
import { MediaUrls } from '../../../core';
import type { Sql } from '../../../database';
import { toAttachmentResponse, toPostResponse } from './post.mapper';
import { AttachmentResponse, PostResponse } from '../dto/post.response';
import { NO_FLAGS, PostRow, ViewerFlags } from '../post.types';
import { PostViewsRepository } from './post-views.repository';
import { mayAccess } from '../rules/post-visibility';

/**
 * Turns post rows into wire Posts for a viewer, loading the related sets for the whole page at
 * once, and only where the counters say a hit is possible (no attachment query without
 * attachment_count, no reaction query without stars/flags, no replied query without replies).
 * Exported for every module that embeds posts (reactions, notifications).
 */
@Injectable()
export class PostViewsService {
  constructor(
    private readonly views: PostViewsRepository,
    private readonly urls: MediaUrls,
  ) {}

  /** The post's row whatever its status, read in `tx` (the caller's transaction) when given. */
  findRow(id: number, tx?: Sql): Promise<PostRow | undefined> {
    return this.views.findRow(id, tx);
  }

  async toResponses(rows: PostRow[], viewerId: number | null): Promise<PostResponse[]> {
    if (rows.length === 0) {
      return [];
    }
    const {
      attachments: attachmentRows,
      reactions: reactionRows,
      repliedIds,
    } = await this.views.relatedSets({
      attachmentsOf: rows.filter((r) => r.attachment_count > 0).map((r) => r.id),
      viewerId,
      reactedTo: rows.filter((r) => r.stars > 0 || r.flags > 0).map((r) => r.id),
      repliedTo: rows.filter((r) => r.replies > 0).map((r) => r.id),
    });

    const attachments = new Map<number, AttachmentResponse[]>();
    for (const a of attachmentRows) {
      const list = attachments.get(a.post_id);
      if (list) {
        list.push(toAttachmentResponse(a));
      } else {
        attachments.set(a.post_id, [toAttachmentResponse(a)]);
      }
    }
    const flags = new Map<number, ViewerFlags>();
    const flagsOf = (id: number) => {
      let f = flags.get(id);
      if (!f) {
        f = { ...NO_FLAGS };
        flags.set(id, f);
      }
      return f;
    };
    for (const r of reactionRows) {
      if (r.type === 'star') {
        flagsOf(r.post_id).starred = true;
      } else {
        flagsOf(r.post_id).flagged = true;
      }
    }
    for (const id of repliedIds) {
      flagsOf(id).replied = true;
    }
    return rows.map((row) =>
      toPostResponse(row, attachments.get(row.id) ?? [], flags.get(row.id) ?? NO_FLAGS, this.urls),
    );
  }

  /** Wire posts by id (missing ids are absent from the map), e.g. the posts embedded in reactions. */
  async byIds(ids: number[], viewerId: number | null): Promise<Map<number, PostResponse>> {
    const unique = [...new Set(ids)].filter((id) => id > 0);
    if (unique.length === 0) {
      return new Map();
    }
    const rows = await this.views.findRows(unique);
    const posts = await this.toResponses(rows, viewerId);
    return new Map(posts.map((p) => [p.id, p]));
  }

  /** The row of a post the viewer may open (post-visibility.ts), e.g. a tombstone. */
  async visibleRow(id: number, viewerId: number | null): Promise<PostRow | undefined> {
    const row = await this.views.findRow(id);
    return row && mayAccess(row, viewerId, 'open') ? row : undefined;
  }
}
