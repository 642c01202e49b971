import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../database';

/** An authorization code (table `oauth_codes`), and the grant its tokens belong to. */
@Entity('oauth_codes')
export class OAuthCodeEntity {
  @IdColumn('oauth_codes')
  id: number;

  @Column('bigint')
  @ForeignKey('oauth_apps', { name: 'oauth_codes_app_id_fkey' })
  @Index('oauth_codes_app')
  app_id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'oauth_codes_user_id_fkey' })
  @Index('oauth_codes_user')
  user_id: number;

  @Column('character', { length: 64 })
  @Index('oauth_codes_hash', { unique: true })
  code_hash: string;

  @Column('varchar', { length: 500 })
  redirect_uri: string;

  @Column('varchar', { length: 64 })
  scopes: string;

  /** The PKCE S256 challenge (base64url of SHA-256 of the verifier). */
  @Column('varchar', { length: 128 })
  code_challenge: string;

  @Column('bigint')
  expires_at: number;

  /** When the code was exchanged: a second exchange is a replay. */
  @Column('bigint', { nullable: true })
  used_at: number | null;

  /** When the grant was revoked (replay, refresh reuse, the user or RFC 7009). */
  @Column('bigint', { nullable: true })
  revoked_at: number | null;

  @Column('bigint')
  created_at: number;
}
