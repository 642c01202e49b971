import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { PostsModule } from '../posts/posts.module';
import { FlagHooks } from './flag-hooks';
import { PublishedReactions } from './published-reactions';
import { reactionWriterProvider } from './reaction-writer';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';

@Module({
  imports: [PostsModule, NotificationsModule],
  controllers: [ReactionsController],
  providers: [
    ReactionsRepository,
    reactionWriterProvider,
    ReactionsService,
    PublishedReactions,
    FlagHooks,
  ],
  exports: [FlagHooks],
})
export class ReactionsModule {}
