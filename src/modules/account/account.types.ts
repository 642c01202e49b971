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

/** The fields of POST /account; `undefined` keeps the stored value. */
export type { ProfileChanges as AccountChanges } from '../../users';
