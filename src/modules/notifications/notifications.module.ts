import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationEntity } from './notification.entity';
import { Db } from '../../database';
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
import { StreamHorizon } from './stream/stream-horizon';
import { PostgresNotificationIds, PostgresStreamHorizon } from './stream/stream-horizon.postgres';
import { SqliteStreamHorizon } from './stream/stream-horizon.sqlite';

/** The StreamHorizon of the connected database. */
const streamHorizonProvider = {
  provide: StreamHorizon,
  inject: [Db, NotificationsRepository],
  useFactory: (db: Db, repository: NotificationsRepository): StreamHorizon =>
    db.dialect === 'postgres'
      ? new PostgresStreamHorizon(new PostgresNotificationIds(db, repository))
      : new SqliteStreamHorizon(repository),
};

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
