import { Controller, Get, Inject, Optional, Render, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PageParam, Public } from '../../core';
import { PostsService } from '../posts';
import { pageLinks } from './page-links';
import { SITE_NAME } from './web-pages';
import { ANONYMOUS_VIEWERS, WEB_VIEWER, WebViewerResolver } from './viewer';

/**
 * The public pages: the latest posts, a profile, a post with its thread. HTTP only: the viewer,
 * the posts module's services (the API's lists, with its visibility rule), the template.
 */
@ApiExcludeController()
@Controller()
export class PagesController {
  private readonly viewers: WebViewerResolver;

  constructor(
    private readonly posts: PostsService,
    @Optional() @Inject(WEB_VIEWER) viewers?: WebViewerResolver,
  ) {
    this.viewers = viewers ?? ANONYMOUS_VIEWERS;
  }

  @Public()
  @Get()
  @Render('home')
  async home(@Req() request: FastifyRequest, @PageParam() page: number) {
    const viewer = await this.viewers.viewerOf(request);
    const { posts, pagination } = await this.posts.latest(page, viewer);
    return {
      title: SITE_NAME,
      description: 'The latest posts.',
      viewerName: viewer?.username ?? null,
      posts,
      pages: pageLinks('/', pagination),
    };
  }
}
