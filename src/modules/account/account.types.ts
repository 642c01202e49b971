/** What the account and profile reads select: the user and the extension of its profile image. */
export interface AccountRow {
  id: number;
  username: string;
  display_name: string;
  bio: string;
  media_id: number;
  media_ext: string | null;
  delay_minutes: number;
  timezone: string;
}

/** The caller's own account, in spec field order. */
export interface AccountResponse {
  user_id: number;
  username: string;
  media_id: number;
  profile_image_url: string;
  display_name: string;
  bio: string;
  delay_post: string;
  timezone: string;
}

/** The public view of an account, in spec field order. */
export interface ProfileResponse {
  user_id: number;
  username: string;
  display_name: string;
  bio: string;
  profile_image_url: string;
}

/** The fields of POST /account; `undefined` keeps the stored value. */
export type { ProfileChanges as AccountChanges } from '../../users/user.types';
