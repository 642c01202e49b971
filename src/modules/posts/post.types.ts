import { UserSummary } from '../../users/profile-image';

/** A post row as the read queries select it (POST_SELECT): the post, its author and the author's image. */
export interface PostRow {
  id: number;
  user_id: number;
  conversation_id: number;
  parent_id: number;
  original_id: number;
  post: string;
  status: 'pending' | 'published';
  type: 'post' | 'reply';
  depth: number;
  sort_order: string | null;
  attachment_count: number;
  replies: number;
  reposts: number;
  quotes: number;
  stars: number;
  flags: number;
  reactions: number;
  bumps: number;
  created_at: number;
  updated_at: number;
  published_at: number;
  sorted_at: number;
  username: string;
  display_name: string;
  bio: string;
  media_id: number;
  media_ext: string | null;
}

export interface AttachmentRow {
  id: number;
  user_id: number;
  post_id: number;
  type: string;
  content: string;
  sort_order: number;
  created_at: number;
  updated_at: number;
}

/** Attachment, spec field order. */
export interface AttachmentResponse {
  id: number;
  user_id: number;
  post_id: number;
  type: string;
  content: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** Post, spec field order. */
export interface PostResponse {
  id: number;
  user_id: number;
  conversation_id: number;
  parent_id: number;
  original_id: number;
  post: string;
  status: string;
  type: string;
  depth: number;
  sort_order: string | null;
  attachment_count: number;
  replies: number;
  reposts: number;
  quotes: number;
  stars: number;
  flags: number;
  reactions: number;
  bumps: number;
  created_at: string;
  updated_at: string;
  published_at: string;
  sorted_at: string;
  username: string;
  replied: boolean;
  flagged: boolean;
  starred: boolean;
  attachments: AttachmentResponse[];
  user: UserSummary;
}

/** The reduced post result of star/flag/unstar/unflag, spec field order (the post's own author). */
/** The columns of a post the reduced result (stars, flags) is built from. */
export type ReducedPostRow = Pick<
  PostRow,
  | 'id'
  | 'user_id'
  | 'conversation_id'
  | 'parent_id'
  | 'original_id'
  | 'post'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'published_at'
  | 'username'
  | 'display_name'
  | 'bio'
>;

export interface ReducedPostResponse {
  id: number;
  user_id: number;
  conversation_id: number;
  parent_id: number;
  original_id: number;
  post: string;
  status: string;
  created_at: string;
  updated_at: string;
  published_at: string;
  username: string;
  display_name: string;
  bio: string;
}

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
