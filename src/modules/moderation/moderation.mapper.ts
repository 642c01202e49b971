import { formatTimestamp } from '../../core/time';
import { ModerationActionResponse } from './dto/moderation.response';
import { ModerationActionRow } from './moderation.types';

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
