import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from './auth/auth.module';
import { ConfigModule } from './config/config.module';
import { CoreModule } from './core/core.module';
import { EventsModule } from './core/events/events.module';
import { IdempotencyModule } from './core/idempotency/idempotency.module';
import { ObservabilityModule } from './core/metrics/observability.module';
import { RateLimitModule } from './core/rate-limit/rate-limit.module';
import { DatabaseModule } from './database/database.module';
import { AccountModule } from './modules/account/account.module';
import { BlocksModule } from './modules/blocks/blocks.module';
import { HealthModule } from './modules/health/health.module';
import { HelloModule } from './modules/hello/hello.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PostsModule } from './modules/posts/posts.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { ReactionsModule } from './modules/reactions/reactions.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { DemoAccountService } from './users/demo-account.service';
import { UsersModule } from './users/users.module';
import { ErasureApiModule } from './modules/erasure/erasure.module';

@Module({
  imports: [
    ConfigModule,
    ObservabilityModule,
    DatabaseModule,
    ScheduleModule.forRoot(),
    CoreModule,
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
  ],
  // Only the server creates the demo account; the admin CLI never does.
  providers: [DemoAccountService],
})
export class AppModule {}
