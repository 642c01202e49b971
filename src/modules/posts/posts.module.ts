import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentEntity } from './entities/attachment.entity';
import { PostEntity } from './entities/post.entity';
import { ReplyOrdinalEntity } from './entities/reply-ordinal.entity';
import { PostsAccountData } from './posts-account-data';
import { UsersModule } from '../../users';
import { BlocksModule } from '../blocks';
import { PostCountsRepository } from './post-counts.repository';
import { PostLifecycleHooks } from './lifecycle/post-lifecycle';
import { PostLifecycleRepository } from './lifecycle/post-lifecycle.repository';
import { PostLifecycleService } from './lifecycle/post-lifecycle.service';
import { PostViewsRepository, postViewsRepositoryProvider } from './views/post-views.repository';
import { PostViewsService } from './views/post-views.service';
import { PostWriter } from './writing/post-writer';
import { PostgresPostWriter } from './writing/post-writer.postgres';
import { SqlitePostWriter } from './writing/post-writer.sqlite';
import { PostsController } from './posts.controller';
import { LATEST_PAGE_PLAN, PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { publicationRepositoryProvider } from './publication/publication.repository';
import { PublicationScheduler } from './publication/publication.scheduler';
import { PublisherMetrics } from './publication/publisher.metrics';
import { PublisherService } from './publication/publisher.service';
import { rowLocksProvider } from './rules/row-locks';
import { Db } from '../../database';

/** PostsRepository with the connected database's LatestPagePlan. */
const postsRepositoryProvider = {
  provide: PostsRepository,
  inject: [Db],
  useFactory: (db: Db): PostsRepository => new PostsRepository(db, LATEST_PAGE_PLAN[db.dialect]),
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
    PostViewsService,
    PostViewsRepository,
    PostCountsRepository,
    PublisherService,
    PostLifecycleHooks,
    PostLifecycleService,
  ],
})
export class PostsModule {}
