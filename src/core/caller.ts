import type { FastifyRequest } from 'fastify';

/**
 * The caller as core reads it: the plain identity the auth guard puts on the request
 * (`request.user`) once the credentials are verified. Core depends on no auth code; the auth
 * module's `AuthUser` extends this.
 */
export interface Caller {
  readonly id: number;
  /** SHA-256 (hex) of the API key used: the rate limit's budget is per key. */
  readonly keyHash: string;
}

/** A request after the guards: `user` is set only for a verified caller. */
export type CallerRequest = FastifyRequest & { user?: Caller };

/**
 * Resolves an Authorization header to the caller, for code that runs before the guards (the
 * Idempotency-Key hooks). The auth module provides it (`useExisting: AuthService`).
 */
export abstract class CallerResolver {
  /** The caller the header authenticates, or null for wrong credentials. */
  abstract authenticate(authorization: string): Promise<{ readonly id: number } | null>;
}
