import { createParamDecorator, ExecutionContext, RequestMethod, SetMetadata } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
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

/** Metadata key of auth's `@TokenScope()`: the OAuth scope a route needs, where not its method's. */
export const TOKEN_SCOPE_KEY = 'token-scope';

/**
 * The scope a bearer token needs for a route: `@TokenScope()` on the handler or its controller,
 * else `read` for a GET route and `write` for any other. The auth guard and the OpenAPI document
 * both read it from here, so they cannot disagree.
 */
export function requiredScope(handler: object, controller: object): string {
  const marked =
    (Reflect.getMetadata(TOKEN_SCOPE_KEY, handler) as string | undefined) ??
    (Reflect.getMetadata(TOKEN_SCOPE_KEY, controller) as string | undefined);
  if (marked !== undefined) {
    return marked;
  }
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  return method === RequestMethod.GET ? 'read' : 'write';
}
