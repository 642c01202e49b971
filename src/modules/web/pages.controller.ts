import { Controller, Get, Inject, Optional, Param, Render, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
// The types of reply.view(), which @fastify/view adds to Fastify's.
import type {} from '@fastify/view';
import { PageParam, Public } from '../../core';
import { PublicPagesService } from './public-pages.service';
import { ANONYMOUS_VIEWERS, WEB_VIEWER, WebViewerResolver } from './viewer';

/**
 * The public pages: the latest posts, a profile, a post with its thread. HTTP only: the viewer,
 * the page's contents (PublicPagesService), the template.
 */
@ApiExcludeController()
@Controller()
export class PagesController {
  private readonly viewers: WebViewerResolver;

  constructor(
    private readonly pages: PublicPagesService,
    @Optional() @Inject(WEB_VIEWER) viewers?: WebViewerResolver,
  ) {
    this.viewers = viewers ?? ANONYMOUS_VIEWERS;
  }

  @Public()
  @Get()
  @Render('home')
  async home(@Req() request: FastifyRequest, @PageParam() page: number) {
    return this.pages.home(page, await this.viewers.viewerOf(request));
  }

  @Public()
  @Get(':username')
  @Render('profile')
  async profile(
    @Req() request: FastifyRequest,
    @Param('username') username: string,
    @PageParam() page: number,
  ) {
    return this.pages.profile(username, page, await this.viewers.viewerOf(request));
  }

  /** A post under another name than its author's moves there for good (301). */
  @Public()
  @Get(':username/:post_id')
  async post(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('username') username: string,
    @Param('post_id') postId: string,
    @PageParam() page: number,
  ): Promise<void> {
    const viewer = await this.viewers.viewerOf(request);
    const result = await this.pages.post(username, postId, page, viewer);
    if ('redirect' in result) {
      await reply.redirect(result.redirect, 301);
      return;
    }
    await reply.view('thread', result);
  }
}
