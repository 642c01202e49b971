import { join } from 'node:path';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Eta } from 'eta';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageRenderer, Pages } from '../../core';
import {
  ACCOUNT_PAGE_SEGMENTS,
  ACCOUNT_PAGE_SUBPATHS,
  ASSETS_SEGMENT,
  SHARED_PATH_EXCLUSIONS,
} from './reserved-paths';
import { ANONYMOUS_VIEWERS, WEB_VIEWER, WebViewerResolver } from './viewer';

/**
 * The templates, beside this file in src/ and in dist/ (nest-cli.json copies them). Every page
 * template of the service lives here (another module's in a folder of its own, e.g.
 * `views/accounts/login.eta`, rendered with `@Render('accounts/login')`) and starts with
 * `<% layout('/layout') %>` (a leading `/` names a template from the views folder; without it
 * Eta looks beside the current template), handing the layout `LayoutData`. Partials:
 * `/posts` (a list of posts), `/post` (one), `/pager` (previous and next links).
 */
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

/**
 * Eta with every `<%= %>` escaping and compiled templates kept, and the file path of each template
 * name kept too: Eta resolves a name (`path.join`, a check that it stays in the views folder, a
 * JSON cache key) on every render and include, the largest cost of a page's rendering. The names
 * are the templates' own, written in code and templates, so the map stays small.
 */
function templateEngine(): Eta {
  const eta = new Eta({ views: VIEWS_DIR, autoEscape: true, cache: true });
  const resolve = eta.resolvePath;
  if (resolve) {
    const paths = new Map<string, string>();
    eta.resolvePath = function (template, options) {
      const key = `${options?.filepath ?? ''}\n${template}`;
      let path = paths.get(key);
      if (path === undefined) {
        path = resolve.call(this, template, options);
        paths.set(key, path);
      }
      return path;
    };
  }
  return eta;
}

/** What every page hands its layout (`views/layout.eta`). */
export interface LayoutData {
  title: string;
  description?: string;
  /** Absolute URL of the page's canonical address. */
  canonical?: string;
  /** Open Graph properties, in order (`og:title` …). */
  og?: [string, string][];
  /** Asks search engines not to index the page (a tombstone's). */
  noindex?: boolean;
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
  readonly eta = templateEngine();

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
    ...ACCOUNT_PAGE_SUBPATHS.map((path) => `/${path}`),
    ...SHARED_PATH_EXCLUSIONS,
  ];

  private readonly viewers: WebViewerResolver;

  constructor(pages: Pages, @Optional() @Inject(WEB_VIEWER) viewers?: WebViewerResolver) {
    this.viewers = viewers ?? ANONYMOUS_VIEWERS;
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

  /** The error page, with the signed-in viewer's navigation when the viewer can be told. */
  sendError(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ): void {
    const title = ERROR_TITLES[status] ?? (status >= 500 ? ERROR_TITLES[500] : ERROR_TITLES[400]);
    void this.viewerNameOf(request).then((viewerName) => {
      const html = this.eta.render('error', {
        siteName: SITE_NAME,
        assets: `/${ASSETS_SEGMENT}`,
        title,
        status,
        message,
        viewerName,
      });
      void reply.code(status).headers(headers).type('text/html; charset=utf-8').send(html);
    });
  }

  /** An error page must go out whatever failed: a viewer that cannot be read is anonymous. */
  private async viewerNameOf(request: FastifyRequest): Promise<string | null> {
    try {
      return (await this.viewers.viewerOf(request))?.username ?? null;
    } catch {
      return null;
    }
  }
}
