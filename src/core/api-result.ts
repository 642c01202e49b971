export type Meta = Record<string, unknown> | [];

/**
 * What a controller returns when the success envelope needs more than `data`: messages or meta.
 * A controller that returns anything else gets `messages: []` and `meta: {}`.
 */
export class ApiResult<T = unknown> {
  constructor(
    readonly data: T,
    readonly messages: string[] = [],
    readonly meta: Meta = {},
  ) {}
}

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
