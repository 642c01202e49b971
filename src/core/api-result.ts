import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Pagination } from './pagination';

export type Meta = Record<string, unknown> | [];

export interface SuccessEnvelope<T = unknown> {
  status: 'success';
  messages: string[];
  meta: Meta;
  data: T;
}

/**
 * The error envelope: one or more sentences, `data` always `{}`; 400s name the failing fields.
 * The OpenAPI schema and the type of every error body (`errorEnvelope`).
 */
@ApiSchema({ name: 'ErrorEnvelope' })
export class ErrorEnvelope {
  @ApiProperty({ type: 'string', enum: ['error'] }) status: 'error';
  @ApiProperty({ type: 'array', items: { type: 'string' }, minItems: 1 }) messages: string[];
  @ApiProperty({
    type: 'object',
    description: 'Empty, except on validation failures (400): `errors` holds sentences per field.',
    properties: {
      errors: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
        example: { post: ['The Post field is required.'] },
      },
    },
    additionalProperties: false,
  })
  meta: { errors?: Record<string, string[]> };
  @ApiProperty({ type: 'object', properties: {}, additionalProperties: false })
  data: Record<string, never>;
}

/**
 * What every JSON controller returns: the success envelope itself, its fields declared in the
 * contract's order, so that it serialises as it is (with JSON.stringify, or a route's response
 * schema) with no copy and no `toJSON`. A global interceptor wrapped results before, but Nest's
 * interceptor chain (rxjs observables around every handler) took about a quarter of a small
 * request's time. Errors get their envelope from AllExceptionsFilter.
 */
export class ApiResult<T = unknown> implements SuccessEnvelope<T> {
  readonly status = 'success' as const;
  readonly messages: string[];
  readonly meta: Meta;
  readonly data: T;

  constructor(data: T, messages: string[] = [], meta: Meta = {}) {
    this.messages = messages;
    this.meta = meta;
    this.data = data;
  }
}

/** The answer of a list: one page of items, `meta.pagination` describing the whole list. */
export function listResult<T>(items: T[], pagination: Pagination): ApiResult<T[]> {
  return new ApiResult(items, [], { pagination });
}
