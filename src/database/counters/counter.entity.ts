import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A named total kept by the writes that change it, in their transaction (table `counters`):
 * `latest_total`, `published_total`, `users_total`, and the sharded `stars_total[:n]` and
 * `flags_total[:n]` (see src/modules/reactions/reaction-totals.ts). A core table: the data layer
 * owns it, the feature modules update their own rows.
 */
@Entity('counters')
export class CounterEntity {
  @PrimaryColumn('varchar', { length: 64, primaryKeyConstraintName: 'counters_pkey' })
  name: string;

  @Column('bigint')
  value: number;
}
