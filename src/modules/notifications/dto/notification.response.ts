import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { ID, ID_OR_ZERO, TIMESTAMP, URL } from '../../../docs';
import { PostResponse } from '../../posts';

// The wire shapes of notifications: each class is both the OpenAPI schema and the type
// notification.mapper.ts returns, its properties in spec field order.

/** Who caused a notification (no user_id); null for anonymous flags. */
@ApiSchema({ name: 'NotificationInitiator' })
export class NotificationInitiatorResponse {
  @ApiProperty({ type: 'string' }) display_name: string;
  @ApiProperty({ type: 'string' }) username: string;
  @ApiProperty({ type: 'string' }) bio: string;
  @ApiProperty(URL) profile_image_url: string;
}

const postOrNull = { oneOf: [{ $ref: getSchemaPath(PostResponse) }, { type: 'null' }] };

@ApiSchema({ name: 'Notification' })
export class NotificationResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty(ID) receiver_id: number;
  @ApiProperty(ID_OR_ZERO) receiver_post_id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 for an anonymous flag and for `moderation`.' })
  initiator_id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: '0 unless a post caused it (a reply).' })
  initiator_post_id: number;
  @ApiProperty({
    type: 'string',
    enum: ['reply', 'star', 'flag', 'moderation'],
    description:
      "`moderation`: a moderator (or the flag threshold) hid or restored the receiver's post `receiver_post_id`; `content` says which.",
  })
  type: string;
  @ApiProperty({ type: 'string', enum: ['unread', 'read'] }) status: string;
  @ApiProperty({
    oneOf: [{ type: 'string', enum: ['hidden', 'restored'] }, { type: 'null' }],
    description: '`hidden` or `restored` on a `moderation` notification; null on the others.',
  })
  content: string | null;
  @ApiProperty(TIMESTAMP) created_at: string;
  @ApiProperty(TIMESTAMP) updated_at: string;
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(NotificationInitiatorResponse) }, { type: 'null' }],
  })
  initiator: NotificationInitiatorResponse | null;
  @ApiProperty(postOrNull) initiator_post: PostResponse | null;
  @ApiProperty(postOrNull) receiver_post: PostResponse | null;
}
