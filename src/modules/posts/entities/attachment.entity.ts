import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../../database';

/** A text attachment of a post (table `attachments`); `sort_order` is its 0-based position. */
@Entity('attachments')
@Index('attachments_post', ['post_id', 'sort_order'])
export class AttachmentEntity {
  @IdColumn('attachments')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'attachments_user_id_fkey' })
  user_id: number;

  @Column('bigint')
  @ForeignKey('posts', { name: 'attachments_post_id_fkey' })
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
