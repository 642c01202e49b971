import { formatTimestamp, type MediaUrls } from '../../../core';
import { NOBODY, toUserSummary } from '../../../users';
import { AttachmentResponse, PostResponse, ReducedPostResponse } from '../dto/post.response';
import { AttachmentRow, PostRow, ReducedPostRow, ViewerFlags } from '../post.types';

/** The wire shapes of posts: field order and formatting live here and nowhere else. */

export function toAttachmentResponse(a: AttachmentRow): AttachmentResponse {
  return {
    id: a.id,
    user_id: a.user_id,
    post_id: a.post_id,
    type: a.type,
    content: a.content,
    sort_order: a.sort_order,
    created_at: formatTimestamp(a.created_at),
    updated_at: formatTimestamp(a.updated_at),
  };
}

/**
 * A deleted post that keeps its replies in their thread shows where it was and nothing of what
 * it said or who said it (docs/api.md "Deleting a post"): its place (ids, type, depth,
 * `sort_order`, `replies`, times), `status: "deleted"`, an empty text, no attachments, no author
 * (user id 0, empty names, the default image) and no reactions. Every field keeps its wire type.
 */
function toTombstoneResponse(row: PostRow, replied: boolean, urls: MediaUrls): PostResponse {
  return {
    id: row.id,
    user_id: 0,
    conversation_id: row.conversation_id,
    parent_id: row.parent_id,
    original_id: row.original_id,
    post: '',
    status: row.status,
    type: row.type,
    depth: row.depth,
    sort_order: row.sort_order,
    attachment_count: 0,
    replies: row.replies,
    reposts: 0,
    quotes: 0,
    stars: 0,
    flags: 0,
    reactions: 0,
    bumps: row.bumps,
    created_at: formatTimestamp(row.created_at),
    updated_at: formatTimestamp(row.updated_at),
    published_at: formatTimestamp(row.published_at),
    sorted_at: formatTimestamp(row.sorted_at),
    username: '',
    replied,
    flagged: false,
    starred: false,
    attachments: [],
    user: toUserSummary(0, NOBODY, urls),
  };
}

export function toPostResponse(
  row: PostRow,
  attachments: AttachmentResponse[],
  flags: ViewerFlags,
  urls: MediaUrls,
): PostResponse {
  if (row.status === 'deleted' || row.user_id === null) {
    return toTombstoneResponse(row, flags.replied, urls);
  }
  return {
    id: row.id,
    user_id: row.user_id,
    conversation_id: row.conversation_id,
    parent_id: row.parent_id,
    original_id: row.original_id,
    post: row.post,
    status: row.status,
    type: row.type,
    depth: row.depth,
    sort_order: row.sort_order,
    attachment_count: row.attachment_count,
    replies: row.replies,
    reposts: row.reposts,
    quotes: row.quotes,
    stars: row.stars,
    flags: row.flags,
    reactions: row.reactions,
    bumps: row.bumps,
    created_at: formatTimestamp(row.created_at),
    updated_at: formatTimestamp(row.updated_at),
    published_at: formatTimestamp(row.published_at),
    sorted_at: formatTimestamp(row.sorted_at),
    username: row.username,
    replied: flags.replied,
    flagged: flags.flagged,
    starred: flags.starred,
    attachments,
    user: toUserSummary(row.user_id, row, urls),
  };
}

export function toReducedPostResponse(row: ReducedPostRow): ReducedPostResponse {
  return {
    id: row.id,
    user_id: row.user_id ?? 0,
    conversation_id: row.conversation_id,
    parent_id: row.parent_id,
    original_id: row.original_id,
    post: row.post,
    status: row.status,
    created_at: formatTimestamp(row.created_at),
    updated_at: formatTimestamp(row.updated_at),
    published_at: formatTimestamp(row.published_at),
    username: row.username,
    display_name: row.display_name,
    bio: row.bio,
  };
}
