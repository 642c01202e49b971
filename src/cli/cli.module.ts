import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { ConfigModule } from '../config';
import { Clock, EventsModule, MediaUrls, MetricsRegistry } from '../core';
import { AccountDataModule } from '../account-data';
import { DatabaseModule } from '../database';
import { UsersModule } from '../users';
import { ScheduleModule } from '@nestjs/schedule';
import { ErasureModule } from '../modules/erasure';
import { IdentityModule } from '../modules/identity';
import {
  InvitesCommand,
  InvitesCreateCommand,
  UsersSetPasswordCommand,
} from './credentials.command';
import { NotificationsModule } from '../modules/notifications';
import { PostsModule } from '../modules/posts';
import { ReactionsModule } from '../modules/reactions';
import { UploadsModule } from '../modules/uploads';
import { OAuthModule } from '../modules/oauth';
import { AppsCommand, AppsDeleteCommand, AppsListCommand } from './apps.command';
import { KeysCommand, KeysCreateCommand, KeysListCommand, KeysRevokeCommand } from './keys.command';
import {
  UsersCommand,
  UsersCreateCommand,
  UsersDeleteCommand,
  UsersProRequestsCommand,
  UsersSetDelayCommand,
  UsersSetPlanCommand,
  UsersSetRoleCommand,
} from './users.command';

/** What the app's global core module gives the feature modules that the commands load. */
@Module({
  providers: [Clock, MediaUrls, MetricsRegistry],
  exports: [Clock, MediaUrls, MetricsRegistry],
})
class CliCoreModule {}

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    { module: CliCoreModule, global: true },
    AccountDataModule,
    UsersModule,
    AuthModule,
    // `users delete` runs the erasure here: the modules that own the data register its steps
    ScheduleModule.forRoot(),
    EventsModule,
    PostsModule,
    ReactionsModule,
    NotificationsModule,
    UploadsModule,
    // `apps list|delete`; its erasure step removes an erased user's tokens
    OAuthModule,
    ErasureModule,
    IdentityModule,
  ],
  providers: [
    UsersCommand,
    UsersCreateCommand,
    UsersSetPlanCommand,
    UsersSetDelayCommand,
    UsersDeleteCommand,
    UsersSetRoleCommand,
    UsersProRequestsCommand,
    KeysCommand,
    KeysCreateCommand,
    KeysListCommand,
    KeysRevokeCommand,
    UsersSetPasswordCommand,
    InvitesCommand,
    InvitesCreateCommand,
    AppsCommand,
    AppsListCommand,
    AppsDeleteCommand,
  ],
})
export class CliModule {}
