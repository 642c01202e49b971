import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID, TIMESTAMP } from './common';
import { PostSchema, UserSummarySchema } from './post.schema';

/** A star or flag record. */
@ApiSchema({ name: 'Reaction' })
export class ReactionSchema {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty(ID) post_id: number;
  @ApiProperty({ type: 'string', enum: ['flag', 'star'] }) type: string;
  @ApiProperty({ type: 'null' }) content: null;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
  @ApiProperty({ type: () => PostSchema }) post: PostSchema;
  @ApiProperty({ type: () => UserSummarySchema }) user: UserSummarySchema;
}
