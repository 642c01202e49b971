import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { MediaUrls } from '../core';
import { ID_OR_ZERO, URL } from '../docs';

/** The author or reacting user as posts and reactions embed it, in spec field order. */
@ApiSchema({ name: 'UserSummary' })
export class UserSummaryResponse {
  @ApiProperty({ ...ID_OR_ZERO, description: '0 for the author of a deleted post.' })
  user_id: number;
  @ApiProperty({ type: 'string', example: 'alice' }) username: string;
  @ApiProperty({ type: 'string', example: 'Alice' }) display_name: string;
  @ApiProperty({ type: 'string', description: 'May be empty.' }) bio: string;
  @ApiProperty(URL) profile_image_url: string;
}

/** What a UserSummary is made of: the user's profile columns with its image (USER_PROFILE_COLUMNS). */
export interface UserSummaryFields {
  username: string;
  display_name: string;
  bio: string;
  media_id: number;
  media_ext: string | null;
}

/** The fields of nobody: the author of a tombstone (user id 0, empty names, the default image). */
export const NOBODY: UserSummaryFields = {
  username: '',
  display_name: '',
  bio: '',
  media_id: 0,
  media_ext: null,
};

/** The one mapper of a UserSummary, for every module that embeds a user (posts, reactions, blocks). */
export function toUserSummary(
  userId: number,
  user: UserSummaryFields,
  urls: MediaUrls,
): UserSummaryResponse {
  return {
    user_id: userId,
    username: user.username,
    display_name: user.display_name,
    bio: user.bio,
    profile_image_url: urls.profileImage(user.username, user.media_id, user.media_ext),
  };
}
