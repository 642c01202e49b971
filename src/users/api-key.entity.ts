import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../database';

/** An API key: only its SHA-256 is stored; the key itself is shown once, at creation. */
@Entity('api_keys')
export class ApiKeyEntity {
  @IdColumn('api_keys')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'api_keys_user_id_fkey' })
  @Index('api_keys_user')
  user_id: number;

  @Column('varchar', { length: 100, default: '' })
  name: string;

  /** Hex SHA-256 of the key. */
  @Column('character', { length: 64 })
  @Index('api_keys_hash', { unique: true })
  key_hash: string;

  /** The key's first characters (KEY_PREFIX_LENGTH), shown to its owner; null for older keys. */
  @Column('varchar', { length: 8, nullable: true })
  prefix: string | null;

  /** 1 = the key may only read: every write route answers 403. */
  @Column('smallint', { default: 0 })
  read_only: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint', { nullable: true })
  last_used_at: number | null;

  @Column('bigint', { nullable: true })
  revoked_at: number | null;
}
