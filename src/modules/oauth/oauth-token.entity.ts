import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../database';

/** An access token and its refresh token (table `oauth_tokens`). */
@Entity('oauth_tokens')
export class OAuthTokenEntity {
  @IdColumn('oauth_tokens')
  id: number;

  @Column('bigint')
  @ForeignKey('oauth_codes', { name: 'oauth_tokens_code_id_fkey' })
  @Index('oauth_tokens_code')
  code_id: number;

  @Column('bigint')
  @ForeignKey('oauth_apps', { name: 'oauth_tokens_app_id_fkey' })
  @Index('oauth_tokens_app')
  app_id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'oauth_tokens_user_id_fkey' })
  @Index('oauth_tokens_user')
  user_id: number;

  @Column('character', { length: 64 })
  @Index('oauth_tokens_access', { unique: true })
  access_hash: string;

  @Column('character', { length: 64 })
  @Index('oauth_tokens_refresh', { unique: true })
  refresh_hash: string;

  @Column('varchar', { length: 64 })
  scopes: string;

  @Column('bigint')
  access_expires_at: number;

  @Column('bigint')
  refresh_expires_at: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint', { nullable: true })
  last_used_at: number | null;

  /** When the refresh token was exchanged for a new pair: a second use is a reuse. */
  @Column('bigint', { nullable: true })
  rotated_at: number | null;

  @Column('bigint', { nullable: true })
  revoked_at: number | null;
}
