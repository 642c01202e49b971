import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors, ApiIdParam, oneMessage } from '../../docs';
import { ApiUsernameParam } from '../../users';
import { ModerationActionResponse } from './dto/moderation.response';
import { ModerationReasonDto } from './dto/moderation-reason.dto';

/** The sentence of each action, as documented and as sent. */
export const MODERATION_MESSAGES = {
  hide: 'The post is hidden.',
  restore: 'The post is visible again.',
  dismiss: 'The post has been cleared from the queue.',
  suspend: 'The account is suspended.',
  unsuspend: 'The account is no longer suspended.',
} as const;

/** A moderation POST: its path parameter, the optional reason, the log entry it recorded. */
export function ApiModerationAction(
  action: keyof typeof MODERATION_MESSAGES,
  operationId: string,
  summary: string,
  description: string,
): MethodDecorator {
  const onPost = action === 'hide' || action === 'restore' || action === 'dismiss';
  return applyDecorators(
    ApiOperation({ operationId, summary, description }),
    onPost ? ApiIdParam('post_id', 'The id of the post.') : ApiUsernameParam(),
    ApiBody({ type: ModerationReasonDto, required: false }),
    ApiEnvelope(ModerationActionResponse, {
      messages: oneMessage(MODERATION_MESSAGES[action]),
      description: 'The entry this action added to the moderation log.',
    }),
    ApiErrors(...(onPost ? [400, 404, 503] : [400, 404, 503])),
  );
}
