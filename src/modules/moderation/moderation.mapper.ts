import { formatTimestamp } from '../../core';
import { PostResponse } from '../posts';
import { ModerationActionResponse, ModerationQueueItemResponse } from './dto/moderation.response';
import { ModerationActionRow, QueueRow } from './moderation.types';

export function toModerationActionResponse(row: ModerationActionRow): ModerationActionResponse {
  return {
    id: Number(row.id),
    action: row.action,
    moderator_id: Number(row.moderator_id),
    moderator: row.moderator_username,
    post_id: Number(row.post_id),
    user_id: Number(row.user_id),
    username: row.username,
    reason: row.reason,
    created_at: formatTimestamp(Number(row.created_at)),
  };
}

export function toQueueItemResponse(
  row: QueueRow,
  post: PostResponse,
): ModerationQueueItemResponse {
  return {
    post_id: row.post_id,
    flags: row.flags,
    last_flagged_at: formatTimestamp(row.last_flagged_at),
    hidden: post.status === 'hidden',
    post,
  };
}
