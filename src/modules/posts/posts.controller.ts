import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Pro, Public } from '../../auth/access.decorators';
import { AuthUser } from '../../auth/auth-user';
import { ApiResult } from '../../core/api-result';
import { ReplicaReads } from '../../database/read-routing';
import { PageParam, ParseIdPipe } from '../../core/params';
import { ApiEnvelope, ApiErrors, oneMessage } from '../../docs/api-envelope.decorator';
import { ApiIdParam, ApiPage, ApiUsernameParam } from '../../docs/api-params.decorator';
import { PostSchema } from '../../docs/schemas';
import { CreatePostDto, newPostInput } from './dto/create-post.dto';
import { PostResponse } from './post.types';
import { PUBLICATION_MESSAGE_PATTERN } from './posts.docs';
import { PostPage, PostsService } from './posts.service';
import { RequestBody } from './request-body.decorator';

const PostId = () => Param('post_id', new ParseIdPipe('post_id'));

function list(page: PostPage): ApiResult<PostResponse[]> {
  return new ApiResult(page.posts, [], { pagination: page.pagination });
}

const ApiPostId = () => ApiIdParam('post_id', 'The id of the post.');

@ApiTags('Posts')
@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Public()
  @Get('latest')
  @ReplicaReads()
  @ApiOperation({
    operationId: 'getLatest',
    summary: 'Latest published posts',
    description: 'Top-level posts, most recently active (published, replied to, bumped) first.',
  })
  @ApiPage()
  @ApiEnvelope(PostSchema, { list: true })
  @ApiErrors(400, 503)
  async latest(
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    return list(await this.posts.latest(page, caller?.id ?? null));
  }

  @Pro()
  @Get('pending')
  @ApiOperation({
    operationId: 'getPending',
    summary: "The caller's pending posts",
    description: 'Posts and replies not yet public, by publication time, latest first.',
  })
  @ApiPage()
  @ApiEnvelope(PostSchema, { list: true })
  @ApiErrors(400, 503)
  async pending(
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser,
  ): Promise<ApiResult<PostResponse[]>> {
    return list(await this.posts.pending(caller.id, page));
  }

  @Pro()
  @Post('post')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createPost',
    summary: 'Create a post or reply',
    description:
      "The post is pending until the author's publishing delay has passed; `messages` says when it becomes public. `parent_id` makes it a reply (to a published post or one of the caller's own). Up to 10 text attachments: `attachment_count` N and the fields `attachment_type_0` … `attachment_text_{N-1}`.",
  })
  @ApiEnvelope(PostSchema, {
    messages: oneMessage({ pattern: PUBLICATION_MESSAGE_PATTERN }),
    description: 'The new pending post.',
  })
  @ApiErrors(400, 404, 413, 415, 503)
  async create(
    @Body() dto: CreatePostDto,
    @RequestBody() body: Record<string, unknown>,
    @CurrentUser() caller: AuthUser,
  ): Promise<ApiResult<PostResponse>> {
    const created = await this.posts.create(caller, newPostInput(dto, body));
    return new ApiResult(created.post, [created.message]);
  }

  @Public()
  @Get('post/children/:post_id')
  @ReplicaReads()
  @ApiOperation({
    operationId: 'getPostChildren',
    summary: 'A post and its replies',
    description:
      'The post first, then a page of its published descendants in thread (depth-first) order; `meta.pagination` counts the descendants.',
  })
  @ApiPostId()
  @ApiPage()
  @ApiEnvelope(PostSchema, { list: true })
  @ApiErrors(400, 404, 503)
  async children(
    @PostId() id: number,
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    return list(await this.posts.children(id, page, caller?.id ?? null));
  }

  @Public()
  @Get('post/single/:post_id')
  @ReplicaReads()
  @ApiOperation({
    operationId: 'getPost',
    summary: 'One post',
    description: 'The post as a one-item list. A pending post is visible to its author only.',
  })
  @ApiPostId()
  @ApiPage()
  @ApiEnvelope(PostSchema, { list: true })
  @ApiErrors(400, 404, 503)
  async single(
    @PostId() id: number,
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    return list(await this.posts.single(id, page, caller?.id ?? null));
  }

  @Public()
  @Get('timeline/user/:username')
  @ReplicaReads()
  @ApiOperation({
    operationId: 'getUserTimeline',
    summary: "A user's posts",
    description: "The user's published top-level posts, newest first.",
  })
  @ApiUsernameParam()
  @ApiPage()
  @ApiEnvelope(PostSchema, { list: true })
  @ApiErrors(400, 404, 503)
  async timeline(
    @Param('username') username: string,
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    return list(await this.posts.timeline(username, page, caller?.id ?? null));
  }
}
