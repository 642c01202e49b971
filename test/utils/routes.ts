import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteIndex } from '../../src/core/http/route-index';
import { METRICS_PATH } from '../../src/core/metrics/metrics-endpoint';
import { DOCS_PATH, isPagePath } from '../../src/core/http/paths';

/** One route as the app registered it, e.g. `POST /api/v0/star/:post_id`. */
export interface AppRoute {
  method: string;
  url: string;
  /** Names of the `:param` segments, in order. */
  params: string[];
}

/**
 * Routes whose answer stays open (Server-Sent Events): `inject()` returns only when an answer
 * ends, so the route sweeps leave these to test/notifications-stream*.e2e-spec.ts, which open
 * them on a listening server.
 */
export const STREAM_URLS: ReadonlySet<string> = new Set(['/api/v0/notifications/stream']);

export function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}

/**
 * OAuth's token, revocation and metadata endpoints: RFC 6749 JSON rather than the envelope, and
 * client credentials rather than API keys in `Authorization`. test/oauth.e2e-spec.ts covers their
 * access and sweeps them with bad input.
 */
export function isOAuth(url: string): boolean {
  return url.startsWith('/oauth/') || url.startsWith('/.well-known/');
}

function isDocs(url: string): boolean {
  return url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);
}

/**
 * Every route the app serves, read from the RouteIndex (filled by Fastify's onRoute hook), so a
 * route added later is covered by the tests that use this list without editing them. The Swagger
 * UI assets under /docs, Prometheus' /metrics and the OAuth endpoints (`isOAuth`) are left out; HEAD routes (Fastify's automatic mirrors of the GETs) only
 * when asked. The web pages (HTML, no envelope, no API keys) are left out too: `pageRoutes` lists them.
 */
export function appRoutes(
  app: NestFastifyApplication,
  options: { includeHead?: boolean } = {},
): AppRoute[] {
  return (
    indexedRoutes(app, options)
      // /metrics is Prometheus' text, no API route: prometheus-metrics.e2e-spec covers its access
      .filter(
        (r) => !isDocs(r.url) && r.url !== METRICS_PATH && !isPagePath(r.url) && !isOAuth(r.url),
      )
  );
}

/** The web pages' routes (core's `isPagePath`): HTML answers, errors included. */
export function pageRoutes(
  app: NestFastifyApplication,
  options: { includeHead?: boolean } = {},
): AppRoute[] {
  return indexedRoutes(app, options).filter((r) => isPagePath(r.url));
}

function indexedRoutes(
  app: NestFastifyApplication,
  options: { includeHead?: boolean },
): AppRoute[] {
  return app
    .get(RouteIndex)
    .list()
    .filter((r) => options.includeHead || r.method !== 'HEAD')
    .map((r) => ({
      method: r.method,
      url: r.url,
      params: [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]),
    }));
}

/**
 * The route's URL with each `:param` replaced by `value(name)`, inserted as given (the caller
 * decides whether to percent-encode).
 */
export function fillPath(url: string, value: (param: string) => string): string {
  // a parameter may carry find-my-way's regex (`:page_name(^(?:pending|account)$)`, one level of
  // nested parentheses): replaced with it
  return url.replace(/:([A-Za-z0-9_]+)(?:\((?:[^()]|\([^()]*\))*\))?/g, (_m, name: string) =>
    value(name),
  );
}
