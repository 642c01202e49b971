import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `data` of POST /notifications/stream/ticket. */
@ApiSchema({ name: 'StreamTicket' })
export class StreamTicketResponse {
  @ApiProperty({
    type: 'string',
    description:
      'Opens one stream: `GET /api/v0/notifications/stream?ticket=…`, without an Authorization header.',
    example: 'Zx8c2Qm0b1VwJ4s9fK3tR7yH6nL5pA2dE0gU1iO8qWc',
  })
  ticket: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'Seconds the ticket stays valid if unused.',
    example: 30,
  })
  expires_in: number;
}
