import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `data` of the /metric endpoints: the OpenAPI schema and the controller's result type. */
@ApiSchema({ name: 'Count' })
export class CountResponse {
  @ApiProperty({ type: 'integer', minimum: 0 }) count: number;
}
