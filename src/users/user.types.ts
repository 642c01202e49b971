/** A user's plan: Pro users may call the Pro endpoints (DESIGN §4). */
export type Plan = 'free' | 'pro';

/** A user's role: moderators may call the moderation endpoints (granted by the admin CLI). */
export type Role = 'none' | 'moderator';

export const ROLES: readonly Role[] = ['none', 'moderator'];

/** Profile fields to change; `undefined` keeps the stored value. */
export interface ProfileChanges {
  display_name?: string;
  bio?: string;
  media_id?: number;
}

/** The owner of an active API key, as the auth guard needs it. */
export interface KeyOwnerRow {
  key_id: number;
  /** 1 = a read-only key: every write route answers 403. */
  read_only: number;
  user_id: number;
  username: string;
  plan: Plan;
  role: Role;
  /** When a moderator suspended the account (its keys are refused), or null. */
  suspended_at: number | null;
}
