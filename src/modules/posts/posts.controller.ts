import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { CurrentUser, Pro, Public } from '../../auth/access.decorators';
import { AuthUser } from '../../auth/auth-user';
import { ApiResult } from '../../core/api-result';
import { ReplicaReads } from '../../database/read-routing';
import { PageParam, ParseIdPipe } from '../../core/params';
import { ApiEnvelope, ApiErrors, oneMessage } from '../../docs/api-envelope.decorator';
import { ApiIdParam, ApiPage, ApiUsernameParam } from '../../docs/api-params.decorator';
import { PostSchema } from '../../docs/schemas';
import { MAX_ATTACHMENT_CHARS } from './dto/attachment-fields';
import { readAttachmentTexts } from './dto/attachment-fields';
import { CreatePostDto, MAX_ATTACHMENTS } from './dto/create-post.dto';
import { PostResponse } from './post.types';
import { PostPage, PostsService } from './posts.service';
import { RequestBody } from './request-body.decorator';

const PostId = () => Param('post_id', new ParseIdPipe('post_id'));

function list(page: PostPage): ApiResult<PostResponse[]> {
  return new ApiResult(page.posts, [], { pagination: page.pagination });
}

const ApiPostId = () => ApiIdParam('post_id', 'The id of the post.');

/**
 * The body of POST /post: the declared fields plus `attachment_type_N` / `attachment_text_N`
 * for N = 0 … attachment_count − 1 (read from the raw body, so not in the DTO).
 */
const CREATE_POST_BODY = {
  allOf: [{ $ref: getSchemaPath(CreatePostDto) }],
  patternProperties: {
    [`^attachment_type_[0-${MAX_ATTACHMENTS - 1}]$`]: {
      type: 'string',
      enum: ['text'],
      description: 'Required for N < attachment_count.',
    },
    [`^attachment_text_[0-${MAX_ATTACHMENTS - 1}]$`]: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_ATTACHMENT_CHARS,
      description: 'Required (not blank) for N < attachment_count.',
    },
  },
  example: {
    post: 'Hello world',
    attachment_count: 1,
    attachment_type_0: 'text',
    attachment_text_0: 'A longer text attached to the post.',
  },
};

/** The sentence of a created post: when it becomes public (posts.service publicationMessage). */
const PUBLICATION_MESSAGE =
  '^Thank you for submitting your post\\. It will be publicly displayed in (1 minute\\.|\\d+ minutes\\. New accounts have a delay in publishing to help protect against spam\\.)$';

@ApiTags('Posts')
@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Public()
  @Get('latest')
  @ReplicaReads()
  @ApiOperation({
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
    summary: 'Create a post or reply',
    description:
      "The post is pending until the author's publishing delay has passed; `messages` says when it becomes public. `parent_id` makes it a reply (to a published post or one of the caller's own). Up to 10 text attachments: `attachment_count` N and the fields `attachment_type_0` … `attachment_text_{N-1}`.",
  })
  @ApiExtraModels(CreatePostDto)
  @ApiBody({ schema: CREATE_POST_BODY })
  @ApiEnvelope(PostSchema, {
    messages: oneMessage({ pattern: PUBLICATION_MESSAGE }),
    description: 'The new pending post.',
  })
  @ApiErrors(400, 404, 413, 415, 503)
  async create(
    @Body() dto: CreatePostDto,
    @RequestBody() body: Record<string, unknown>,
    @CurrentUser() caller: AuthUser,
  ): Promise<ApiResult<PostResponse>> {
    const count = typeof dto.attachment_count === 'number' ? dto.attachment_count : 0;
    const created = await this.posts.create(caller, {
      text: dto.post,
      parentId: typeof dto.parent_id === 'number' ? dto.parent_id : 0,
      attachmentTexts: readAttachmentTexts(body, count),
    });
    return new ApiResult(created.post, [created.message]);
  }

  @Public()
  @Get('post/children/:post_id')
  @ReplicaReads()
  @ApiOperation({
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
