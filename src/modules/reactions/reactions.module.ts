import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReactionEntity } from './reaction.entity';
import { UsersModule } from '../../users/users.module';
import { ReactionsAccountData } from './reactions-account-data';
import { NotificationsModule } from '../notifications/notifications.module';
import { PostsModule } from '../posts/posts.module';
import { FlagHooks } from './flag-hooks';
import { ReactionLifecycle } from './reaction-lifecycle';
import { reactionWriterProvider } from './reaction-writer';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ReactionEntity]),
    PostsModule,
    NotificationsModule,
    UsersModule,
    BlocksModule,
  ],
  controllers: [ReactionsController],
  providers: [
    ReactionsRepository,
    reactionWriterProvider,
    ReactionsService,
    ReactionLifecycle,
    ReactionsAccountData,
    FlagHooks,
  ],
  exports: [FlagHooks],
})
export class ReactionsModule {}
