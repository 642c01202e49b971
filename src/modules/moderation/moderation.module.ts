import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users';
import { NotificationsModule } from '../notifications';
import { PostsModule } from '../posts';
import { ReactionsModule } from '../reactions';
import { AutoHide } from './auto-hide';
import { ModerationActionEntity } from './moderation-action.entity';
import { ModerationReviewEntity } from './moderation-review.entity';
import { ModerationAccountData } from './moderation-account-data';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const moderationEntities = [ModerationActionEntity, ModerationReviewEntity];

@Module({
  imports: [
    TypeOrmModule.forFeature(moderationEntities),
    UsersModule,
    PostsModule,
    ReactionsModule,
    NotificationsModule,
  ],
  controllers: [ModerationController],
  providers: [ModerationRepository, ModerationService, AutoHide, ModerationAccountData],
})
export class ModerationModule {}
