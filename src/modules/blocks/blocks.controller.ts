import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, listResult, PageParam, Pro } from '../../core';
import { AuthUser } from '../../auth';
import { ApiEnvelope, ApiErrors, ApiPage, oneMessage } from '../../docs';
import { ApiUsernameParam, UserSummaryResponse } from '../../users';
import { BlockResponse } from './dto/block.response';
import { BLOCK_MESSAGES } from './blocks.docs';
import { BlocksService } from './blocks.service';

const WHAT_A_BLOCK_DOES =
  "A blocked user cannot reply to, star or flag the caller's posts (they get the 404 of a post they may not see), causes the caller no notification, and their posts and replies are left out of the caller's signed-in views (latest, threads, timelines, reaction lists). Anonymous views are unchanged.";

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(BlockResponse)
@ApiTags('Blocks')
@Controller()
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Pro()
  @Post('block/:username')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'blockUser',
    summary: 'Block a user',
    description: `${WHAT_A_BLOCK_DOES} Idempotent: blocking again changes nothing and answers the block as it stands. Blocking oneself is a 400.`,
  })
  @ApiUsernameParam()
  @ApiEnvelope(BlockResponse, {
    messages: oneMessage(BLOCK_MESSAGES.block),
    description: 'The block.',
  })
  @ApiErrors(400, 404, 413, 415, 503)
  async block(
    @CurrentUser() caller: AuthUser,
    @Param('username') username: string,
  ): Promise<ApiResult<BlockResponse>> {
    return new ApiResult(await this.blocks.block(caller.id, username), [BLOCK_MESSAGES.block]);
  }

  @Pro()
  @Post('unblock/:username')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unblockUser',
    summary: 'Lift a block',
    description:
      'Idempotent: unblocking a user who is not blocked changes nothing. Unblocking oneself is a 400.',
  })
  @ApiUsernameParam()
  @ApiEnvelope(UserSummaryResponse, {
    messages: oneMessage(BLOCK_MESSAGES.unblock),
    description: 'The user who is no longer blocked.',
  })
  @ApiErrors(400, 404, 413, 415, 503)
  async unblock(
    @CurrentUser() caller: AuthUser,
    @Param('username') username: string,
  ): Promise<ApiResult<UserSummaryResponse>> {
    return new ApiResult(await this.blocks.unblock(caller.id, username), [BLOCK_MESSAGES.unblock]);
  }

  @Pro()
  @Get('blocks')
  @ApiOperation({
    operationId: 'listBlocks',
    summary: "The caller's blocks",
    description: `The users the caller has blocked, newest block first. ${WHAT_A_BLOCK_DOES}`,
  })
  @ApiPage()
  @ApiEnvelope(BlockResponse, { list: true })
  @ApiErrors(400, 503)
  async list(
    @CurrentUser() caller: AuthUser,
    @PageParam() page: number,
  ): Promise<ApiResult<BlockResponse[]>> {
    const { data, pagination } = await this.blocks.list(caller.id, page);
    return listResult(data, pagination);
  }
}
