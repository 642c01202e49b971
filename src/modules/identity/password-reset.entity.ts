import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A password-reset token (table `password_resets`): single use, 30 minutes, only its SHA-256. */
@Entity('password_resets')
@Index('password_resets_user', ['user_id'])
@Index('password_resets_expiry', ['expires_at'])
export class PasswordResetEntity {
  /** SHA-256 (hex) of the token sent by mail. */
  @PrimaryColumn('varchar', { length: 64, primaryKeyConstraintName: 'password_resets_pkey' })
  id: string;

  @Column('bigint')
  @ForeignKey('users', { name: 'password_resets_user_id_fkey' })
  user_id: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  expires_at: number;
}
