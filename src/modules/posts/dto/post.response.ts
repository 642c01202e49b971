import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { COUNTER, ID, ID_OR_ZERO, TIMESTAMP } from '../../../docs';
import { UserSummaryResponse } from '../../../users';

// The wire shapes of posts: each class is both the OpenAPI schema and the type post.mapper.ts
// returns; the property order is the spec's field order (test/wire-shapes.e2e-spec.ts).

/** Attachment, spec field order. */
@ApiSchema({ name: 'Attachment' })
export class AttachmentResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty(ID) post_id: number;
  @ApiProperty({ type: 'string', enum: ['text'] }) type: string;
  @ApiProperty({ type: 'string', maxLength: 10000 }) content: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: '0-based position.' })
  sort_order: number;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
}

/** A post's status: `deleted` is a tombstone, `hidden` is seen by its author alone. */
export const POST_STATUSES = ['pending', 'published', 'deleted', 'hidden'];

/** Post, spec field order. */
@ApiSchema({ name: 'Post' })
export class PostResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 for a deleted post (it shows no author).' })
  user_id: number;
  @ApiProperty({
    ...ID_OR_ZERO,
    description: 'Root post id; 0 for a top-level post until it is published.',
  })
  conversation_id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 for a top-level post.' }) parent_id: number;
  @ApiProperty(ID_OR_ZERO) original_id: number;
  @ApiProperty({ type: 'string', maxLength: 240, description: 'Empty for a deleted post.' })
  post: string;
  @ApiProperty({ type: 'string', enum: POST_STATUSES }) status: string;
  @ApiProperty({ type: 'string', enum: ['post', 'reply'] }) type: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 10 }) depth: number;
  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: '^\\d{10}/\\d{10}/\\d{10}/\\d{11}(/\\d{10}){6}$',
    description: 'null for top-level posts; ten zero-padded segments for replies.',
  })
  sort_order: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 10 }) attachment_count: number;
  @ApiProperty(COUNTER) replies: number;
  @ApiProperty(COUNTER) reposts: number;
  @ApiProperty(COUNTER) quotes: number;
  @ApiProperty(COUNTER) stars: number;
  @ApiProperty(COUNTER) flags: number;
  @ApiProperty(COUNTER) reactions: number;
  @ApiProperty(COUNTER) bumps: number;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
  @ApiProperty(TIMESTAMP) published_at: string;
  @ApiProperty(TIMESTAMP) sorted_at: string;
  @ApiProperty({ type: 'string' }) username: string;
  @ApiProperty({ type: 'boolean', description: 'The caller has a published direct reply to it.' })
  replied: boolean;
  @ApiProperty({ type: 'boolean', description: 'The caller flagged it.' }) flagged: boolean;
  @ApiProperty({ type: 'boolean', description: 'The caller starred it.' }) starred: boolean;
  @ApiProperty({ type: () => AttachmentResponse, isArray: true })
  attachments: AttachmentResponse[];
  @ApiProperty({ type: () => UserSummaryResponse }) user: UserSummaryResponse;
}

/** The result of star/flag/unstar/unflag: the post with its own author's names (spec field order). */
@ApiSchema({ name: 'ReducedPost' })
export class ReducedPostResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty(ID_OR_ZERO) conversation_id: number;
  @ApiProperty(ID_OR_ZERO) parent_id: number;
  @ApiProperty(ID_OR_ZERO) original_id: number;
  @ApiProperty({ type: 'string' }) post: string;
  @ApiProperty({ type: 'string', enum: POST_STATUSES }) status: string;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
  @ApiProperty(TIMESTAMP) published_at: string;
  @ApiProperty({ type: 'string' }) username: string;
  @ApiProperty({ type: 'string' }) display_name: string;
  @ApiProperty({ type: 'string' }) bio: string;
}
