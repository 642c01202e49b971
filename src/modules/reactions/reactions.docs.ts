import { applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors, ApiPage, oneMessage } from '../../docs';
import { ApiPostId, ReducedPostResponse } from '../posts';
import { ReactionResponse } from './dto/reaction.response';

/**
 * The sentence of each of the four writes, as documented and as sent; the same whether or not the
 * call changed anything (idempotent).
 */
export const REACTION_MESSAGES = {
  star: 'The post has been starred.',
  unstar: 'The post has been unstarred.',
  flag: 'The post has been flagged.',
  unflag: 'The post has been unflagged.',
};

/** The documentation of star/unstar/flag/unflag. */
export function ApiReactionWrite(
  action: keyof typeof REACTION_MESSAGES,
  summary: string,
): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      operationId: `${action}Post`,
      summary,
      description:
        "Idempotent: the answer is the same whether or not the call changed anything. The post must be published or the caller's own.",
    }),
    ApiPostId(),
    ApiEnvelope(ReducedPostResponse, {
      messages: oneMessage(REACTION_MESSAGES[action]),
      description: 'The post after the change.',
    }),
    ApiErrors(400, 404, 413, 415, 503),
  );
}

/** The documentation of the reaction lists. */
export function ApiReactionList(
  operationId: string,
  summary: string,
  description: string,
  ofPost: boolean,
): MethodDecorator {
  return applyDecorators(
    ApiOperation({ operationId, summary, description }),
    ...(ofPost ? [ApiPostId()] : []),
    ApiPage(),
    ApiEnvelope(ReactionResponse, { list: true }),
    ApiErrors(...(ofPost ? [400, 404, 503] : [400, 503])),
  );
}
