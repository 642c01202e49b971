/** A user's plan: Pro users may call the Pro endpoints (DESIGN §4). */
export type Plan = 'free' | 'pro';

/** The owner of an active API key, as the auth guard needs it. */
export interface KeyOwnerRow {
  key_id: number;
  user_id: number;
  username: string;
  plan: Plan;
}
