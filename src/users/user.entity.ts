import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { Plan } from './user.types';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
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

  @Column('varchar', { length: 64, default: 'UTC' })
  timezone: string;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;
}
