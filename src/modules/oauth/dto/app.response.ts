import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP } from '../../../docs';

/** A registered app, as POST /apps answers it (the secret only then). */
@ApiSchema({ name: 'App' })
export class AppResponse {
  @ApiProperty({ description: 'The `client_id` of the OAuth requests.' })
  client_id: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'For a confidential client, its secret: shown this once, only its hash is stored. Null for a public client.',
  })
  client_secret: string | null;

  @ApiProperty() name: string;
  @ApiProperty({ description: 'Empty when none was given.' }) website: string;
  @ApiProperty({ type: [String] }) redirect_uris: string[];
  @ApiProperty({ description: 'Space-separated, e.g. `read write`.' }) scopes: string;
  @ApiProperty({ enum: ['public', 'confidential'] }) client_type: 'public' | 'confidential';
  @ApiProperty({ ...TIMESTAMP }) created_at: string;
}
