import { Check, Column, Entity, Index } from 'typeorm';
import { IdColumn } from '../database';

import type { Plan, Role } from './user.types';

/**
 * A user (table `users`). `users_username` is unique on lower(username): an expression index,
 * which TypeORM cannot describe, so it is declared with `synchronize: false` (the migration owns
 * its definition; the schema check leaves it alone).
 */
@Entity('users')
@Index('users_username', { synchronize: false })
// unique on lower(email), likewise an expression index owned by the migration (Accounts)
@Index('users_email', { synchronize: false })
@Check('users_plan_check', `plan IN ('free', 'pro')`)
@Check('users_role_check', `role IN ('none', 'moderator')`)
export class UserEntity {
  @IdColumn('users')
  id: number;

  @Column('varchar', { length: 30 })
  username: string;

  @Column('varchar', { length: 50 })
  display_name: string;

  @Column('varchar', { length: 500, default: '' })
  bio: string;

  /** 0 = the default alphabet image. */
  @Column('bigint', { default: 0 })
  media_id: number;

  @Column('varchar', { length: 8, default: 'free' })
  plan: Plan;

  @Column('integer', { default: 2 })
  delay_minutes: number;

  /** When the operator last set the delay (`users set-delay`): the standing job waits 48 h. */
  @Column('bigint', { nullable: true })
  delay_set_at: number | null;

  @Column('varchar', { length: 64, default: 'UTC' })
  timezone: string;

  /** `moderator` may use the moderation endpoints; set by the admin CLI. */
  @Column('varchar', { length: 16, default: 'none' })
  role: Role;

  /** Set while a moderator has suspended the account: its keys answer 403. */
  @Column('bigint', { nullable: true })
  suspended_at: number | null;

  /** Required for accounts made by sign-up; NULL for accounts the CLI made. Never exported. */
  @Column('varchar', { length: 254, nullable: true })
  email: string | null;

  /** argon2id (PHC string); NULL: no password, so no sign-in. Never logged, exported or returned. */
  @Column('varchar', { length: 200, nullable: true })
  password_hash: string | null;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;
}
