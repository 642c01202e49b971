import { SetMetadata } from '@nestjs/common';

export const STREAM_TICKET_KEY = 'stream-ticket';

/**
 * The route also accepts a stream ticket (`?ticket=`, src/auth/stream-tickets.repository.ts) instead of the
 * Authorization header: for browsers' EventSource, which cannot send that header.
 */
export const AcceptsStreamTicket = () => SetMetadata(STREAM_TICKET_KEY, true);
