import { Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ResponseObject,
} from '@nestjs/swagger';
import { type Access, ACCESS_KEY, API_PREFIX, READ_ONLY_KEYS_KEY, requiredScope } from '../core';
import { errorResponse } from './api-envelope.decorator';
import {
  CACHING_HEADERS,
  IDEMPOTENCY_CONFLICT,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_MISMATCH,
  IDEMPOTENT_REPLAYED,
  IF_NONE_MATCH,
  LINK_HEADER,
  rateLimitHeaders,
  RETRY_AFTER,
  REQUEST_ID_HEADER,
} from './http-conventions';

/** Key of @nestjs/swagger's @ApiOperation() metadata (its constants are not exported). */
const API_OPERATION = 'swagger/apiOperation';

/** Key of the throttler's @SkipThrottle() metadata for the default throttler. */
const SKIP_THROTTLE = 'THROTTLER:SKIPdefault';

export const BASIC_AUTH = 'basic';
/** The OAuth 2 security scheme (bearer tokens of apps, src/modules/oauth). */
export const OAUTH2_AUTH = 'oauth2';

const ACCESS_TEXT: Record<Access, string> = {
  public:
    '**Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).',
  pro: '**Pro**: needs the Basic credentials (user name, API key) of a Pro account.',
  moderator:
    '**Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.',
};

const ACCESS_LABEL: Record<Access, string> = {
  public: 'Public',
  pro: 'Pro',
  moderator: 'Moderator',
};

/** The 403 of each access that has one. */
const FORBIDDEN_TEXT: Partial<Record<Access, string>> = {
  pro: 'The API key owner does not have a Pro account, or the account is suspended.',
  moderator: 'The API key owner is not a moderator, or the account is suspended.',
};

export interface RouteFacts {
  access: Access;
  rateLimited: boolean;
  /** A write route that a read-only key may call (@AllowsReadOnlyKey()). */
  readOnlyKeys?: boolean;
  /** The scope a bearer token needs (the auth guard's rule); without it, Basic only. */
  scope?: string;
}

/** The 403 of a write route of the API for a read-only key (the auth guard). */
export const READ_ONLY_TEXT = 'The API key is read-only: it may only read (GET).';

/** The key of a handler before the document has its operationId (see operationId below). */
function handlerKey(controller: string, method: string): string {
  return `${controller}_${method}`;
}

/**
 * The operationId of a handler: the one its `@ApiOperation({ operationId })` declares (a verb and
 * a noun, as generators turn it into a method name: `getLatest`, `createPost`). The factory only
 * sees handlers without one; their id is the handler key, which the document test refuses.
 */
export function operationId(controller: string, method: string): string {
  return handlerKey(controller, method);
}

function declaredOperationId(handler: unknown): string | undefined {
  const meta = Reflect.getMetadata(API_OPERATION, handler as object) as
    { operationId?: string } | undefined;
  return meta?.operationId;
}

/** What the pipeline knows about each route handler, by operation id: access and rate limiting. */
function routeFacts(app: INestApplicationContext): Map<string, RouteFacts> {
  const reflector = new Reflector();
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown>;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) {
          continue;
        }
        const targets = [handler, controller];
        facts.set(declaredOperationId(handler) ?? handlerKey(controller.name, name), {
          // The same rule as the auth guard: no marker means Pro (deny by default).
          access: reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets) ?? 'pro',
          rateLimited: !reflector.getAllAndOverride<boolean | undefined>(SKIP_THROTTLE, targets),
          readOnlyKeys:
            reflector.getAllAndOverride<boolean | undefined>(READ_ONLY_KEYS_KEY, targets) === true,
          scope: requiredScope(handler, controller),
        });
      }
    }
  }
  return facts;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

/**
 * GET operations whose answers carry the caching validators (ETag, If-None-Match → 304):
 * the lists (they take `?page=`), single posts, profiles and the notification counts.
 */
const VALIDATED_GETS = new Set([
  'getPost',
  'getProfile',
  'countNotifications',
  'countUnreadNotifications',
]);

/**
 * Completes every operation of the document from the route metadata, so no route can be
 * documented without it: `x-access` (public|pro), the Basic security requirement (optional on
 * public routes), the access in summary and description, the answers every route can give
 * (401; 403 of Pro routes; 429 of rate-limited ones; 405; 414 with a path parameter; 413 and 415
 * of POSTs), the shared headers (`X-Request-Id`, `RateLimit-*`), `Idempotency-Key` on the POSTs of
 * /api/v0, and the caching validators and `Link` of GET lists. Bodies documented as JSON only (a
 * plain `@Body()` DTO) are offered in the form encodings too, as the API takes all three.
 */
export function annotateOperations(app: INestApplicationContext, document: OpenAPIObject): void {
  const facts = routeFacts(app);
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation: OperationObject | undefined = pathItem[method];
      if (!operation) {
        continue;
      }
      const fact = facts.get(operation.operationId ?? '');
      if (!fact) {
        throw new Error(`No route metadata for operation ${operation.operationId}`);
      }
      annotate(operation, fact);
      addHttpConventions(operation, { path, method, ...fact });
    }
  }
}

