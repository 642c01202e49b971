import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationEntity } from './notification.entity';
import { UsersModule } from '../../users';
import { NotificationsAccountData } from './notifications-account-data';
import { PostsModule } from '../posts';
import { NotificationLifecycle } from './notification-lifecycle';
import { NotificationStreamController } from './notification-stream.controller';
import { NotificationStreamMetrics } from './stream/notification-stream.metrics';
import { NotificationStreamService } from './stream/notification-stream.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { streamHorizonProvider } from './stream/stream-horizon';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const notificationsEntities = [NotificationEntity];

/**
 * The caller's notifications and their live stream; exports NotificationsService so writers can
 * record one in their transaction.
 */
@Module({
  imports: [TypeOrmModule.forFeature(notificationsEntities), PostsModule, UsersModule],
  controllers: [NotificationsController, NotificationStreamController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    streamHorizonProvider,
    NotificationStreamService,
    NotificationLifecycle,
    NotificationsAccountData,
    NotificationStreamMetrics,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
