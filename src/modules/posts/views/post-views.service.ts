import { Injectable } from '@nestjs/common';
import { MediaUrls } from '../../../core';
import type { Sql } from '../../../database';
import { toAttachmentResponse, toPostResponse } from './post.mapper';
import { AttachmentResponse, PostResponse } from '../dto/post.response';
import { NO_FLAGS, PostRow, PostRowWithParent, ViewerFlags } from '../post.types';
import {
  attachmentFromTuple,
  InlineSets,
  PostViewsRepository,
  VIEWER_FLAG_BITS,
} from './post-views.repository';
import { mayAccess } from '../rules/post-visibility';

/** A post's parent as a link to it shows it, when the viewer may open it (post-visibility.ts). */
export interface VisibleParent {
  id: number;
  status: PostRow['status'];
  /** null for a tombstone, which has no author to show (nor names). */
  user_id: number | null;
  username: string | null;
  display_name: string | null;
}

/** The ViewerFlags of each value of InlineSets' `viewer_flags` (VIEWER_FLAG_BITS). */
const FLAGS_BY_BITS: readonly ViewerFlags[] = Array.from({ length: 8 }, (_, bits) =>
  Object.freeze({
    replied: (bits & VIEWER_FLAG_BITS.replied) !== 0,
    flagged: (bits & VIEWER_FLAG_BITS.flagged) !== 0,
    starred: (bits & VIEWER_FLAG_BITS.starred) !== 0,
  }),
);

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

  /**
   * Wire posts for `viewerId`. A row that carries its InlineSets (read for this same viewer:
   * PostsRepository's pages, `visibleRowToShow`) is shown from them; the sets of the others are
   * read here, one query for them all.
   */
  async toResponses(
    rows: readonly (PostRow & InlineSets)[],
    viewerId: number | null,
  ): Promise<PostResponse[]> {
    if (rows.length === 0) {
      return [];
    }
    const toRead = rows.filter((r) => r.inline_attachments === undefined);
    if (toRead.length === 0) {
      return rows.map((row) => this.fromInlineSets(row));
    }
    const {
      attachments: attachmentRows,
      reactions: reactionRows,
      repliedIds,
    } = await this.views.relatedSets({
      attachmentsOf: toRead.filter((r) => r.attachment_count > 0).map((r) => r.id),
      viewerId,
      reactedTo: toRead.filter((r) => r.stars > 0 || r.flags > 0).map((r) => r.id),
      repliedTo: toRead.filter((r) => r.replies > 0).map((r) => r.id),
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
      row.inline_attachments !== undefined
        ? this.fromInlineSets(row)
        : toPostResponse(
            row,
            attachments.get(row.id) ?? [],
            flags.get(row.id) ?? NO_FLAGS,
            this.urls,
          ),
    );
  }

  private fromInlineSets(row: PostRow & InlineSets): PostResponse {
    const tuples = row.inline_attachments;
    const attachments = tuples
      ? tuples.map((t) => toAttachmentResponse(attachmentFromTuple(t)))
      : [];
    return toPostResponse(row, attachments, FLAGS_BY_BITS[row.viewer_flags ?? 0], this.urls);
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

  /** As `visibleRow`, with its InlineSets for the viewer: a row to show them (toResponses). */
  async visibleRowToShow(
    id: number,
    viewerId: number | null,
  ): Promise<(PostRow & InlineSets) | undefined> {
    const row = await this.views.findRowToShow(id, viewerId);
    return row && mayAccess(row, viewerId, 'open') ? row : undefined;
  }

  /**
   * As `visibleRowToShow`, with the post's parent (null for a top-level post, or a parent the
   * viewer may not open) read in the same statement.
   */
  async visibleRowWithParent(
    id: number,
    viewerId: number | null,
  ): Promise<{ row: PostRowWithParent & InlineSets; parent: VisibleParent | null } | undefined> {
    const row = await this.views.findRowWithParent(id, viewerId);
    if (!row || !mayAccess(row, viewerId, 'open')) {
      return undefined;
    }
    const status = row.parent_status;
    const parent =
      status !== null && mayAccess({ status, user_id: row.parent_user_id }, viewerId, 'open')
        ? {
            id: row.parent_id,
            status,
            user_id: row.parent_user_id,
            username: row.parent_username,
            display_name: row.parent_display_name,
          }
        : null;
    return { row, parent };
  }
}