/** The access of a route: `x-access`, security, summary and description, 401 and 403. */
export function annotate(
  operation: OperationObject,
  { access, rateLimited, scope }: RouteFacts,
): void {
  const label = ACCESS_LABEL[access];
  (operation as OperationObject & { 'x-access'?: Access })['x-access'] = access;
  // oauth2 before basic: generated SDKs that apply every listed scheme with one credential
  // (@hey-api's `auth: "user:key"`) then end on the Basic header, as before oauth2 existed
  const schemes: Record<string, string[]>[] = [{ [BASIC_AUTH]: [] }];
  if (scope !== undefined) {
    schemes.unshift({ [OAUTH2_AUTH]: [scope] });
  }
  operation.security = access === 'public' ? [{}, ...schemes] : schemes;
  operation.summary = operation.summary ? `${operation.summary} (${label})` : label;
  operation.description = [ACCESS_TEXT[access], operation.description].filter(Boolean).join('\n\n');
  const responses = operation.responses;
  responses['401'] ??= errorResponse(401);
  const forbidden = FORBIDDEN_TEXT[access];
  if (forbidden) {
    responses['403'] ??= { ...errorResponse(403), description: forbidden };
  }
  if (rateLimited) {
    responses['429'] ??= errorResponse(429);
  }
  const body = operation.requestBody;
  if (body && 'content' in body) {
    const types = Object.keys(body.content);
    if (types.length === 1 && types[0] === 'application/json') {
      const media = body.content['application/json'];
      body.content = Object.fromEntries(FORM_TYPES.map((type) => [type, media]));
    }
  }
}

interface HttpFacts extends RouteFacts {
  path: string;
  method: string;
}

type Responses = Record<string, ResponseObject>;

function withHeaders(response: ResponseObject, headers: Record<string, HeaderObject>): void {
  response.headers = { ...response.headers, ...headers };
}

/** Statuses, headers and parameters that follow from the HTTP layer (src/core/http). */
function addHttpConventions(operation: OperationObject, facts: HttpFacts): void {
  const responses = operation.responses as Responses;
  const parameters = (operation.parameters ??= []) as ParameterObject[];
  const hasPathParam = facts.path.includes('{');
  const isApi = facts.path.startsWith(`${API_PREFIX}/`);
  responses['405'] ??= errorResponse(405);
  if (hasPathParam) {
    responses['414'] ??= errorResponse(414);
  }
  // the success answer: 200, or 202 for work that finishes in the background (DELETE /account)
  const success = responses['200'] ?? responses['202'];
  if (facts.method === 'post' || operation.requestBody) {
    responses['413'] ??= errorResponse(413);
    responses['415'] ??= errorResponse(415);
  }
  if ((facts.method === 'post' || facts.method === 'delete') && isApi && !facts.readOnlyKeys) {
    const forbidden = responses['403'];
    responses['403'] = {
      ...(forbidden ?? errorResponse(403)),
      description: forbidden ? `${forbidden.description} Or: ${READ_ONLY_TEXT}` : READ_ONLY_TEXT,
    };
  }
  if (facts.method === 'post' && isApi) {
    parameters.push(IDEMPOTENCY_KEY);
    withHeaders(responses['200'], IDEMPOTENT_REPLAYED);
    const conflict = responses['409'];
    responses['409'] = {
      ...errorResponse(409),
      description: conflict
        ? `${conflict.description} Or: ${IDEMPOTENCY_CONFLICT}`
        : IDEMPOTENCY_CONFLICT,
      headers: { 'Retry-After': { ...RETRY_AFTER, required: false } },
    };
    responses['422'] = { ...errorResponse(422), description: IDEMPOTENCY_MISMATCH };
  }
  const isList = parameters.some((p) => p.in === 'query' && p.name === 'page');
  if (
    facts.method === 'get' &&
    isApi &&
    (isList || VALIDATED_GETS.has(operation.operationId ?? ''))
  ) {
    parameters.push(IF_NONE_MATCH);
    withHeaders(responses['200'], { ...CACHING_HEADERS, ...(isList ? LINK_HEADER : {}) });
    responses['304'] = {
      description: 'Not modified: the `ETag` sent in `If-None-Match` still matches. No body.',
      headers: { ...REQUEST_ID_HEADER, ...CACHING_HEADERS },
    };
  }
  if (facts.rateLimited) {
    withHeaders(success, rateLimitHeaders(false));
  }
  for (const [status, response] of Object.entries(responses)) {
    // The router answers a 414 before any hook runs: it has no request id.
    if (status !== '414') {
      withHeaders(response, REQUEST_ID_HEADER);
    }
  }
  operation.responses = sortByStatus(responses);
}

function sortByStatus(responses: Responses): Responses {
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}
