import type { Caller } from '../core';
import type { Plan, Role } from '../users';

/**
 * The caller as the auth guard identified it (core reads its `Caller` part). Other fields are loaded by the service that needs them.
 * Read-only: one object serves every request with the same credentials while it is cached.
 */
export interface AuthUser extends Caller {
  readonly username: string;
  readonly plan: Plan;
  /** As of the key lookup; the moderation routes read the role again on every call. */
  readonly role: Role;
  /** A suspended account's keys answer 403 (the auth guard). */
  readonly suspended: boolean;
  readonly keyId: number;
  /** The key may only read: the auth guard refuses it on every write route (403). */
  readonly readOnly: boolean;
}
