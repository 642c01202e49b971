import type { HeaderObject, ParameterObject } from '@nestjs/swagger';

/**
 * The HTTP conventions every operation shares, as OpenAPI headers and parameters: what
 * annotateOperations (operation-annotations.ts) adds to each operation of the document. Headers are
 * `required` when every answer of that status carries them.
 */

const INTEGER = { type: 'integer', minimum: 0 } as const;
const STRING = { type: 'string' } as const;

export const REQUEST_ID_HEADER: Record<string, HeaderObject> = {
  'X-Request-Id': {
    description:
      'The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID.',
    required: true,
    schema: STRING,
  },
};

/**
 * On the answers of rate-limited operations once the limit was checked: always on a 429, on
 * other answers whenever rate limiting is on (RATE_LIMIT_PER_MINUTE > 0).
 */
export function rateLimitHeaders(required: boolean): Record<string, HeaderObject> {
  const header = (description: string): HeaderObject => ({
    description,
    required,
    schema: INTEGER,
  });
  return {
    'RateLimit-Limit': header(
      'Requests allowed per minute for this caller (API key, or IP when anonymous).',
    ),
    'RateLimit-Remaining': header('Requests left in the current window.'),
    'RateLimit-Reset': header('Seconds until the current window resets.'),
  };
}

export const RETRY_AFTER: HeaderObject = {
  description: 'Seconds to wait before retrying.',
  required: true,
  schema: INTEGER,
};

/** The caching validators of GET answers (ETag, If-None-Match → 304). */
export const CACHING_HEADERS: Record<string, HeaderObject> = {
  ETag: {
    description:
      'Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged.',
    required: true,
    schema: STRING,
  },
  'Cache-Control': {
    description:
      'Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer.',
    required: true,
    schema: STRING,
  },
  Vary: {
    description: 'Includes `Authorization`: the answer depends on the credentials.',
    required: true,
    schema: STRING,
  },
};

/** The RFC 8288 `Link` header of list answers. */
export const LINK_HEADER: Record<string, HeaderObject> = {
  Link: {
    description:
      'RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.',
    required: false,
    schema: STRING,
    example: '</api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"',
  },
};

export const IF_NONE_MATCH: ParameterObject = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body.',
  schema: STRING,
};

/** 1-255 visible ASCII characters (no space). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{1,255}$';

export const IDEMPOTENCY_KEY: ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400.',
  // No `example`: Swagger UI prefills a parameter with it, and every POST after the first one
  // sent from the docs page would then reuse the key for a different request (422).
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN, minLength: 1, maxLength: 255 },
};

export const IDEMPOTENT_REPLAYED: Record<string, HeaderObject> = {
  'Idempotent-Replayed': {
    description:
      '`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`.',
    required: false,
    schema: { type: 'string', enum: ['true'] },
  },
};

export const IDEMPOTENCY_CONFLICT =
  'A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds.';
export const IDEMPOTENCY_MISMATCH =
  'The `Idempotency-Key` was already used with a different request (method, path or body).';

export const LAST_EVENT_ID: ParameterObject = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description:
    'The `id` of the last event received (browsers send it when they reconnect): every notification after it is sent first, in order. Without it the stream starts from now.',
  schema: { type: 'string', pattern: '^\\d+$' },
};
