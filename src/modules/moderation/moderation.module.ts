import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users/users.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PostsModule } from '../posts/posts.module';
import { ReactionsModule } from '../reactions/reactions.module';
import { AutoHide } from './auto-hide';
import { ModerationActionEntity } from './moderation-action.entity';
import { ModerationReviewEntity } from './moderation-review.entity';
import { ModerationAccountData } from './moderation-account-data';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ModerationActionEntity, ModerationReviewEntity]),
    UsersModule,
    PostsModule,
    ReactionsModule,
    NotificationsModule,
  ],
  controllers: [ModerationController],
  providers: [ModerationRepository, ModerationService, AutoHide, ModerationAccountData],
})
export class ModerationModule {}
