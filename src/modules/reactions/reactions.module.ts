import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PostsModule } from '../posts/posts.module';
import { PublishedReactions } from './published-reactions';
import { reactionWriterProvider } from './reaction-writer';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';

@Module({
  imports: [PostsModule, NotificationsModule, BlocksModule],
  controllers: [ReactionsController],
  providers: [ReactionsRepository, reactionWriterProvider, ReactionsService, PublishedReactions],
})
export class ReactionsModule {}
