import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReactionEntity } from './reaction.entity';
import { UsersModule } from '../../users';
import { ReactionsAccountData } from './reactions-account-data';
import { NotificationsModule, NotificationsService } from '../notifications';
import { PostCountsService, PostsModule, PostViewsService } from '../posts';
import { FlagHooks } from './flag-hooks';
import { ViewerReactionsModule } from './viewer-reactions.module';
import { ReactionLifecycle } from './reaction-lifecycle';
import { ReactionWriter } from './reaction-writer';
import { PostgresReactionWriter } from './reaction-writer.postgres';
import { SqliteReactionWriter } from './reaction-writer.sqlite';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';
import { CountersRepository, Db } from '../../database';

/** The ReactionWriter of the connected database. */
const reactionWriterProvider = {
  provide: ReactionWriter,
  inject: [
    Db,
    ReactionsRepository,
    PostCountsService,
    PostViewsService,
    NotificationsService,
    CountersRepository,
  ],
  useFactory: (...deps: ConstructorParameters<typeof SqliteReactionWriter>): ReactionWriter =>
    deps[0].dialect === 'postgres'
      ? new PostgresReactionWriter(...deps)
      : new SqliteReactionWriter(...deps),
};

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const reactionsEntities = [ReactionEntity];

@Module({
  imports: [
    TypeOrmModule.forFeature(reactionsEntities),
    ViewerReactionsModule,
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
