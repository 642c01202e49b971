import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID, TIMESTAMP, URL } from './common';

@ApiSchema({ name: 'Media' })
export class MediaSchema {
  @ApiProperty({ ...ID, description: 'Usable as `media_id` in POST /account.' }) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty({ ...URL, example: 'http://localhost:3000/media/100/profile_1.png' })
  url_location: string;
  @ApiProperty({ type: 'string', enum: ['profile'] }) type: string;
}

@ApiSchema({ name: 'Upload' })
export class UploadSchema {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) user_id: number;
  @ApiProperty({ type: 'string', enum: ['created', 'completed'] }) status: string;
  @ApiProperty({
    ...TIMESTAMP,
    description: 'After this instant no more upload calls are accepted.',
  })
  expired_at: string;
  @ApiProperty({ type: () => MediaSchema, isArray: true, description: 'Empty until completed.' })
  media: MediaSchema[];
}
