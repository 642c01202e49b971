import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID, TIMESTAMP } from '../../../docs';
import { UserSummaryResponse } from '../../../users';
import { PostResponse } from '../../posts';

/** A star or flag record, in spec field order: the OpenAPI schema and the mapper's type. */
@ApiSchema({ name: 'Reaction' })
export class ReactionResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty(ID) post_id: number;
  @ApiProperty({ type: 'string', enum: ['flag', 'star'] }) type: string;
  @ApiProperty({ type: 'null' }) content: string | null;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
  @ApiProperty({ type: () => PostResponse }) post: PostResponse;
  @ApiProperty({ type: () => UserSummaryResponse }) user: UserSummaryResponse;
}
