import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** The caller's notifications; exports NotificationsService so writers can record one in their transaction. */
@Module({
  imports: [PostsModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
