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
  /** The API key's id; for an OAuth token, minus the token's id (per-key limits count per token). */
  readonly keyId: number;
  /** Set when the caller came with an OAuth bearer token: only its scopes' routes are open. */
  readonly token?: { readonly id: number; readonly scopes: readonly string[] };
}
