import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentEntity } from './attachment.entity';
import { PostEntity } from './post.entity';
import { ReplyOrdinalEntity } from './reply-ordinal.entity';
import { PostsAccountData } from './posts-account-data';
import { UsersModule } from '../../users/users.module';
import { BlocksModule } from '../blocks/blocks.module';
import { latestPageSqlProvider } from './latest-page.sql';
import { PostCountsRepository } from './post-counts.repository';
import { PostCountsService } from './post-counts.service';
import { PostLifecycleHooks } from './post-lifecycle';
import { PostLifecycleRepository } from './post-lifecycle.repository';
import { PostLifecycleService } from './post-lifecycle.service';
import { postViewsRepositoryProvider } from './post-views.repository';
import { PostViewsService } from './post-views.service';
import { postWriterProvider } from './post-writer';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { publicationRepositoryProvider } from './publication.repository';
import { PublicationScheduler } from './publication.scheduler';
import { PublisherMetrics } from './publisher.metrics';
import { PublisherService } from './publisher.service';
import { rowLocksProvider } from './row-locks';

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
    PostCountsService,
    postViewsRepositoryProvider,
    PostViewsService,
    latestPageSqlProvider,
    PostsRepository,
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
    PostCountsService,
    PublisherService,
    PostLifecycleHooks,
    PostLifecycleService,
  ],
})
export class PostsModule {}
