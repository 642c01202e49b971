import { Module } from '@nestjs/common';
import { AccountModule } from '../account';
import { PostsModule } from '../posts';
import { AssetsController } from './assets.controller';
import { PagesController } from './pages.controller';
import { PublicPagesService } from './public-pages.service';
import { WebPages } from './web-pages';

/**
 * The web pages beside the API: server-rendered HTML (Eta through @fastify/view), a layout that
 * other modules' pages use too, HTML error pages on page paths, and the public pages. A signed-in
 * viewer comes from a `WEB_VIEWER` provider when one exists (see viewer.ts).
 */
@Module({
  imports: [PostsModule, AccountModule],
  controllers: [AssetsController, PagesController],
  providers: [WebPages, PublicPagesService],
  exports: [WebPages],
})
export class WebModule {}
