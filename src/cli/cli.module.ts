import { Module } from '@nestjs/common';
import { ConfigModule } from '../config/config.module';
import { Clock } from '../core/clock';
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

@Module({ providers: [Clock], exports: [Clock] })
class ClockModule {}

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    { module: ClockModule, global: true },
    UsersModule,
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
