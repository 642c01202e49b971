import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP } from '../../../docs';
import { UserSummaryResponse } from '../../../users';

/** A block as the list and POST /block show it: the blocked user, and since when. */
@ApiSchema({ name: 'Block' })
export class BlockResponse {
  @ApiProperty({ type: () => UserSummaryResponse }) user: UserSummaryResponse;
  @ApiProperty({ ...TIMESTAMP, description: 'When the block was made (blocking again keeps it).' })
  created_at: string;
}
