import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, IdParam, listResult, PageParam, Pro, Public } from '../../core';
import { AuthUser } from '../../auth';
import { ReplicaReads } from '../../database';
import { ReducedPostResponse } from '../posts';
import { ReactionResponse } from './dto/reaction.response';
import { ApiReactionList, ApiReactionWrite, REACTION_MESSAGES } from './reactions.docs';
import { ReactionsService } from './reactions.service';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(ReactionResponse)
@ApiTags('Reactions')
@Controller()
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Pro()
  @Post('star/:post_id')
  @HttpCode(200)
  @ApiReactionWrite('star', 'Star a post')
  async star(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
  ): Promise<ApiResult<ReducedPostResponse>> {
    return new ApiResult(await this.reactions.add('star', postId, user.id), [
      REACTION_MESSAGES.star,
    ]);
  }

  @Pro()
  @Post('unstar/:post_id')
  @HttpCode(200)
  @ApiReactionWrite('unstar', 'Remove the star from a post')
  async unstar(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
  ): Promise<ApiResult<ReducedPostResponse>> {
    return new ApiResult(await this.reactions.remove('star', postId, user.id), [
      REACTION_MESSAGES.unstar,
    ]);
  }

  @Pro()
  @Post('flag/:post_id')
  @HttpCode(200)
  @ApiReactionWrite('flag', 'Flag a post')
  async flag(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
  ): Promise<ApiResult<ReducedPostResponse>> {
    return new ApiResult(await this.reactions.add('flag', postId, user.id), [
      REACTION_MESSAGES.flag,
    ]);
  }

  @Pro()
  @Post('unflag/:post_id')
  @HttpCode(200)
  @ApiReactionWrite('unflag', 'Remove the flag from a post')
  async unflag(
    @CurrentUser() user: AuthUser,
    @IdParam('post_id') postId: number,
  ): Promise<ApiResult<ReducedPostResponse>> {
    return new ApiResult(await this.reactions.remove('flag', postId, user.id), [
      REACTION_MESSAGES.unflag,
    ]);
  }

  @Public()
  @Get('reactions/flags/all')
  @ReplicaReads()
  @ApiReactionList(
    'listAllFlags',
    'All flags',
    'Every active flag, newest first, with the flagged post.',
    false,
  )
  async allFlags(
    @CurrentUser() user: AuthUser | null,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    const { data, pagination } = await this.reactions.listAll(
      'flag',
      user,
      page,
      '/reactions/flags/all',
    );
    return listResult(data, pagination);
  }

  @Public()
  @Get('reactions/flags/:post_id')
  @ReplicaReads()
  @ApiReactionList(
    'listPostFlags',
    'Flags of a post',
    'The active flags of the post, newest first.',
    true,
  )
  async flagsOfPost(
    @CurrentUser() user: AuthUser | null,
    @IdParam('post_id') postId: number,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    const { data, pagination } = await this.reactions.listOfPost(
      'flag',
      postId,
      user,
      page,
      `/reactions/flags/${postId}`,
    );
    return listResult(data, pagination);
  }

  @Public()
  @Get('reactions/stars/all')
  @ReplicaReads()
  @ApiReactionList(
    'listAllStars',
    'All stars',
    'Every active star, newest first, with the starred post.',
    false,
  )
  async allStars(
    @CurrentUser() user: AuthUser | null,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    const { data, pagination } = await this.reactions.listAll(
      'star',
      user,
      page,
      '/reactions/stars/all',
    );
    return listResult(data, pagination);
  }

  @Public()
  @Get('reactions/stars/:post_id')
  @ReplicaReads()
  @ApiReactionList(
    'listPostStars',
    'Stars of a post',
    'The active stars of the post, newest first.',
    true,
  )
  async starsOfPost(
    @CurrentUser() user: AuthUser | null,
    @IdParam('post_id') postId: number,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    const { data, pagination } = await this.reactions.listOfPost(
      'star',
      postId,
      user,
      page,
      `/reactions/stars/${postId}`,
    );
    return listResult(data, pagination);
  }

  @Pro()
  @Get('reactions/stars')
  @ApiReactionList(
    'listMyStars',
    "The caller's stars",
    'The posts the caller starred, newest star first.',
    false,
  )
  async myStars(
    @CurrentUser() user: AuthUser,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    const { data, pagination } = await this.reactions.listOfUser(
      'star',
      user,
      page,
      '/reactions/stars',
    );
    return listResult(data, pagination);
  }
}
