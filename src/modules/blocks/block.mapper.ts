import { formatTimestamp, type MediaUrls } from '../../core';
import { toUserSummary, UserSummaryResponse } from '../../users';
import { BlockResponse } from './dto/block.response';
import { BlockRow } from './blocks.types';

/** The blocked user as posts and reactions embed a user. */
export function toBlockedUser(
  user: Omit<BlockRow, 'created_at'>,
  urls: MediaUrls,
): UserSummaryResponse {
  return toUserSummary(user.id, user, urls);
}

export function toBlockResponse(row: BlockRow, urls: MediaUrls): BlockResponse {
  return { user: toBlockedUser(row, urls), created_at: formatTimestamp(row.created_at) };
}
