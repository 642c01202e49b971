import type { FastifyRequest } from 'fastify';

/** The signed-in user a page is rendered for. */
export interface WebViewer {
  readonly id: number;
  readonly username: string;
}

/**
 * Finds the signed-in viewer of a page request (from its session cookie), or null for an
 * anonymous one. An implementation must answer a request without a session cookie at once,
 * without a lookup: anonymous pages pay for no session, block or metric query.
 */
export interface WebViewerResolver {
  viewerOf(request: FastifyRequest): WebViewer | null | Promise<WebViewer | null>;
}

/**
 * The provider token of the resolver. The web module provides none: a module that has sessions
 * provides it from a global module (`@Global()`, exporting `WEB_VIEWER`); without one every page
 * is anonymous.
 */
export const WEB_VIEWER = Symbol('WEB_VIEWER');

/** Every request is anonymous. */
export const ANONYMOUS_VIEWERS: WebViewerResolver = { viewerOf: () => null };
