import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { latestPageSqlProvider } from './latest-page.sql';
import { PostCountsRepository } from './post-counts.repository';
import { PostCountsService } from './post-counts.service';
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

@Module({
  imports: [UsersModule],
  controllers: [PostsController],
  providers: [
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
    PublisherMetrics,
  ],
  exports: [PostViewsService, PostCountsService, PublisherService],
})
export class PostsModule {}
