import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../database';

export type ProRequestStatus = 'open' | 'granted' | 'declined';

/**
 * A Free account's request for Pro (table `pro_requests`): open until the operator sets the
 * account's plan (`users set-plan`: pro grants it, free declines it). At most one open per user.
 */
@Entity('pro_requests')
@Index('pro_requests_open', ['user_id'], { unique: true, where: `status = 'open'` })
@Index('pro_requests_user', ['user_id', 'id'])
@Check('pro_requests_status_check', `status IN ('open', 'granted', 'declined')`)
export class ProRequestEntity {
  @IdColumn('pro_requests')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'pro_requests_user_id_fkey' })
  user_id: number;

  @Column('varchar', { length: 16, default: 'open' })
  status: ProRequestStatus;

  @Column('bigint')
  created_at: number;

  @Column('bigint', { nullable: true })
  closed_at: number | null;
}
