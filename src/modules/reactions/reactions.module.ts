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
import { ReactionWriter } from './reaction-writer';
import { PostgresReactionWriter } from './reaction-writer.postgres';
import { SqliteReactionWriter } from './reaction-writer.sqlite';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';
import { Db } from '../../database/sql';
import { CountersRepository } from '../../database/counters/counters.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { PostCountsRepository } from '../posts/post-counts.repository';
import { PostViewsRepository } from '../posts/views/post-views.repository';

/** The ReactionWriter of the connected database. */
const reactionWriterProvider = {
  provide: ReactionWriter,
  inject: [
    Db,
    ReactionsRepository,
    PostCountsRepository,
    PostViewsRepository,
    NotificationsService,
    CountersRepository,
  ],
  useFactory: (...deps: ConstructorParameters<typeof SqliteReactionWriter>): ReactionWriter =>
    deps[0].dialect === 'postgres'
      ? new PostgresReactionWriter(...deps)
      : new SqliteReactionWriter(...deps),
};

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
