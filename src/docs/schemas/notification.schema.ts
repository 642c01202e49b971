import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { ID, ID_OR_ZERO, TIMESTAMP, URL } from './common';
import { PostSchema } from './post.schema';

/** Who caused a notification (no user_id); null for anonymous flags. */
@ApiSchema({ name: 'NotificationInitiator' })
export class NotificationInitiatorSchema {
  @ApiProperty({ type: 'string' }) display_name: string;
  @ApiProperty({ type: 'string' }) username: string;
  @ApiProperty({ type: 'string' }) bio: string;
  @ApiProperty(URL) profile_image_url: string;
}

const postOrNull = { oneOf: [{ $ref: getSchemaPath(PostSchema) }, { type: 'null' }] };

@ApiSchema({ name: 'Notification' })
export class NotificationSchema {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) receiver_id: number;
  @ApiProperty(ID_OR_ZERO) receiver_post_id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 for an anonymous flag.' }) initiator_id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 unless a post caused it (a reply).' })
  initiator_post_id: number;
  @ApiProperty({ type: 'string', enum: ['reply', 'star', 'flag'] }) type: string;
  @ApiProperty({ type: 'string', enum: ['unread', 'read'] }) status: string;
  @ApiProperty({ type: 'null' }) content: null;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(NotificationInitiatorSchema) }, { type: 'null' }],
  })
  initiator: NotificationInitiatorSchema | null;
  @ApiProperty(postOrNull) initiator_post: PostSchema | null;
  @ApiProperty(postOrNull) receiver_post: PostSchema | null;
}
