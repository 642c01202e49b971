import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A block (table `blocks`): `blocker_id` hides `blocked_id`'s posts from their own views and
 * keeps them from replying to, starring or flagging their posts (README of the blocks module in
 * docs/api.md). One row per pair; blocking again changes nothing.
 */
@Entity('blocks')
// a blocker's list, newest first
@Index('blocks_list', ['blocker_id', 'created_at', 'blocked_id'])
// the blocks of a blocked user (an erased account)
@Index('blocks_blocked', ['blocked_id'])
@Check('blocks_not_self_check', 'blocker_id <> blocked_id')
export class BlockEntity {
  @PrimaryColumn('bigint', { primaryKeyConstraintName: 'blocks_pkey' })
  @ForeignKey('users', { name: 'blocks_blocker_id_fkey' })
  blocker_id: number;

  @PrimaryColumn('bigint', { primaryKeyConstraintName: 'blocks_pkey' })
  @ForeignKey('users', { name: 'blocks_blocked_id_fkey' })
  blocked_id: number;

  @Column('bigint')
  created_at: number;
}
