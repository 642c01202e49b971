import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Pro } from '../../auth/access.decorators';
import { AuthUser } from '../../auth/auth-user';
import { LastEventId } from './dto/last-event-id';
import { NotificationStreamService } from './notification-stream.service';

/**
 * The live stream. Its OpenAPI operation is written by hand (src/docs/notification-stream.doc.ts)
 * and replaces whatever decorators here would say: an event stream has no envelope to describe.
 */
@ApiTags('Notifications')
@Pro()
@Controller()
export class NotificationStreamController {
  constructor(private readonly streams: NotificationStreamService) {}

  @Get('notifications/stream')
  async stream(
    @CurrentUser() user: AuthUser,
    @LastEventId() lastEventId: number | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.streams.open(user, lastEventId, reply);
  }
}
