import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The answer of DELETE /account: the erasure was accepted and runs (or has run). */
@ApiSchema({ name: 'AccountErasure' })
export class AccountErasureResponse {
  @ApiProperty({ type: 'integer', example: 12 }) user_id: number;
  @ApiProperty({
    type: 'string',
    enum: ['running', 'done'],
    description: '`running` until every part of the account is gone.',
  })
  status: 'running' | 'done';
}
