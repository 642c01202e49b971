import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, IdParam, listResult, PageParam, Pro } from '../../core';
import { AuthUser, TokenScope } from '../../auth';
import { ApiEnvelope, ApiErrors, ApiPage, EMPTY_ARRAY, EMPTY_OBJECT, oneMessage } from '../../docs';
import { NotificationInitiatorResponse, NotificationResponse } from './dto/notification.response';
import { ApiNotificationId, NOTIFICATION_COUNT, READ_STATE_MESSAGES } from './notifications.docs';
import { NotificationsService } from './notifications.service';

type Empty = Record<string, never>;

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(NotificationInitiatorResponse, NotificationResponse)
@ApiTags('Notifications')
@Pro()
// OAuth tokens need the `notifications` scope for every route here
@TokenScope('notifications')
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
  @ApiEnvelope(NotificationResponse, { list: true })
  @ApiErrors(400, 503)
  async list(
    @CurrentUser() user: AuthUser,
    @PageParam() page: number,
  ): Promise<ApiResult<NotificationResponse[]>> {
    const { data, pagination } = await this.notifications.list(user.id, page, '/notifications');
    return listResult(data, pagination);
  }

  /** `meta` is `[]` on both counts, as the spec shows. */
  @Get('notifications/count')
  @ApiOperation({ operationId: 'countNotifications', summary: 'Number of notifications' })
  @ApiEnvelope(NOTIFICATION_COUNT, { meta: EMPTY_ARRAY, description: 'The count; `meta` is `[]`.' })
  @ApiErrors(503)
  async count(@CurrentUser() user: AuthUser): Promise<ApiResult<number>> {
    return new ApiResult(await this.notifications.count(user.id), [], []);
  }

  @Get('notifications/count/unread')
  @ApiOperation({
    operationId: 'countUnreadNotifications',
    summary: 'Number of unread notifications',
  })
  @ApiEnvelope(NOTIFICATION_COUNT, { meta: EMPTY_ARRAY, description: 'The count; `meta` is `[]`.' })
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
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage(READ_STATE_MESSAGES.read) })
  @ApiErrors(400, 404, 413, 415, 503)
  async read(
    @CurrentUser() user: AuthUser,
    @IdParam('notification_id') id: number,
  ): Promise<ApiResult<Empty>> {
    await this.notifications.mark(id, user.id, 'read');
    return new ApiResult({}, [READ_STATE_MESSAGES.read]);
  }

  @Post('notification/unread/:notification_id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markNotificationUnread',
    summary: 'Mark a notification as unread',
    description: "Only the caller's own notifications; any other id is a 404.",
  })
  @ApiNotificationId()
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage(READ_STATE_MESSAGES.unread) })
  @ApiErrors(400, 404, 413, 415, 503)
  async unread(
    @CurrentUser() user: AuthUser,
    @IdParam('notification_id') id: number,
  ): Promise<ApiResult<Empty>> {
    await this.notifications.mark(id, user.id, 'unread');
    return new ApiResult({}, [READ_STATE_MESSAGES.unread]);
  }

  @Post('notifications/read')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all notifications as read',
  })
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage(READ_STATE_MESSAGES.allRead) })
  @ApiErrors(400, 413, 415, 503)
  async readAll(@CurrentUser() user: AuthUser): Promise<ApiResult<Empty>> {
    await this.notifications.markAll(user.id, 'read');
    return new ApiResult({}, [READ_STATE_MESSAGES.allRead]);
  }

  /** **fix** (DESIGN §6): the old service said "read" here. */
  @Post('notifications/unread')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markAllNotificationsUnread',
    summary: 'Mark all notifications as unread',
  })
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage(READ_STATE_MESSAGES.allUnread) })
  @ApiErrors(400, 413, 415, 503)
  async unreadAll(@CurrentUser() user: AuthUser): Promise<ApiResult<Empty>> {
    await this.notifications.markAll(user.id, 'unread');
    return new ApiResult({}, [READ_STATE_MESSAGES.allUnread]);
  }
}
