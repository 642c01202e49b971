import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConfigModule } from '../config/config.module';
import { AccountErasureHooks } from '../core/account-erasure.hooks';
import { Clock } from '../core/clock';
import { MediaUrls } from '../core/media-urls';
import { MetricsRegistry } from '../core/metrics/metrics-registry';
import { DatabaseModule } from '../database/database.module';
import { UsersModule } from '../users/users.module';
import { ScheduleModule } from '@nestjs/schedule';
import { EventsModule } from '../core/events/events.module';
import { ErasureModule } from '../modules/erasure/erasure.module';
import { NotificationsModule } from '../modules/notifications/notifications.module';
import { PostsModule } from '../modules/posts/posts.module';
import { ReactionsModule } from '../modules/reactions/reactions.module';
import { UploadsModule } from '../modules/uploads/uploads.module';
import { KeysCommand, KeysCreateCommand, KeysListCommand, KeysRevokeCommand } from './keys.command';
import {
  UsersCommand,
  UsersCreateCommand,
  UsersDeleteCommand,
  UsersSetDelayCommand,
  UsersSetPlanCommand,
  UsersSetRoleCommand,
} from './users.command';

/** What the app's global core module gives the feature modules that the commands load. */
@Module({
  providers: [Clock, MediaUrls, MetricsRegistry, AccountErasureHooks],
  exports: [Clock, MediaUrls, MetricsRegistry, AccountErasureHooks],
})
class CliCoreModule {}

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    { module: CliCoreModule, global: true },
    UsersModule,
    AuthModule,
    // `users delete` runs the erasure here: the modules that own the data register its steps
    ScheduleModule.forRoot(),
    EventsModule,
    PostsModule,
    ReactionsModule,
    NotificationsModule,
    UploadsModule,
    ErasureModule,
  ],
  providers: [
    UsersCommand,
    UsersCreateCommand,
    UsersSetPlanCommand,
    UsersSetDelayCommand,
    UsersDeleteCommand,
    UsersSetRoleCommand,
    KeysCommand,
    KeysCreateCommand,
    KeysListCommand,
    KeysRevokeCommand,
  ],
})
export class CliModule {}
