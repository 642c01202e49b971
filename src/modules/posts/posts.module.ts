import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { PostViewsRepository } from './post-views.repository';
import { PostViewsService } from './post-views.service';
import { postWriterProvider } from './post-writer';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { PublicationRepository } from './publication.repository';
import { PublicationScheduler } from './publication.scheduler';
import { PublisherService } from './publisher.service';

@Module({
  imports: [UsersModule],
  controllers: [PostsController],
  providers: [
    PostViewsRepository,
    PostViewsService,
    PostsRepository,
    postWriterProvider,
    PostsService,
    PublicationRepository,
    PublisherService,
    PublicationScheduler,
  ],
  exports: [PostViewsService, PublisherService],
})
export class PostsModule {}
