/** A block with the blocked user's profile, as the list reads it. */
export interface BlockRow {
  created_at: number;
  id: number;
  username: string;
  display_name: string;
  bio: string;
  media_id: number;
  media_ext: string | null;
}
