import { hash } from 'node:crypto';
import type {
  FastifyInstance,
  onSendHookHandler,
  preSerializationHookHandler,
  RouteOptions,
} from 'fastify';
import { Pagination, paginationLinks } from '../pagination';

/** Answers that depend on the caller: only the caller's own cache may keep them. */
export const PRIVATE_CACHE = 'private, no-cache';
/** Anonymous answers to public GETs: any cache may keep them, but must revalidate every time. */
export const PUBLIC_CACHE = 'public, no-cache';
/**
 * Who the answer is for: the API's credentials are the Authorization header, the pages' a
 * cookie. `Vary` names that header and (when compressed) Accept-Encoding; with COMPRESSION off
 * the encoding is the proxy's business, and so is its Vary.
 */
export interface CachingCredentials {
  /** The request header that makes an answer private (and that `Vary` names), lower case. */
  header: 'authorization' | 'cookie';
}
const API_CREDENTIALS: CachingCredentials = { header: 'authorization' };

/**
 * HTTP caching of the API's GET answers (and of other JSON documents such as openapi.json):
 * - `Cache-Control`: `private, no-cache` when the request carries credentials (the viewer's
 *   `starred`/`flagged`/`replied` and every private list), else `public, no-cache`; `no-cache`
 *   makes every cache revalidate, so no stale answer is ever used. `Vary` names Authorization.
 * - A weak `ETag` (the SHA-1 of the body: weak because the compressed forms share it) on every
 *   200; a matching `If-None-Match` (or `*`) turns the answer into a 304 without a body.
 * - A `Link` header (RFC 8288) on every list, from its `meta.pagination`.
 * The hooks go to the GET routes named by `applies`; every other route runs none of them.
 */
export function registerCaching(
  fastify: FastifyInstance,
  applies: (url: string) => boolean,
  compressed = true,
  credentials: CachingCredentials = API_CREDENTIALS,
): void {
  const addValidators = validators(
    credentials.header,
    compressed ? `${credentials.header}, accept-encoding` : credentials.header,
  );
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!applies(route.url)) {
      return;
    }
    if (methods.includes('GET')) {
      route.preSerialization = [...[route.preSerialization ?? []].flat(), addLinkHeader];
      route.onSend = [...[route.onSend ?? []].flat(), addValidators];
    } else if (methods.includes('HEAD')) {
      // The HEAD route Fastify derives from a GET is a copy of the GET's options from before this
      // hook ran, with an onSend hook that drops the body. RFC 9110 §9.3.2: HEAD answers carry the
      // headers GET would, and a matching If-None-Match gets the 304 (§13.1.2). The validators
      // run first, on the body, then Fastify's hook; a 304 has no body left to drop.
      const dropBody = [route.onSend ?? []].flat().map(unless304);
      route.preSerialization = [...[route.preSerialization ?? []].flat(), addLinkHeader];
      route.onSend = [addValidators, ...dropBody];
    }
  });
}

/** Runs `hook` except on a 304, whose body is already gone. */
function unless304(hook: onSendHookHandler<unknown>): onSendHookHandler<unknown> {
  return function (this: FastifyInstance, request, reply, payload, done) {
    if (reply.statusCode === 304) {
      done(null, payload);
      return;
    }
    return hook.call(this, request, reply, payload, done);
  };
}

const addLinkHeader: preSerializationHookHandler<unknown> = (_request, reply, payload, done) => {
  const pagination = (payload as { meta?: { pagination?: Pagination } } | null)?.meta?.pagination;
  if (pagination !== undefined && reply.statusCode === 200) {
    reply.header('link', paginationLinks(pagination));
  }
  done(null, payload);
};

const validators =
  (credential: CachingCredentials['header'], vary: string): onSendHookHandler<unknown> =>
  (request, reply, payload, done) => {
    // An answer that must never be stored (a form with its CSRF token, a new cookie) says so
    // itself, and gets no validator either.
    if (reply.getHeader('cache-control') === 'no-store') {
      done(null, payload);
      return;
    }
    reply.header(
      'cache-control',
      request.headers[credential] === undefined ? PUBLIC_CACHE : PRIVATE_CACHE,
    );
    // Merged with what is there already (the CORS hook's `Origin`).
    const before = reply.getHeader('vary');
    reply.header('vary', before === undefined ? vary : `${String(before)}, ${vary}`);
    if (
      reply.statusCode !== 200 ||
      reply.hasHeader('etag') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    // Hashed as it is: a string stays a string, because Node writes a string body together with
    // the headers in one write, and a Buffer in a second one (bench/README.md, "HTTP caching").
    const etag = `W/"${hash('sha1', payload, 'base64url')}"`;
    reply.header('etag', etag);
    const condition = request.headers['if-none-match'];
    if (condition !== undefined && matchesEtag(condition, etag)) {
      // No body, hence no Content-Length or Content-Type (Fastify sends neither for a null body).
      reply.code(304).removeHeader('content-type');
      done(null, null);
      return;
    }
    done(null, payload);
  };

/** RFC 9110 §13.1.2: `*`, or a list of entity tags compared weakly (`W/` ignored). */
export function matchesEtag(condition: string, etag: string): boolean {
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return condition.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}
