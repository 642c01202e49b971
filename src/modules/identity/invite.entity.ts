import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A sign-up invite (table `invites`), made by `invites create`; deleted when used. */
@Entity('invites')
export class InviteEntity {
  /** SHA-256 (hex) of the code. */
  @PrimaryColumn('varchar', { length: 64, primaryKeyConstraintName: 'invites_pkey' })
  id: string;

  @Column('bigint')
  created_at: number;
}
