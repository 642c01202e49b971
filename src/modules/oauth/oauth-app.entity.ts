import { Column, Entity, Index } from 'typeorm';
import { IdColumn } from '../../database';

/** A registered app (table `oauth_apps`). A public client (mobile, single-page) has no secret. */
@Entity('oauth_apps')
export class OAuthAppEntity {
  @IdColumn('oauth_apps')
  id: number;

  @Column('varchar', { length: 64 })
  @Index('oauth_apps_client', { unique: true })
  client_id: string;

  /** Hex SHA-256 of the client secret; null for a public client. */
  @Column('character', { length: 64, nullable: true })
  secret_hash: string | null;

  @Column('varchar', { length: 100 })
  name: string;

  @Column('varchar', { length: 500, default: '' })
  website: string;

  /** JSON array of the exact redirect URIs. */
  @Column('varchar', { length: 5000 })
  redirect_uris: string;

  /** Space-separated, in OAUTH_SCOPES order. */
  @Column('varchar', { length: 64 })
  scopes: string;

  @Column('bigint')
  created_at: number;
}
