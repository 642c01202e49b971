import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn } from '../../database';
import { NotificationStatus, NotificationType } from './notification.types';

/** A notification for `receiver_id` (table `notifications`): a reply to, or a star or flag on, one of their posts. */
@Entity('notifications')
// GET /notifications: the receiver's, newest first
@Index('notifications_receiver', ['receiver_id', 'id'])
// the unread count
// the notifications about a removed post
@Index('notifications_receiver_post', ['receiver_post_id'])
@Index('notifications_initiator_post', ['initiator_post_id'], { where: 'initiator_post_id <> 0' })
@Index('notifications_unread', ['receiver_id'], { where: `status = 'unread'` })
export class NotificationEntity {
  @IdColumn('notifications')
  id: number;

  @Column('bigint')
  @ForeignKey('users', { name: 'notifications_receiver_id_fkey' })
  receiver_id: number;

  @Column('bigint')
  receiver_post_id: number;

  @Column('bigint')
  initiator_id: number;

  @Column('bigint')
  initiator_post_id: number;

  @Column('varchar', { length: 16 })
  type: NotificationType;

  @Column('varchar', { length: 16, default: 'unread' })
  status: NotificationStatus;

  @Column('text', { nullable: true })
  content: string | null;

  @Column('bigint')
  created_at: number;

  @Column('bigint')
  updated_at: number;
}
