/** What a moderation log entry records. `auto_hide`: the flag threshold hid a post by itself. */
export type ModerationAction =
  'hide' | 'restore' | 'dismiss' | 'suspend' | 'unsuspend' | 'auto_hide';

export const MODERATION_ACTIONS: readonly ModerationAction[] = [
  'hide',
  'restore',
  'dismiss',
  'suspend',
  'unsuspend',
  'auto_hide',
];

/**
 * Why a post is hidden (posts.hidden_reason): by a moderator, by the flag threshold, or with its
 * author's suspension. An unsuspension restores only the posts hidden for the suspension.
 */
export const HIDDEN_BY = {
  moderator: 'moderator',
  flags: 'flags',
  suspension: 'suspension',
} as const;

/** A log entry to write; ids of 0 mean "none" (no moderator: the threshold; no post). */
export interface NewModerationAction {
  action: ModerationAction;
  moderatorId: number;
  postId: number;
  userId: number;
  reason: string | null;
  now: number;
}

/** A log entry as the log query selects it, with the moderator's and the user's names. */
export interface ModerationActionRow {
  id: number;
  action: ModerationAction;
  moderator_id: number;
  moderator_username: string | null;
  post_id: number;
  user_id: number;
  username: string | null;
  reason: string | null;
  created_at: number;
}

/** A post of the queue: its active flags and the newest of them. */
export interface QueueRow {
  post_id: number;
  flags: number;
  last_flagged_at: number;
}
