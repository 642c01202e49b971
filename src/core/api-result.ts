export type Meta = Record<string, unknown> | [];

export interface SuccessEnvelope<T = unknown> {
  status: 'success';
  messages: string[];
  meta: Meta;
  data: T;
}

export interface ErrorEnvelope {
  status: 'error';
  messages: string[];
  meta: Record<string, unknown>;
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
