import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What core's HTTP set-up and its exception filter need from the web pages. Core depends on no
 * module above it: the web module provides this (through `Pages`), and an app without pages
 * (the admin CLI) has none.
 */
export interface PageRenderer {
  /** Registers the view engine; configureApp calls it before any route exists. */
  configure(app: NestFastifyApplication): void;
  /**
   * Route paths that stay outside the API prefix (Nest's `exclude` of `setGlobalPrefix`, matched
   * against the route patterns themselves, e.g. '/\\:username').
   */
  readonly unprefixedRoutes: readonly string[];
  /** Sends an error on a page path as an HTML page with `status`. */
  sendError(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    headers?: Record<string, string>,
  ): void;
}

/** The registry the web module registers its renderer with. */
@Injectable()
export class Pages {
  private current: PageRenderer | null = null;

  use(renderer: PageRenderer): void {
    this.current = renderer;
  }

  get renderer(): PageRenderer | null {
    return this.current;
  }
}

const RENDERER = 'pageRenderer';

/**
 * Hands the renderer to Fastify itself, for the answers Fastify sends before any route or Nest
 * filter runs (a URL it cannot parse: `frameworkErrors`).
 */
export function attachPageRenderer(fastify: FastifyInstance, renderer: PageRenderer): void {
  fastify.decorate(RENDERER, renderer);
}

/** The renderer `attachPageRenderer` gave this Fastify instance, if any. */
export function pageRendererOf(fastify: FastifyInstance): PageRenderer | undefined {
  return (fastify as unknown as Record<string, PageRenderer | undefined>)[RENDERER];
}
