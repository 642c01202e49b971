import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `data` of GET/POST /hello: the OpenAPI schema and the controller's result type. */
@ApiSchema({ name: 'Hello' })
export class HelloResponse {
  @ApiProperty({ type: 'string', example: 'World' }) name: string;
}
