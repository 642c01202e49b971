import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stored, processed image (profile images from completed uploads). */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('bigint')
  user_id: number;

  @Column('varchar', { length: 16 })
  type: string;

  /** `.png` or `.jpg`. */
  @Column('varchar', { length: 8 })
  ext: string;

  @Column('bigint')
  created_at: number;
}
