import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config';
import { NotificationEvents } from './notification-events';
import { PostgresNotifyTransport } from './notify-transport.postgres';
import { RedisPubSubTransport } from './redis-transport';

/**
 * The notification events bus, shared by the writers (reactions, the publisher) and the stream
 * hub. Between instances: Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL;
 * on SQLite (one instance) in-process only.
 */
@Global()
@Module({
  providers: [
    {
      provide: NotificationEvents,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new NotificationEvents(
          config.REDIS_URL
            ? new RedisPubSubTransport(config.REDIS_URL, config.REDIS_KEY_PREFIX)
            : config.isPostgres
              ? new PostgresNotifyTransport(config.DATABASE_URL)
              : null,
        ),
    },
  ],
  exports: [NotificationEvents],
})
export class EventsModule {}
