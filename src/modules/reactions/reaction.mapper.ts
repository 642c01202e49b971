import { formatTimestamp, type MediaUrls } from '../../core';
import { toUserSummary } from '../../users';
import { PostResponse } from '../posts';
import { ReactionResponse } from './dto/reaction.response';
import { ReactionRow } from './reaction.types';

export function toReactionResponse(
  row: ReactionRow,
  post: PostResponse,
  urls: MediaUrls,
): ReactionResponse {
  return {
    id: row.id,
    user_id: row.user_id,
    post_id: row.post_id,
    type: row.type,
    content: row.content,
    created_at: formatTimestamp(row.created_at),
    updated_at: formatTimestamp(row.updated_at),
    post,
    user: toUserSummary(row.user_id, row, urls),
  };
}
