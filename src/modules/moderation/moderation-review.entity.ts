import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The queue's state of a flagged post (table `moderation_reviews`): when a moderator last acted
 * on it (hide, restore, dismiss). The post is in the queue while one of its active flags is newer
 * than that; the automatic threshold counts only those flags, so it never overrides a decision.
 */
@Entity('moderation_reviews')
export class ModerationReviewEntity {
  @PrimaryColumn('bigint', { primaryKeyConstraintName: 'moderation_reviews_pkey' })
  post_id: number;

  @Column('bigint')
  handled_at: number;
}
