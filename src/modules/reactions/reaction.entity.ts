import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../database';

/**
 * A star or flag (table `reactions`): one row per (user, post, type); `active` = 0 after an
 * unstar/unflag, so a later re-star is known not to be the first one.
 */
@Entity('reactions')
@Index('reactions_once', ['user_id', 'post_id', 'type'], { unique: true })
// a post's stars/flags, all stars/flags, a user's stars/flags: newest first
@Index('reactions_post', ['post_id', 'type', 'id'], { where: 'active = 1' })
// a removed post's reactions, active or not (and SQLite's foreign key check when it goes)
@Index('reactions_post_any', ['post_id'])
@Index('reactions_type', ['type', 'id'], { where: 'active = 1' })
@Index('reactions_user', ['user_id', 'type', 'id'], { where: 'active = 1' })
@Check('reactions_type_check', `type IN ('star', 'flag')`)
export class ReactionEntity {
  @IdColumn('reactions')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'reactions_user_id_fkey' })
  user_id: number;

  @Column('bigint')
  @ForeignKey('posts', { name: 'reactions_post_id_fkey' })
  post_id: number;

  @Column('varchar', { length: 8 })
  type: 'star' | 'flag';

  /** 1 while the reaction stands, 0 after it was taken back. */
  @Column('smallint', { default: 1 })
  active: number;

  @Column('text', { nullable: true })
  content: string | null;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;
}
