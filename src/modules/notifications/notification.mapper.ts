import { formatTimestamp, type MediaUrls } from '../../core';
import { PostResponse } from '../posts';
import { NotificationInitiatorResponse, NotificationResponse } from './dto/notification.response';
import { NotificationRow } from './notification.types';

function toInitiator(row: NotificationRow, urls: MediaUrls): NotificationInitiatorResponse | null {
  if (row.initiator_id === 0 || row.initiator_username === null) {
    return null;
  }
  return {
    display_name: row.initiator_display_name ?? '',
    username: row.initiator_username,
    bio: row.initiator_bio ?? '',
    profile_image_url: urls.profileImage(
      row.initiator_username,
      row.initiator_media_id ?? 0,
      row.initiator_media_ext,
    ),
  };
}

export function toNotificationResponse(
  row: NotificationRow,
  posts: Map<number, PostResponse>,
  urls: MediaUrls,
): NotificationResponse {
  return {
    id: row.id,
    receiver_id: row.receiver_id,
    receiver_post_id: row.receiver_post_id,
    initiator_id: row.initiator_id,
    initiator_post_id: row.initiator_post_id,
    type: row.type,
    status: row.status,
    content: row.content,
    created_at: formatTimestamp(row.created_at),
    updated_at: formatTimestamp(row.updated_at),
    initiator: toInitiator(row, urls),
    initiator_post: posts.get(row.initiator_post_id) ?? null,
    receiver_post: posts.get(row.receiver_post_id) ?? null,
  };
}
