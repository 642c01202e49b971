import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config';
import { API_PREFIX, isPagePath } from './paths';

/**
 * Response headers a browser client may read besides the CORS-safelisted ones: every header the
 * OpenAPI document describes (a test checks the two agree).
 */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'ETag',
  'Link',
  'Vary',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'WWW-Authenticate',
  'Allow',
  'Idempotent-Replayed',
];
/** The order methods are listed in `Access-Control-Allow-Methods`; others follow by name. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * `Access-Control-Allow-Methods`: the methods of the routes registered (OPTIONS aside: a preflight
 * is answered by the CORS hook, never by a route), so a new method needs no list kept by hand.
 */
export function allowedMethods(methods: Iterable<string>): string {
  const rank = (method: string) => {
    const i = METHOD_ORDER.indexOf(method);
    return i === -1 ? METHOD_ORDER.length : i;
  };
  return [...new Set(methods)]
    .filter((method) => method !== 'OPTIONS')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .join(', ');
}
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The headers helmet sets, computed once. Our helmet configuration is static (no CSP nonces), so
 * the headers are the same on every response; running helmet per request, as @fastify/helmet
 * does, rebuilt its middleware every time and cost about a third of a small request's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What a browser gets on pages and files it renders (the Swagger UI at /docs, media): helmet's
 * defaults. The CSP is helmet's default, which the Swagger UI satisfies (its scripts are files, its
 * inline parts are styles), minus `upgrade-insecure-requests`, which would break the docs page
 * served over plain HTTP. Media are meant to be embedded by other sites, hence the cross-origin
 * resource policy.
 */
const DOCUMENT_HEADERS = helmetHeaders({
  contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/**
 * What JSON API responses get: the set of the OWASP REST Security Cheat Sheet. A JSON body is never
 * rendered as a document (nosniff, and a CSP that allows nothing), so the document-only headers
 * (COOP, Referrer-Policy, X-DNS-Prefetch-Control, …) would be bytes on every response to no effect:
 * each response header cost about 1 % of a small request.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': DOCUMENT_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * What the web pages get: a strict CSP of their own and the headers that matter to a page a
 * browser renders (HSTS, nosniff, the referrer policy, no framing, its own browsing context
 * group), taken from helmet. Pages load only their own files (no inline script or style: every
 * `<%= %>` of a template escapes, and even an escaping slip could not run), images also from the
 * media base (a CDN or bucket) and `data:`; forms post only here, no `<base>`. The referrer keeps
 * only the origin across sites, so a post's URL is not handed to the sites it links to. helmet's
 * legacy headers (X-XSS-Protection, X-Download-Options, …) are left out: like the API's, every
 * page pays for each header it sends.
 */
export function pageHeaders(mediaUrl: string): Record<string, string> {
  const mediaOrigin = new URL(mediaUrl).origin;
  const all = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", mediaOrigin, 'data:'],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  const kept = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ];
  return Object.fromEntries(kept.map((name) => [name, all[name]]));
}

/**
 * CORS for browser clients, from CORS_ORIGINS (`*` or a list of exact origins). Only requests with
 * an `Origin` header are CORS requests, and only they get the CORS headers: @fastify/cors added
 * them to every response, at about 15 % of a small request's time. With an origin list, every
 * response varies by Origin (a cache must not hand a response without ACAO to another origin).
 * A preflight (OPTIONS with Origin and Access-Control-Request-Method) is answered 204 here, before
 * routing decides anything; any other OPTIONS request gets the usual 405.
 */
function corsHook(config: AppConfig, methods: () => string) {
  const origins = config.corsOrigins;
  const anyOrigin = origins === '*';
  const allowed = new Set(anyOrigin ? [] : origins);
  const exposed = EXPOSED_HEADERS.join(', ');
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const origin = request.headers.origin;
    if (!anyOrigin) {
      reply.header('vary', 'Origin');
    }
    if (origin === undefined || (!anyOrigin && !allowed.has(origin))) {
      done();
      return;
    }
    reply.header('access-control-allow-origin', anyOrigin ? '*' : origin);
    const preflightMethod = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || preflightMethod === undefined) {
      reply.header('access-control-expose-headers', exposed);
      done();
      return;
    }
    const requestedHeaders = request.headers['access-control-request-headers'];
    reply.header('access-control-allow-methods', methods());
    if (requestedHeaders) {
      reply.header('access-control-allow-headers', requestedHeaders);
    }
    reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    reply.header('content-length', '0');
    void reply.code(204).send();
  };
}

/**
 * Security headers (API_HEADERS under the API prefix and on the health probes, the pages' own
 * on pages, DOCUMENT_HEADERS elsewhere: /docs, /media) and CORS.
 */
export function configureSecurity(fastify: FastifyInstance, config: AppConfig): void {
  // The methods of the routes, collected as they are registered (this runs before them) and
  // joined once when the server is ready: no work per request.
  const methods = new Set<string>();
  let allowMethods = '';
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      methods.add(method);
    }
  });
  fastify.addHook('onReady', (done) => {
    allowMethods = allowedMethods(methods);
    done();
  });
  const cors = corsHook(config, () => allowMethods);
  const pages = pageHeaders(config.mediaUrl);
  // One hook for both: every hook is a step of Fastify's hook runner on every request.
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const api = url.startsWith(API_PREFIX) || url.startsWith('/health/');
    reply.headers(api ? API_HEADERS : isPagePath(url) ? pages : DOCUMENT_HEADERS);
    cors(request, reply, done);
  });
}
