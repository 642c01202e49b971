import { formatTimestamp, type MediaUrls } from '../../core';
import { UserSummaryResponse } from '../../users';
import { BlockResponse } from './dto/block.response';
import { BlockRow } from './blocks.types';

/** The blocked user as posts and reactions embed a user. */
export function toBlockedUser(
  user: Omit<BlockRow, 'created_at'>,
  urls: MediaUrls,
): UserSummaryResponse {
  return {
    user_id: user.id,
    username: user.username,
    display_name: user.display_name,
    bio: user.bio,
    profile_image_url: urls.profileImage(user.username, user.media_id, user.media_ext),
  };
}

export function toBlockResponse(row: BlockRow, urls: MediaUrls): BlockResponse {
  return { user: toBlockedUser(row, urls), created_at: formatTimestamp(row.created_at) };
}
