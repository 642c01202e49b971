import type { MediaUrls } from '../../core';
import { AccountRow } from './account.types';
import { AccountResponse, ProfileResponse } from './dto/account.response';

/** `delay_post`: "1 minute", otherwise "<n> minutes" (so also "0 minutes"). */
export function delayText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function toAccountResponse(row: AccountRow, urls: MediaUrls): AccountResponse {
  return {
    user_id: row.id,
    username: row.username,
    media_id: row.media_id,
    profile_image_url: urls.profileImage(row.username, row.media_id, row.media_ext),
    display_name: row.display_name,
    bio: row.bio,
    delay_post: delayText(row.delay_minutes),
    timezone: row.timezone,
  };
}

export function toProfileResponse(row: AccountRow, urls: MediaUrls): ProfileResponse {
  return {
    user_id: row.id,
    username: row.username,
    display_name: row.display_name,
    bio: row.bio,
    profile_image_url: urls.profileImage(row.username, row.media_id, row.media_ext),
  };
}
