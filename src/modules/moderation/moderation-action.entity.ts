import { Check, Column, Entity } from 'typeorm';
import { IdColumn } from '../../database';
import type { ModerationAction } from './moderation.types';

/**
 * One moderation action (table `moderation_actions`), the record GET /moderation/log lists
 * newest first (by id, the primary key). No foreign keys: the record outlives the posts and
 * accounts it names (an erased account leaves ids that no longer resolve to a name).
 */
@Entity('moderation_actions')
@Check(
  'moderation_actions_action_check',
  `action IN ('hide', 'restore', 'dismiss', 'suspend', 'unsuspend', 'auto_hide')`,
)
export class ModerationActionEntity {
  @IdColumn('moderation_actions')
  id: number;

  @Column('varchar', { length: 16 })
  action: ModerationAction;

  /** The moderator; 0 for the automatic threshold. */
  @Column('bigint')
  moderator_id: number;

  /** The post acted on; 0 for a suspension. */
  @Column('bigint', { default: 0 })
  post_id: number;

  /** The post's author, or the suspended user. */
  @Column('bigint', { default: 0 })
  user_id: number;

  @Column('varchar', { length: 500, nullable: true })
  reason: string | null;

  @Column('bigint')
  created_at: number;
}
