import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A signed-in session of the web pages (table `sessions`, migration Accounts). The cookie holds
 * a random id; only its SHA-256 is stored, so a copy of the table signs nobody in.
 */
@Entity('sessions')
@Index('sessions_user', ['user_id'])
@Index('sessions_expiry', ['expires_at'])
export class SessionEntity {
  /** SHA-256 (hex) of the cookie's id. */
  @PrimaryColumn('varchar', { length: 64, primaryKeyConstraintName: 'sessions_pkey' })
  id: string;

  @Column('bigint')
  @ForeignKey('users', { name: 'sessions_user_id_fkey' })
  user_id: number;

  @Column('bigint')
  created_at: number;

  /** Kept to the minute (SESSION_TOUCH_MS), so page views do not all write. */
  @Column('bigint')
  last_seen_at: number;

  /** Idle expiry: last_seen_at + SESSION_IDLE_DAYS. */
  @Column('bigint')
  expires_at: number;
}
