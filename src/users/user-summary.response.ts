import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID_OR_ZERO, URL } from '../docs';

/** The author or reacting user as posts and reactions embed it, in spec field order. */
@ApiSchema({ name: 'UserSummary' })
export class UserSummaryResponse {
  @ApiProperty({ ...ID_OR_ZERO, description: '0 for the author of a deleted post.' })
  user_id: number;
  @ApiProperty({ type: 'string', example: 'alice' }) username: string;
  @ApiProperty({ type: 'string', example: 'Alice' }) display_name: string;
  @ApiProperty({ type: 'string', description: 'May be empty.' }) bio: string;
  @ApiProperty(URL) profile_image_url: string;
}
