import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from './auth';
import { ConfigModule } from './config';
import { AccountDataModule } from './account-data';
import { CoreModule, EventsModule, ObservabilityModule, RateLimitModule } from './core';
import { DatabaseModule } from './database';
import { IdempotencyModule } from './idempotency';
import { AccountModule } from './modules/account';
import { BlocksModule } from './modules/blocks';
import { HealthModule } from './modules/health';
import { HelloModule } from './modules/hello';
import { MetricsModule } from './modules/metrics';
import { NotificationsModule } from './modules/notifications';
import { PostsModule } from './modules/posts';
import { ModerationModule } from './modules/moderation';
import { ReactionsModule } from './modules/reactions';
import { SettingsModule } from './modules/settings';
import { StandingModule } from './modules/standing';
import { UploadsModule } from './modules/uploads';
import { DemoAccountService, UsersModule } from './users';
import { ErasureApiModule } from './modules/erasure';
import { WebModule } from './modules/web';
import { AccountPagesModule } from './modules/account-pages';
import { OAuthModule } from './modules/oauth';

@Module({
  imports: [
    ConfigModule,
    ObservabilityModule,
    DatabaseModule,
    ScheduleModule.forRoot(),
    CoreModule,
    AccountDataModule,
    EventsModule,
    UsersModule,
    AuthModule,
    // After AuthModule: its guard must run first (see RateLimitModule).
    RateLimitModule,
    IdempotencyModule,
    HealthModule,
    HelloModule,
    MetricsModule,
    PostsModule,
    ReactionsModule,
    ModerationModule,
    NotificationsModule,
    AccountModule,
    SettingsModule,
    UploadsModule,
    ErasureApiModule,
    BlocksModule,
    StandingModule,
    OAuthModule,
    WebModule,
    AccountPagesModule,
  ],
  // Only the server creates the demo account; the admin CLI never does.
  providers: [DemoAccountService],
})
export class AppModule {}
