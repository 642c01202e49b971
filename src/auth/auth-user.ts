import type { Caller } from '../core';
import type { KeyOwnerRow, Plan, Role } from '../users';

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
  /** The key may only read: the auth guard refuses it on every write route (403). */
  readonly readOnly: boolean;
}

/** The one builder of an AuthUser: the owner of the key (`keyHash`) that authenticated the call. */
export function toAuthUser(owner: KeyOwnerRow, keyHash: string): AuthUser {
  return {
    id: owner.user_id,
    username: owner.username,
    plan: owner.plan,
    role: owner.role,
    suspended: owner.suspended_at !== null,
    keyId: owner.key_id,
    readOnly: Number(owner.read_only) === 1,
    keyHash,
  };
}
