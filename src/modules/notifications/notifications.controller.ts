import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Pro } from '../../auth/access.decorators';
import { AuthUser } from '../../auth/auth-user';
import { ApiResult } from '../../core/api-result';
import { PageParam, ParseIdPipe } from '../../core/params';
import {
  ApiEnvelope,
  ApiErrors,
  EMPTY_ARRAY,
  EMPTY_OBJECT,
  oneMessage,
} from '../../docs/api-envelope.decorator';
import { ApiIdParam, ApiPage } from '../../docs/api-params.decorator';
import { NotificationSchema } from '../../docs/schemas';
import { NotificationResponse } from './notification.types';
import { NotificationsService } from './notifications.service';

type Empty = Record<string, never>;

const COUNT = { type: 'integer', minimum: 0 } as const;
const ApiNotificationId = () => ApiIdParam('notification_id', 'The id of the notification.');

@ApiTags('Notifications')
@Pro()
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('notifications')
  @ApiOperation({
    operationId: 'listNotifications',
    summary: "The caller's notifications",
    description: "Replies to, stars and flags of the caller's posts, newest first.",
  })
  @ApiPage()
  @ApiEnvelope(NotificationSchema, { list: true })
  @ApiErrors(400, 503)
  async list(
    @CurrentUser() user: AuthUser,
    @PageParam() page: number,
  ): Promise<ApiResult<NotificationResponse[]>> {
    const { data, pagination } = await this.notifications.list(user.id, page, '/notifications');
    return new ApiResult(data, [], { pagination });
  }

  /** `meta` is `[]` on both counts, as the spec shows. */
  @Get('notifications/count')
  @ApiOperation({ operationId: 'countNotifications', summary: 'Number of notifications' })
  @ApiEnvelope(COUNT, { meta: EMPTY_ARRAY, description: 'The count; `meta` is `[]`.' })
  @ApiErrors(503)
  async count(@CurrentUser() user: AuthUser): Promise<ApiResult<number>> {
    return new ApiResult(await this.notifications.count(user.id), [], []);
  }

  @Get('notifications/count/unread')
  @ApiOperation({
    operationId: 'countUnreadNotifications',
    summary: 'Number of unread notifications',
  })
  @ApiEnvelope(COUNT, { meta: EMPTY_ARRAY, description: 'The count; `meta` is `[]`.' })
  @ApiErrors(503)
  async countUnread(@CurrentUser() user: AuthUser): Promise<ApiResult<number>> {
    return new ApiResult(await this.notifications.countUnread(user.id), [], []);
  }

  @Post('notification/read/:notification_id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markNotificationRead',
    summary: 'Mark a notification as read',
    description: "Only the caller's own notifications; any other id is a 404.",
  })
  @ApiNotificationId()
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage('Item marked as read.') })
  @ApiErrors(400, 404, 413, 415, 503)
  async read(
    @CurrentUser() user: AuthUser,
    @Param('notification_id', new ParseIdPipe('notification_id')) id: number,
  ): Promise<ApiResult<Empty>> {
    await this.notifications.mark(id, user.id, 'read');
    return new ApiResult({}, ['Item marked as read.']);
  }

  @Post('notification/unread/:notification_id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markNotificationUnread',
    summary: 'Mark a notification as unread',
    description: "Only the caller's own notifications; any other id is a 404.",
  })
  @ApiNotificationId()
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage('Item marked as unread.') })
  @ApiErrors(400, 404, 413, 415, 503)
  async unread(
    @CurrentUser() user: AuthUser,
    @Param('notification_id', new ParseIdPipe('notification_id')) id: number,
  ): Promise<ApiResult<Empty>> {
    await this.notifications.mark(id, user.id, 'unread');
    return new ApiResult({}, ['Item marked as unread.']);
  }

  @Post('notifications/read')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all notifications as read',
  })
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage('All items marked as read.') })
  @ApiErrors(400, 413, 415, 503)
  async readAll(@CurrentUser() user: AuthUser): Promise<ApiResult<Empty>> {
    await this.notifications.markAll(user.id, 'read');
    return new ApiResult({}, ['All items marked as read.']);
  }

  /** **fix** (DESIGN §6): the old service said "read" here. */
  @Post('notifications/unread')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markAllNotificationsUnread',
    summary: 'Mark all notifications as unread',
  })
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage('All items marked as unread.') })
  @ApiErrors(400, 413, 415, 503)
  async unreadAll(@CurrentUser() user: AuthUser): Promise<ApiResult<Empty>> {
    await this.notifications.markAll(user.id, 'unread');
    return new ApiResult({}, ['All items marked as unread.']);
  }
}
