import type { Plan } from '../users/user.entity';

/** The caller as the auth guard identified it. Other fields are loaded by the service that needs them. */
export interface AuthUser {
  id: number;
  username: string;
  plan: Plan;
  keyId: number;
  /** SHA-256 (hex) of the key used: the rate limit's budget is per key. */
  keyHash: string;
}
