import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationEntity } from './notification.entity';
import { PostsModule } from '../posts/posts.module';
import { NotificationLifecycle } from './notification-lifecycle';
import { NotificationStreamController } from './notification-stream.controller';
import { NotificationStreamService } from './notification-stream.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { streamHorizonsProvider } from './stream-horizon';

/**
 * The caller's notifications and their live stream; exports NotificationsService so writers can
 * record one in their transaction.
 */
@Module({
  imports: [TypeOrmModule.forFeature([NotificationEntity]), PostsModule],
  controllers: [NotificationsController, NotificationStreamController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    streamHorizonsProvider,
    NotificationStreamService,
    NotificationLifecycle,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
