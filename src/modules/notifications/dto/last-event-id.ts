import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const BAD_LAST_EVENT_ID =
  'The Last-Event-ID header must be a notification id (a whole number).';

/** `Last-Event-ID` as sent back by an SSE client: absent, or an id this stream sent. */
export function parseLastEventId(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  const text = value.trim();
  if (!/^(0|[1-9]\d{0,15})$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new BadRequestException(BAD_LAST_EVENT_ID);
  }
  return Number(text);
}

/** The parsed `Last-Event-ID` header: `@LastEventId() after: number | undefined` (else a 400). */
export const LastEventId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number | undefined =>
    parseLastEventId(
      context.switchToHttp().getRequest<FastifyRequest>().headers['last-event-id'] as
        string | undefined,
    ),
);
