import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last sibling ordinal given under each parent (table `reply_ordinals`): the atomic source of
 * the sort_order segments of replies (see sort-order.ts).
 */
@Entity('reply_ordinals')
export class ReplyOrdinalEntity {
  @PrimaryColumn('bigint', { primaryKeyConstraintName: 'reply_ordinals_pkey' })
  parent_id: number;

  @Column('bigint')
  last: number;
}
