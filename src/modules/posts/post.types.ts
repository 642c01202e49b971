import type { AttachmentEntity } from './entities/attachment.entity';
import type { PostEntity } from './entities/post.entity';
import type {
  ATTACHMENT_FIELDS,
  POST_ROW_FIELDS,
  PostAuthorFields,
  REDUCED_POST_FIELDS,
} from './sql/post.sql';

/**
 * A post row as every post read selects it (POST_COLUMNS): the post's columns, typed as the entity
 * types them, then its author's (both lists in post.sql.ts).
 */
export type PostRow = Pick<PostEntity, (typeof POST_ROW_FIELDS)[number]> & PostAuthorFields;

/**
 * A post row with what a link to its parent shows and what the visibility rule reads of the
 * parent: all null for a top-level post (or a parent row that no longer exists). The parent's
 * author columns are null for a tombstone (no author).
 */
export type PostRowWithParent = PostRow & {
  parent_status: PostEntity['status'] | null;
  parent_user_id: number | null;
  parent_username: string | null;
  parent_display_name: string | null;
};

/** An attachment row as every attachment read selects it (ATTACHMENT_FIELDS, post.sql.ts). */
export type AttachmentRow = Pick<AttachmentEntity, (typeof ATTACHMENT_FIELDS)[number]>;

/** The columns of a post the reduced result (stars, flags) is built from. */
export type ReducedPostRow = Pick<PostRow, (typeof REDUCED_POST_FIELDS)[number]>;

/** What the caller has done to a post (all false for anonymous callers). */
export interface ViewerFlags {
  replied: boolean;
  flagged: boolean;
  starred: boolean;
}

export const NO_FLAGS: ViewerFlags = Object.freeze({
  replied: false,
  flagged: false,
  starred: false,
});
