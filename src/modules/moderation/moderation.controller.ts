import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, IdParam, listResult, Moderator, PageParam } from '../../core';
import { AuthUser } from '../../auth';
import { ApiEnvelope, ApiErrors, ApiPage } from '../../docs';
import { ModerationActionResponse, ModerationQueueItemResponse } from './dto/moderation.response';
import { ModerationReasonDto, reasonOf } from './dto/moderation-reason.dto';
import { ApiModerationAction, MODERATION_MESSAGES } from './moderation.docs';
import { ModerationService } from './moderation.service';

/** Report handling, for accounts with the moderator role (checked on every call). */
// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(ModerationActionResponse, ModerationQueueItemResponse)
@ApiTags('Moderation')
@Moderator()
@Controller('moderation')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('queue')
  @ApiOperation({
    operationId: 'listModerationQueue',
    summary: 'Flagged posts to handle',
    description:
      'Posts with a flag no moderator has handled yet (hide, restore or dismiss handle the flags given so far), most-flagged first, with their flag counts. A post the flag threshold hid stays here until a moderator acts.',
  })
  @ApiPage()
  @ApiEnvelope(ModerationQueueItemResponse, { list: true })
  @ApiErrors(400, 503)
  async queue(
    @CurrentUser() user: AuthUser,
    @PageParam() page: number,
  ): Promise<ApiResult<ModerationQueueItemResponse[]>> {
    const { data, pagination } = await this.moderation.queue(user.id, page, '/moderation/queue');
    return listResult(data, pagination);
  }

  @Get('log')
  @ApiOperation({
    operationId: 'listModerationLog',
    summary: 'The moderation log',
    description: 'Every moderation action, newest first: who, what, when and why.',
  })
  @ApiPage()
  @ApiEnvelope(ModerationActionResponse, { list: true })
  @ApiErrors(400, 503)
  async log(@PageParam() page: number): Promise<ApiResult<ModerationActionResponse[]>> {
    const { data, pagination } = await this.moderation.log(page, '/moderation/log');
    return listResult(data, pagination);
  }

  @Post('hide/:post_id')
  @HttpCode(200)
  @ApiModerationAction(
    'hide',
    'hideModeratedPost',
    'Hide a post',
    'The post disappears from every view but its author’s, who sees it with `status: "hidden"`; lists and counts leave it out until it is restored. Its author gets a `moderation` notification.',
  )
  async hide(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
    @Body() body: ModerationReasonDto,
  ): Promise<ApiResult<ModerationActionResponse>> {
    const { entry } = await this.moderation.hide(user.id, postId, reasonOf(body));
    return new ApiResult(entry, [MODERATION_MESSAGES.hide]);
  }

  @Post('restore/:post_id')
  @HttpCode(200)
  @ApiModerationAction(
    'restore',
    'restoreModeratedPost',
    'Restore a hidden post',
    'A hidden post (by a moderator, the flag threshold or a suspension) returns to where it was. Its author gets a `moderation` notification.',
  )
  async restore(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
    @Body() body: ModerationReasonDto,
  ): Promise<ApiResult<ModerationActionResponse>> {
    const { entry } = await this.moderation.restore(user.id, postId, reasonOf(body));
    return new ApiResult(entry, [MODERATION_MESSAGES.restore]);
  }

  @Post('dismiss/:post_id')
  @HttpCode(200)
  @ApiModerationAction(
    'dismiss',
    'dismissModeratedPost',
    'Dismiss the flags of a post',
    'Clears the post from the queue and keeps it; a post the flag threshold hid is shown again. New flags bring it back to the queue.',
  )
  async dismiss(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
    @Body() body: ModerationReasonDto,
  ): Promise<ApiResult<ModerationActionResponse>> {
    const { entry } = await this.moderation.dismiss(user.id, postId, reasonOf(body));
    return new ApiResult(entry, [MODERATION_MESSAGES.dismiss]);
  }

  @Post('suspend/:username')
  @HttpCode(200)
  @ApiModerationAction(
    'suspend',
    'suspendUser',
    'Suspend an account',
    'The account’s API keys answer 403, and its pending and published posts are hidden as by a moderator (without a notification per post). A moderator cannot suspend their own account (400).',
  )
  async suspend(
    @CurrentUser() user: AuthUser,
    @Param('username') username: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ApiResult<ModerationActionResponse>> {
    const { entry } = await this.moderation.suspend(user.id, username, reasonOf(body));
    return new ApiResult(entry, [MODERATION_MESSAGES.suspend]);
  }

  @Post('unsuspend/:username')
  @HttpCode(200)
  @ApiModerationAction(
    'unsuspend',
    'unsuspendUser',
    'Lift a suspension',
    'The account’s keys work again, and the posts the suspension hid are restored (not those a moderator hid).',
  )
  async unsuspend(
    @CurrentUser() user: AuthUser,
    @Param('username') username: string,
    @Body() body: ModerationReasonDto,
  ): Promise<ApiResult<ModerationActionResponse>> {
    const { entry } = await this.moderation.unsuspend(user.id, username, reasonOf(body));
    return new ApiResult(entry, [MODERATION_MESSAGES.unsuspend]);
  }
}
