import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../database';

/**
 * A stored, processed image (table `media`). Owned by uploads, its only writer (completion makes
 * one); account reads it to check a new profile image.
 */
@Entity('media')
export class MediaEntity {
  @IdColumn('media')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'media_user_id_fkey' })
  @Index('media_user')
  user_id: number;

  @Column('varchar', { length: 16 })
  type: string;

  /** `.png` or `.jpg`. */
  @Column('varchar', { length: 8 })
  ext: string;

  @Column('bigint')
  created_at: number;
}
