export type ReactionType = 'star' | 'flag';

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
