import { SetMetadata } from '@nestjs/common';
import { TOKEN_SCOPE_KEY } from '../core';

export const STREAM_TICKET_KEY = 'stream-ticket';

/**
 * The route also accepts a stream ticket (`?ticket=`, src/auth/stream-tickets.repository.ts) instead of the
 * Authorization header: for browsers' EventSource, which cannot send that header.
 */
export const AcceptsStreamTicket = () => SetMetadata(STREAM_TICKET_KEY, true);

/**
 * The OAuth scope a bearer token needs for the route, where it is not the one its method implies
 * (`read` for GET, `write` for the rest): `notifications` for the stream and the notification
 * routes. On a controller or a handler.
 */
export const TokenScope = (scope: 'notifications') => SetMetadata(TOKEN_SCOPE_KEY, scope);

export const CLIENT_AUTH_KEY = 'oauth-client-auth';

/**
 * The route authenticates OAuth clients itself (the token and revocation endpoints, where
 * `Authorization: Basic` carries a client_id and secret, not an API key): the guard leaves the
 * header alone and lets the request through as anonymous.
 */
export const AuthenticatesClients = () => SetMetadata(CLIENT_AUTH_KEY, true);
