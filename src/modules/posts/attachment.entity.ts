import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A text attachment of a post (table `attachments`); `sort_order` is its 0-based position. */
@Entity('attachments')
export class AttachmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('bigint')
  user_id: number;

  @Column('bigint')
  post_id: number;

  @Column('varchar', { length: 16 })
  type: string;

  @Column('text')
  content: string;

  @Column('integer')
  sort_order: number;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;
}
