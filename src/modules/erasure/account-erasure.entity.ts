import { Check, Column, Entity, Index } from 'typeorm';
import { IdColumn } from '../../database';

export type ErasureStatus = 'running' | 'done';

/**
 * An account erasure job (table `account_erasures`). No foreign key to `users`: the users row is
 * gone (or anonymised) when the job is done, and the job row stays as the record that it was.
 */
@Entity('account_erasures')
@Check('account_erasures_status_check', `status IN ('running', 'done')`)
@Index('account_erasures_due', ['lease_until'], { where: `status = 'running'` })
export class AccountErasureEntity {
  @IdColumn('account_erasures')
  id: number;

  @Column('bigint')
  @Index('account_erasures_user', { unique: true })
  user_id: number;

  @Column('varchar', { length: 16, default: 'running' })
  status: ErasureStatus;

  /** Until when the instance working on it holds it (epoch ms); 0 = nobody. */
  @Column('bigint', { default: 0 })
  lease_until: number;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;

  @Column('bigint', { nullable: true })
  finished_at: number | null;
}
