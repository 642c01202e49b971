import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AllowsReadOnlyKey, ApiResult, CurrentUser, Pro } from '../../core';
import { AcceptsStreamTicket, AuthUser, StreamTickets, TokenScope } from '../../auth';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { LastEventId } from './dto/last-event-id';
import { StreamTicketResponse } from './dto/stream-ticket.response';
import { NotificationStreamService } from './stream/notification-stream.service';

/**
 * The live stream. Its OpenAPI operation is written by hand (stream/notification-stream.doc.ts)
 * and replaces whatever decorators here would say: an event stream has no envelope to describe.
 */
@ApiTags('Notifications')
@Pro()
// OAuth tokens need the `notifications` scope for every route here
@TokenScope('notifications')
@Controller()
export class NotificationStreamController {
  constructor(
    private readonly streams: NotificationStreamService,
    private readonly tickets: StreamTickets,
  ) {}

  @Get('notifications/stream')
  @AcceptsStreamTicket()
  async stream(
    @CurrentUser() user: AuthUser,
    @LastEventId() lastEventId: number | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.streams.open(user, lastEventId, reply);
  }

  @Post('notifications/stream/ticket')
  // it only opens a stream to read: a read-only key may ask for it
  @AllowsReadOnlyKey()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createStreamTicket',
    summary: 'A ticket that opens one notification stream',
    description:
      'For browsers, whose `EventSource` cannot send an Authorization header: the ticket opens one stream as the caller (`GET /api/v0/notifications/stream?ticket=…`), once, within `expires_in` seconds. An API key never belongs in a URL; a ticket is worthless once used or expired, and is never logged.',
  })
  @ApiEnvelope(StreamTicketResponse)
  @ApiErrors(400, 413, 415, 503)
  async ticket(@CurrentUser() user: AuthUser): Promise<ApiResult<StreamTicketResponse>> {
    return new ApiResult(await this.tickets.issue(user));
  }
}
