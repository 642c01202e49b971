import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Access, ACCESS_KEY } from '../core/http/access';
import { AuthUser } from './auth-user';

/** Anyone may call it; credentials, when sent, must be valid. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** Only an authenticated owner of a Pro account may call it (the spec's "Private"). */
export const Pro = () => SetMetadata(ACCESS_KEY, 'pro' satisfies Access);

/**
 * Only an authenticated moderator may call it (the role set by the admin CLI, read from the
 * database on every call); the plan does not matter.
 */
export const Moderator = () => SetMetadata(ACCESS_KEY, 'moderator' satisfies Access);
export const STREAM_TICKET_KEY = 'stream-ticket';

/**
 * The route also accepts a stream ticket (`?ticket=`, src/auth/stream-tickets.repository.ts) instead of the
 * Authorization header: for browsers' EventSource, which cannot send that header.
 */
export const AcceptsStreamTicket = () => SetMetadata(STREAM_TICKET_KEY, true);

/** The authenticated caller, or null for an anonymous call to a public endpoint. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null =>
    context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user ?? null,
);
