import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID, ID_OR_ZERO, URL } from '../../../docs';

// The wire shapes of the account module: each class is both the OpenAPI schema and the type
// account.mapper.ts returns, its properties in spec field order.

/** The caller's own account. */
@ApiSchema({ name: 'Account' })
export class AccountResponse {
  @ApiProperty(ID) user_id: number;
  @ApiProperty({ type: 'string' }) username: string;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 = the default image.' }) media_id: number;
  @ApiProperty(URL) profile_image_url: string;
  @ApiProperty({ type: 'string', maxLength: 50 }) display_name: string;
  @ApiProperty({ type: 'string', maxLength: 500 }) bio: string;
  @ApiProperty({ type: 'string', pattern: '^\\d+ minutes?$', example: '2 minutes' })
  delay_post: string;
  @ApiProperty({ type: 'string', example: 'UTC' }) timezone: string;
}

/** The public view of an account. */
@ApiSchema({ name: 'Profile' })
export class ProfileResponse {
  @ApiProperty(ID) user_id: number;
  @ApiProperty({ type: 'string' }) username: string;
  @ApiProperty({ type: 'string' }) display_name: string;
  @ApiProperty({ type: 'string' }) bio: string;
  @ApiProperty(URL) profile_image_url: string;
}
