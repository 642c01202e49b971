import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ID, ID_OR_ZERO, TIMESTAMP } from '../../../docs';
import { PostResponse } from '../../posts';
import { MODERATION_ACTIONS } from '../moderation.types';

const STRING_OR_NULL = { oneOf: [{ type: 'string' }, { type: 'null' }] };

/** One entry of the moderation log: who did what, to which post or account, when and why. */
@ApiSchema({ name: 'ModerationAction' })
export class ModerationActionResponse {
  @ApiProperty(ID) id: number;
  @ApiProperty({
    type: 'string',
    enum: [...MODERATION_ACTIONS],
    description: '`auto_hide`: the flag threshold (MODERATION_AUTO_HIDE_FLAGS) hid the post.',
  })
  action: string;
  @ApiProperty({ ...ID_OR_ZERO, description: 'The moderator; 0 for `auto_hide`.' })
  moderator_id: number;
  @ApiProperty({
    ...STRING_OR_NULL,
    description: "The moderator's username; null for `auto_hide` or an erased account.",
  })
  moderator: string | null;
  @ApiProperty({ ...ID_OR_ZERO, description: 'The post acted on; 0 for `suspend`/`unsuspend`.' })
  post_id: number;
  @ApiProperty({ ...ID_OR_ZERO, description: "The post's author, or the (un)suspended user." })
  user_id: number;
  @ApiProperty({
    ...STRING_OR_NULL,
    description: 'Their username (null if the account is gone or erased).',
  })
  username: string | null;
  @ApiProperty({ ...STRING_OR_NULL, description: 'The reason given, if any.' })
  reason: string | null;
  @ApiProperty(TIMESTAMP) created_at: string;
}

/** A flagged post waiting for a moderator. */
@ApiSchema({ name: 'ModerationQueueItem' })
export class ModerationQueueItemResponse {
  @ApiProperty(ID) post_id: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Distinct users flagging it now.' })
  flags: number;
  @ApiProperty({ ...TIMESTAMP, description: 'The newest flag.' }) last_flagged_at: string;
  @ApiProperty({
    type: 'boolean',
    description: 'Hidden already (by the flag threshold) and waiting for a decision.',
  })
  hidden: boolean;
  @ApiProperty({
    type: () => PostResponse,
    description: 'The post as its author sees it (`status` is `hidden` while it is hidden).',
  })
  post: PostResponse;
}
