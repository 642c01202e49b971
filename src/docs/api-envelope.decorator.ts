import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiResponse,
  getSchemaPath,
  type HeaderObject,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { rateLimitHeaders, RETRY_AFTER } from './http-conventions';
import { ErrorEnvelope, Pagination } from '../core';

/** `data` of an operation: a response class (src/docs/schemas/index.ts lists them) or a JSON schema. */
export type DataSchema = Type<unknown> | SchemaObject;

export interface EnvelopeOptions {
  /** `data` is an array of the schema and `meta` holds `pagination`. */
  list?: boolean;
  /** `meta` when it is neither `{}` nor pagination (e.g. `[]` on the notification counts). */
  meta?: SchemaObject;
  /** `messages` when it is not `[]` (e.g. `oneMessage('The post has been starred.')`). */
  messages?: SchemaObject;
  description?: string;
}

/** `messages` holding exactly one sentence: the given one, or any matching `pattern`. */
export function oneMessage(text: string | { pattern: string }): SchemaObject {
  const item: SchemaObject =
    typeof text === 'string'
      ? { type: 'string', enum: [text] }
      : { type: 'string', pattern: text.pattern };
  return { type: 'array', items: item, minItems: 1, maxItems: 1 };
}

/** `data: {}`, as the notification status changes answer. */
export const EMPTY_OBJECT: SchemaObject = {
  type: 'object',
  properties: {},
  additionalProperties: false,
};

/** `meta: []`, as on the two notification counts. */
export const EMPTY_ARRAY: SchemaObject = { type: 'array', items: {}, maxItems: 0 };

const EMPTY_META = EMPTY_OBJECT;

function isClass(schema: DataSchema): schema is Type<unknown> {
  return typeof schema === 'function';
}

function refOrSchema(schema: DataSchema): SchemaObject | ReferenceObject {
  return isClass(schema) ? { $ref: getSchemaPath(schema) } : schema;
}

/** The whole success envelope around `data`, as a JSON schema. */
export function successEnvelope(data: DataSchema, options: EnvelopeOptions = {}): SchemaObject {
  const item = refOrSchema(data);
  const meta: SchemaObject | ReferenceObject = options.list
    ? {
        type: 'object',
        properties: { pagination: { $ref: getSchemaPath(Pagination) } },
        required: ['pagination'],
        additionalProperties: false,
      }
    : (options.meta ?? EMPTY_META);
  return {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['success'] },
      messages: options.messages ?? { type: 'array', items: { type: 'string' }, maxItems: 0 },
      meta,
      data: options.list ? { type: 'array', items: item } : item,
    },
    required: ['status', 'messages', 'meta', 'data'],
  };
}

/**
 * The 200 answer of an operation: the success envelope with the real `data` schema, e.g.
 * `@ApiEnvelope(PostResponse, { list: true })` (a page of posts with `meta.pagination`),
 * `@ApiEnvelope(EMPTY_OBJECT)` (`data: {}`) or
 * `@ApiEnvelope({ type: 'integer', minimum: 0 }, { meta: EMPTY_ARRAY })` (a count, `meta: []`).
 */
export function ApiEnvelope(data: DataSchema, options: EnvelopeOptions = {}): MethodDecorator {
  const models: Type<unknown>[] = [Pagination];
  if (isClass(data)) {
    models.push(data);
  }
  return applyDecorators(
    ApiExtraModels(...models),
    ApiOkResponse({
      description: options.description ?? 'Success.',
      schema: successEnvelope(data, options),
    }),
  );
}

/** What each error status means in this API (DESIGN §3). */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed: `messages` says why, `meta.errors` lists the sentences per field.',
  401: 'Credentials missing (private endpoint) or wrong (any endpoint).',
  403: 'The API key owner does not have a Pro account.',
  404: 'The id, user or route does not exist (or is not visible to the caller).',
  405: 'The path exists, but not with this method: `Allow` lists the methods it has.',
  409: 'Conflict with the current state.',
  410: 'The upload has expired.',
  413: 'The request body is too large (or has too many fields).',
  414: 'A path segment is too long (over 200 characters).',
  415: 'The request body has a content type this operation does not take (`messages` names the accepted ones).',
  429: 'The rate limit has been exceeded.',
  500: 'Unexpected error (generic text; details only in the server log).',
  503: 'The database is unavailable; retry after `Retry-After` seconds.',
};

const ERROR_HEADERS: Record<number, Record<string, HeaderObject>> = {
  401: {
    'WWW-Authenticate': {
      description: '`Basic realm="api"`',
      required: true,
      schema: { type: 'string' },
    },
  },
  405: {
    Allow: { description: 'The methods of this path.', required: true, schema: { type: 'string' } },
  },
  429: { 'Retry-After': RETRY_AFTER, ...rateLimitHeaders(true) },
  503: { 'Retry-After': RETRY_AFTER },
};

/** An error answer of an operation: the error envelope and what the status means here. */
export function errorResponse(status: number): {
  description: string;
  headers?: Record<string, HeaderObject>;
  content: { 'application/json': { schema: ReferenceObject } };
} {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
    ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelope) } } },
  };
}

/**
 * The error answers an operation can give besides those every operation has (401, and 403 on
 * Pro routes, 429 when rate limited: the document adds those by itself).
 * `@ApiErrors(400, 404)`.
 */
export function ApiErrors(...statuses: number[]): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelope),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
        headers: ERROR_HEADERS[status],
        schema: { $ref: getSchemaPath(ErrorEnvelope) },
      }),
    ),
  );
}
