import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { CallerRequest, Caller } from '../caller';

/**
 * Who may call a route: the route metadata that these decorators set, the auth module's global
 * guard enforces and the OpenAPI document describes. Declared in core so that every module's
 * controllers, and the document, use it without depending on the auth module.
 */
export const ACCESS_KEY = 'access';
export type Access = 'public' | 'pro' | 'moderator';

/** Anyone may call it; credentials, when sent, must be valid. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** Only an authenticated owner of a Pro account may call it (the spec's "Private"). */
export const Pro = () => SetMetadata(ACCESS_KEY, 'pro' satisfies Access);

/**
 * Only an authenticated moderator may call it (the role set by the admin CLI, read from the
 * database on every call); the plan does not matter.
 */
export const Moderator = () => SetMetadata(ACCESS_KEY, 'moderator' satisfies Access);

export const READ_ONLY_KEYS_KEY = 'read-only-keys';

/** Methods that only read: a read-only API key may use them on every route. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write route (POST, DELETE) of /api/v0 that a read-only API key may still call, because what
 * it does serves reading only (a ticket that opens the notification stream). Every other write
 * route refuses a read-only key with 403 (the auth guard), and the OpenAPI document says so.
 */
export const AllowsReadOnlyKey = () => SetMetadata(READ_ONLY_KEYS_KEY, true);

/**
 * The authenticated caller, or null for an anonymous call to a public endpoint: what the auth
 * guard put on the request (its `AuthUser`, which the parameter is declared as).
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Caller | null =>
    context.switchToHttp().getRequest<CallerRequest>().user ?? null,
);
