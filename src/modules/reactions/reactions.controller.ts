import { applyDecorators, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Pro, Public } from '../../auth/access.decorators';
import { AuthUser } from '../../auth/auth-user';
import { ApiResult } from '../../core/api-result';
import { ReplicaReads } from '../../database/read-routing';
import { PageParam, ParseIdPipe } from '../../core/params';
import { ApiEnvelope, ApiErrors, oneMessage } from '../../docs/api-envelope.decorator';
import { ApiIdParam, ApiPage } from '../../docs/api-params.decorator';
import { ReactionSchema, ReducedPostSchema } from '../../docs/schemas';
import { ReducedPostResponse } from '../posts/post.types';
import { ReactionResponse } from './reaction.types';
import { ReactionPage, ReactionsService } from './reactions.service';

const PostId = () => Param('post_id', new ParseIdPipe('post_id'));

/** Messages of the four writes; the same whether or not the call changed anything (idempotent). */
export const REACTION_MESSAGES = {
  star: 'The post has been starred.',
  unstar: 'The post has been unstarred.',
  flag: 'The post has been flagged.',
  unflag: 'The post has been unflagged.',
};

function listResult(page: ReactionPage): ApiResult<ReactionResponse[]> {
  return new ApiResult(page.data, [], { pagination: page.pagination });
}

const ApiPostId = () => ApiIdParam('post_id', 'The id of the post.');

/** The documentation of star/unstar/flag/unflag. */
function ApiReactionWrite(
  action: keyof typeof REACTION_MESSAGES,
  summary: string,
): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      operationId: `${action}Post`,
      summary,
      description:
        "Idempotent: the answer is the same whether or not the call changed anything. The post must be published or the caller's own.",
    }),
    ApiPostId(),
    ApiEnvelope(ReducedPostSchema, {
      messages: oneMessage(REACTION_MESSAGES[action]),
      description: 'The post after the change.',
    }),
    ApiErrors(400, 404, 413, 415, 503),
  );
}

/** The documentation of the reaction lists. */
function ApiReactionList(
  operationId: string,
  summary: string,
  description: string,
  ofPost: boolean,
): MethodDecorator {
  return applyDecorators(
    ApiOperation({ operationId, summary, description }),
    ...(ofPost ? [ApiPostId()] : []),
    ApiPage(),
    ApiEnvelope(ReactionSchema, { list: true }),
    ApiErrors(...(ofPost ? [400, 404, 503] : [400, 503])),
  );
}

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
    @PostId() postId: number,
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
    @PostId() postId: number,
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
    @PostId() postId: number,
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
    @PostId() postId: number,
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
    return listResult(
      await this.reactions.listAll('flag', user?.id ?? null, page, '/reactions/flags/all'),
    );
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
    @PostId() postId: number,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    return listResult(
      await this.reactions.listOfPost(
        'flag',
        postId,
        user?.id ?? null,
        page,
        `/reactions/flags/${postId}`,
      ),
    );
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
    return listResult(
      await this.reactions.listAll('star', user?.id ?? null, page, '/reactions/stars/all'),
    );
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
    @PostId() postId: number,
    @PageParam() page: number,
  ): Promise<ApiResult<ReactionResponse[]>> {
    return listResult(
      await this.reactions.listOfPost(
        'star',
        postId,
        user?.id ?? null,
        page,
        `/reactions/stars/${postId}`,
      ),
    );
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
    return listResult(await this.reactions.listOfUser('star', user.id, page, '/reactions/stars'));
  }
}
