import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentEntity } from './attachment.entity';
import { PostEntity } from './post.entity';
import { ReplyOrdinalEntity } from './reply-ordinal.entity';
import { PostsAccountData } from './posts-account-data';
import { UsersModule } from '../../users/users.module';
import { BlocksModule } from '../blocks/blocks.module';
import { PostCountsRepository } from './post-counts.repository';
import { PostLifecycleHooks } from './post-lifecycle';
import { PostLifecycleRepository } from './post-lifecycle.repository';
import { PostLifecycleService } from './post-lifecycle.service';
import { PostViewsRepository, postViewsRepositoryProvider } from './post-views.repository';
import { PostViewsService } from './post-views.service';
import { PostWriter } from './post-writer';
import { PostgresPostWriter } from './post-writer.postgres';
import { SqlitePostWriter } from './post-writer.sqlite';
import { PostsController } from './posts.controller';
import { LATEST_PAGE_PLAN, PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { publicationRepositoryProvider } from './publication.repository';
import { PublicationScheduler } from './publication.scheduler';
import { PublisherMetrics } from './publisher.metrics';
import { PublisherService } from './publisher.service';
import { rowLocksProvider } from './row-locks';
import { Db } from '../../database/sql';

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

@Module({
  imports: [
    TypeOrmModule.forFeature([PostEntity, AttachmentEntity, ReplyOrdinalEntity]),
    UsersModule,
    BlocksModule,
  ],
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
