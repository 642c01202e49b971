import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUsernameParam, UserSummaryResponse } from '../../users';
import { ApiResult, CurrentUser, IdParam, listResult, PageParam, Pro, Public } from '../../core';
import { AuthUser } from '../../auth';
import { ReplicaReads } from '../../database';
import { ApiEnvelope, ApiErrors, ApiPage, EMPTY_OBJECT, oneMessage } from '../../docs';
import { CreatePostDto, newPostInput } from './dto/create-post.dto';
import { AttachmentResponse, PostResponse, ReducedPostResponse } from './dto/post.response';
import { ApiPostId, PUBLICATION_MESSAGE_PATTERN } from './posts.docs';
import { POST_DELETED, PostsService } from './posts.service';
import { RequestBody } from './request-body.decorator';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(AttachmentResponse, PostResponse, ReducedPostResponse, UserSummaryResponse)
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
  @ApiEnvelope(PostResponse, { list: true })
  @ApiErrors(400, 503)
  async latest(
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    const { posts, pagination } = await this.posts.latest(page, caller);
    return listResult(posts, pagination);
  }

  @Pro()
  @Get('pending')
  @ApiOperation({
    operationId: 'getPending',
    summary: "The caller's pending posts",
    description: 'Posts and replies not yet public, by publication time, latest first.',
  })
  @ApiPage()
  @ApiEnvelope(PostResponse, { list: true })
  @ApiErrors(400, 503)
  async pending(
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser,
  ): Promise<ApiResult<PostResponse[]>> {
    const { posts, pagination } = await this.posts.pending(caller.id, page);
    return listResult(posts, pagination);
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
  @ApiEnvelope(PostResponse, {
    messages: oneMessage({ pattern: PUBLICATION_MESSAGE_PATTERN }),
    description: 'The new pending post.',
  })
  @ApiErrors(400, 404, 409, 413, 415, 503)
  async create(
    @Body() dto: CreatePostDto,
    @RequestBody() body: Record<string, unknown>,
    @CurrentUser() caller: AuthUser,
  ): Promise<ApiResult<PostResponse>> {
    const created = await this.posts.create(caller, newPostInput(dto, body));
    return new ApiResult(created.post, [created.message]);
  }

  @Pro()
  @Delete('post/:post_id')
  @ApiOperation({
    operationId: 'deletePost',
    summary: 'Delete an own post',
    description:
      'The caller\'s own post, pending or published. Without replies it is gone; with replies it stays in its thread as a tombstone (`status: "deleted"`, no text, attachments, author or reactions). Its reactions and the notifications about it are removed. Any other post, or one already deleted, is a 404. DELETE is idempotent by HTTP semantics: no `Idempotency-Key` (a repeat answers 404).',
  })
  @ApiPostId()
  @ApiEnvelope(EMPTY_OBJECT, { messages: oneMessage(POST_DELETED) })
  @ApiErrors(400, 404, 503)
  async delete(
    @IdParam('post_id') id: number,
    @CurrentUser() caller: AuthUser,
  ): Promise<ApiResult<Record<string, never>>> {
    await this.posts.delete(id, caller.id);
    return new ApiResult({}, [POST_DELETED]);
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
  @ApiEnvelope(PostResponse, { list: true })
  @ApiErrors(400, 404, 503)
  async children(
    @IdParam('post_id') id: number,
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    const { posts, pagination } = await this.posts.children(id, page, caller);
    return listResult(posts, pagination);
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
  @ApiEnvelope(PostResponse, { list: true })
  @ApiErrors(400, 404, 503)
  async single(
    @IdParam('post_id') id: number,
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    const { posts, pagination } = await this.posts.single(id, page, caller);
    return listResult(posts, pagination);
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
  @ApiEnvelope(PostResponse, { list: true })
  @ApiErrors(400, 404, 503)
  async timeline(
    @Param('username') username: string,
    @PageParam() page: number,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<ApiResult<PostResponse[]>> {
    const { posts, pagination } = await this.posts.timeline(username, page, caller);
    return listResult(posts, pagination);
  }
}
