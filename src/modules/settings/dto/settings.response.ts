import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The Settings resource: the OpenAPI schema and the type SettingsService returns. */
@ApiSchema({ name: 'Settings' })
export class SettingsResponse {
  @ApiProperty({ type: 'string', example: 'UTC' }) timezone: string;
}
