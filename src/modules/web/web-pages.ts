import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Eta } from 'eta';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageRenderer, Pages } from '../../core';
import { ACCOUNT_PAGE_SEGMENTS, ASSETS_SEGMENT } from './reserved-paths';

/** The templates, beside this file in src/ and in dist/ (nest-cli.json copies them). */
export const VIEWS_DIR = join(__dirname, 'views');

export const SITE_NAME = 'Social';

/** The headings and sentences of the error pages, by status. */
const ERROR_TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Page not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Request too large',
  414: 'Address too long',
  415: 'Unsupported request',
  429: 'Too many requests',
  500: 'Something went wrong',
  503: 'Temporarily unavailable',
};

/** What every page hands its layout (`views/layout.eta`). */
export interface LayoutData {
  title: string;
  description?: string;
  /** Absolute URL of the page's canonical address. */
  canonical?: string;
  /** Open Graph properties, in order (`og:title` …). */
  og?: [string, string][];
  /** The signed-in user name, or null. */
  viewerName?: string | null;
}

/**
 * The web pages' rendering: one Eta instance (every `<%= %>` escapes; templates are compiled
 * once and kept) shared by Nest's `@Render()` (through @fastify/view) and the error pages, which
 * core's exception filter has this class send for every error on a page path.
 */
@Injectable()
export class WebPages implements PageRenderer {
  readonly eta = new Eta({ views: VIEWS_DIR, autoEscape: true, cache: true });

  readonly unprefixedRoutes = [
    '/',
    `/${ASSETS_SEGMENT}/{*path}`,
    // Matched against the route patterns themselves: the escaped colon is a literal one, so only
    // these routes are excluded, not every route of one or two segments.
    '/\\:username',
    '/\\:username/\\:post_id',
    // the account pages (src/modules/identity); not every page segment: `/account` and
    // `/settings` are also API routes' patterns, which must keep their prefix
    ...ACCOUNT_PAGE_SEGMENTS.map((segment) => `/${segment}`),
  ];

  constructor(pages: Pages) {
    pages.use(this);
  }

  configure(app: NestFastifyApplication): void {
    app.setViewEngine({
      engine: { eta: this.eta },
      templates: VIEWS_DIR,
      // Compiled templates are kept in every environment: a change of a template needs a restart.
      production: true,
      defaultContext: { siteName: SITE_NAME, assets: `/${ASSETS_SEGMENT}` },
    });
  }

  sendError(
    _request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ): void {
    const title = ERROR_TITLES[status] ?? (status >= 500 ? ERROR_TITLES[500] : ERROR_TITLES[400]);
    const html = this.eta.render('error', {
      siteName: SITE_NAME,
      assets: `/${ASSETS_SEGMENT}`,
      title,
      status,
      message,
      viewerName: null,
    });
    void reply.code(status).headers(headers).type('text/html; charset=utf-8').send(html);
  }
}
