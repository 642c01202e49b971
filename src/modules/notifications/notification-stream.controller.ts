import { BadRequestException, Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Pro } from '../../auth/access.decorators';
import { AuthUser } from '../../auth/auth-user';
import { ApiErrors } from '../../docs/api-envelope.decorator';
import { NotificationStreamService } from './notification-stream.service';

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

@ApiTags('Notifications')
@Pro()
@Controller()
export class NotificationStreamController {
  constructor(private readonly streams: NotificationStreamService) {}

  @Get('notifications/stream')
  @ApiOperation({
    summary: "A live stream of the caller's new notifications (Server-Sent Events)",
    description:
      'Each new notification is an event `notification` whose `id` is the notification id and ' +
      'whose `data` is the notification as `GET /notifications` lists it. With `Last-Event-ID`, ' +
      'the notifications after that id are sent first.',
  })
  @ApiOkResponse({
    description:
      'An open stream: `retry:` first, then `event: notification` events and `:` heartbeat comments.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors(400, 503)
  async stream(
    @CurrentUser() user: AuthUser,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.streams.open(user, parseLastEventId(lastEventId), reply);
  }
}
