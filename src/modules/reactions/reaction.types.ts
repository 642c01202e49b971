import { UserSummary } from '../../users/profile-image';
import { PostResponse } from '../posts/post.types';

export type ReactionType = 'star' | 'flag';

/** What a star/flag needs to know of the post before writing. */
export interface ReactedPostHeader {
  user_id: number;
  status: 'pending' | 'published';
  parent_id: number;
}

/** A reaction as the list queries select it, with the reactor's columns joined. */
export interface ReactionRow {
  id: number;
  user_id: number;
  post_id: number;
  type: string;
  content: string | null;
  created_at: number;
  updated_at: number;
  username: string;
  display_name: string;
  bio: string;
  media_id: number;
  media_ext: string | null;
}

/** Reaction, spec field order. */
export interface ReactionResponse {
  id: number;
  user_id: number;
  post_id: number;
  type: string;
  content: string | null;
  created_at: string;
  updated_at: string;
  post: PostResponse;
  user: UserSummary;
}
