import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentEntity } from './entities/attachment.entity';
import { PostEntity } from './entities/post.entity';
import { ReplyOrdinalEntity } from './entities/reply-ordinal.entity';
import { PostsAccountData } from './posts-account-data';
import { UsersModule } from '../../users';
import { BlocksModule } from '../blocks';
import { PostCountsRepository } from './post-counts.repository';
import { PostCountsService } from './post-counts.service';
import { PostLifecycleHooks } from './lifecycle/post-lifecycle';
import { PostLifecycleRepository } from './lifecycle/post-lifecycle.repository';
import { PostLifecycleService } from './lifecycle/post-lifecycle.service';
import { PostViewsRepository, ViewerReactions } from './views/post-views.repository';
import { PostgresPostViewsRepository } from './views/post-views.repository.postgres';
import { SqlitePostViewsRepository } from './views/post-views.repository.sqlite';
import { PostViewsService } from './views/post-views.service';
import { PostWriter } from './writing/post-writer';
import { PostgresPostWriter } from './writing/post-writer.postgres';
import { SqlitePostWriter } from './writing/post-writer.sqlite';
import { PostsController } from './posts.controller';
import { LATEST_PAGE_PLAN, PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { PublicationRepository } from './publication/publication.repository';
import { PostgresPublicationRepository } from './publication/publication.repository.postgres';
import { SqlitePublicationRepository } from './publication/publication.repository.sqlite';
import { PublicationScheduler } from './publication/publication.scheduler';
import { PublisherMetrics } from './publication/publisher.metrics';
import { PublisherService } from './publication/publisher.service';
import { RowLocks } from './rules/row-locks';
import { POSTGRES_ROW_LOCKS } from './rules/row-locks.postgres';
import { SQLITE_ROW_LOCKS } from './rules/row-locks.sqlite';
import { Db } from '../../database';

/**
 * PostsRepository with the connected database's LatestPagePlan and InlineSetsColumns; on
 * PostgreSQL a thread page is one statement.
 */
const postsRepositoryProvider = {
  provide: PostsRepository,
  inject: [Db, PostViewsRepository],
  useFactory: (db: Db, views: PostViewsRepository): PostsRepository =>
    new PostsRepository(
      db,
      LATEST_PAGE_PLAN[db.dialect],
      views.inlineSets,
      db.dialect === 'postgres',
    ),
};

/** The row-lock clauses of the connected database. */
const rowLocksProvider = {
  provide: RowLocks,
  inject: [Db],
  useFactory: (db: Db): RowLocks =>
    db.dialect === 'postgres' ? POSTGRES_ROW_LOCKS : SQLITE_ROW_LOCKS,
};

/** The PostViewsRepository of the connected database. */
const postViewsRepositoryProvider = {
  provide: PostViewsRepository,
  inject: [Db, ViewerReactions],
  useFactory: (db: Db, reactions: ViewerReactions): PostViewsRepository =>
    db.dialect === 'postgres'
      ? new PostgresPostViewsRepository(db, reactions.sql)
      : new SqlitePostViewsRepository(db, reactions.sql),
};

/** The PublicationRepository of the connected database. */
const publicationRepositoryProvider = {
  provide: PublicationRepository,
  inject: [Db],
  useFactory: (db: Db): PublicationRepository =>
    db.dialect === 'postgres'
      ? new PostgresPublicationRepository(db)
      : new SqlitePublicationRepository(db),
};

/** The PostWriter of the connected database. */
const postWriterProvider = {
  provide: PostWriter,
  inject: [Db, PostsRepository, PostViewsRepository],
  useFactory: (db: Db, posts: PostsRepository, rows: PostViewsRepository): PostWriter =>
    db.dialect === 'postgres'
      ? new PostgresPostWriter(db, posts)
      : new SqlitePostWriter(db, posts, rows),
};

/** The tables this module owns; src/app-entities.ts lists them for the DataSources made outside Nest. */
export const postsEntities = [PostEntity, AttachmentEntity, ReplyOrdinalEntity];

@Module({
  imports: [TypeOrmModule.forFeature(postsEntities), UsersModule, BlocksModule],
  controllers: [PostsController],
  providers: [
    rowLocksProvider,
    PostLifecycleHooks,
    PostLifecycleRepository,
    PostLifecycleService,
    PostCountsRepository,
    PostCountsService,
    postViewsRepositoryProvider,
    PostViewsService,
    postsRepositoryProvider,
    postWriterProvider,
    PostsService,
    publicationRepositoryProvider,
    PublisherService,
    PublicationScheduler,
    PostsAccountData,
    PublisherMetrics,
  ],
  exports: [
    PostsService,
    PostViewsService,
    PostCountsService,
    PublisherService,
    PostLifecycleHooks,
    PostLifecycleService,
  ],
})
export class PostsModule {}
