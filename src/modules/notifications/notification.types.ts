export type NotificationType = 'reply' | 'star' | 'flag' | 'moderation';

/** `content` of a `moderation` notification: what a moderator (or the flag threshold) did. */
export type ModerationNotice = 'hidden' | 'restored';
export type NotificationStatus = 'unread' | 'read';

/** What a writer (reactions, the posts publisher) records; the id of 0 means "nobody / no post". */
export interface NewNotification {
  receiverId: number;
  receiverPostId: number;
  initiatorId: number;
  initiatorPostId: number;
  type: NotificationType;
  /** `moderation` notifications only; null otherwise. */
  content?: ModerationNotice | null;
  now: number;
}

/** A notification as the list query selects it, with the initiator's columns (null for id 0). */
export interface NotificationRow {
  id: number;
  receiver_id: number;
  receiver_post_id: number;
  initiator_id: number;
  initiator_post_id: number;
  type: string;
  status: string;
  content: string | null;
  created_at: number;
  updated_at: number;
  initiator_username: string | null;
  initiator_display_name: string | null;
  initiator_bio: string | null;
  initiator_media_id: number | null;
  initiator_media_ext: string | null;
}
