import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { NotificationStreamController } from './notification-stream.controller';
import { NotificationStreamMetrics } from './notification-stream.metrics';
import { NotificationStreamService } from './notification-stream.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { ReplyNotifications } from './reply-notifications';
import { streamHorizonsProvider } from './stream-horizon';

/**
 * The caller's notifications and their live stream; exports NotificationsService so writers can
 * record one in their transaction.
 */
@Module({
  imports: [PostsModule],
  controllers: [NotificationsController, NotificationStreamController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    streamHorizonsProvider,
    NotificationStreamService,
    NotificationStreamMetrics,
    ReplyNotifications,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
