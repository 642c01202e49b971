import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID, TIMESTAMP, URL } from '../../../docs';
import type { UploadStatus } from '../upload.entity';

// The wire shapes of uploads: each class is both the OpenAPI schema and the type upload.mapper.ts
// returns, its properties in spec field order.

/** The Media resource. */
@ApiSchema({ name: 'Media' })
export class MediaResponse {
  @ApiProperty({ ...ID, description: 'Usable as `media_id` in POST /account.' }) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty({ ...URL, example: 'http://localhost:3000/media/100/profile_1.png' })
  url_location: string;
  @ApiProperty({ type: 'string', enum: ['profile'] }) type: string;
}

/** The Upload resource. */
@ApiSchema({ name: 'Upload' })
export class UploadResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty({ type: 'string', enum: ['created', 'completed'] }) status: UploadStatus;
  @ApiProperty({
    ...TIMESTAMP,
    description: 'After this instant no more upload calls are accepted.',
  })
  expired_at: string;
  @ApiProperty({ type: () => MediaResponse, isArray: true, description: 'Empty until completed.' })
  media: MediaResponse[];
}
