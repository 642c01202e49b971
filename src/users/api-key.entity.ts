import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An API key: only its SHA-256 is stored; the key itself is shown once, at creation. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('bigint')
  user_id: number;

  @Column('varchar', { length: 100, default: '' })
  name: string;

  @Column('varchar', { length: 64 })
  key_hash: string;

  @Column('bigint')
  created_at: number;

  @Column('bigint', { nullable: true })
  last_used_at: number | null;

  @Column('bigint', { nullable: true })
  revoked_at: number | null;
}
