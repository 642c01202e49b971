import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../database';

export type UploadStatus = 'created' | 'completed';

/** A chunked profile-image upload; its chunks live on disk until it is completed or expires. */
@Entity('uploads')
// the expiry job: open uploads past expired_at
@Index('uploads_expiry', ['expired_at'], { where: `status = 'created'` })
export class UploadEntity {
  @IdColumn('uploads')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'uploads_user_id_fkey' })
  user_id: number;

  @Column('varchar', { length: 16, default: 'created' })
  status: UploadStatus;

  @Column('varchar', { length: 16 })
  file_type: string;

  @Column('varchar', { length: 16 })
  upload_type: string;

  @Column('varchar', { length: 255 })
  original_name: string;

  /** `.png` or `.jpg` (`.jpeg` is stored as `.jpg`). */
  @Column('varchar', { length: 8 })
  ext: string;

  @Column('bigint')
  total_bytes: number;

  @Column('bigint', { default: 0 })
  received_bytes: number;

  @Column('integer', { default: 0 })
  received_chunks: number;

  /** The media item made by completion. */
  @Column('bigint', { nullable: true })
  media_id: number | null;

  @Column('bigint')
  expired_at: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;
}
