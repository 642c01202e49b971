import { ApiProperty, ApiSchema } from '@nestjs/swagger';

const PAGE = { type: 'integer', minimum: 1 } as const;
const COUNT = { type: 'integer', minimum: 0 } as const;

/**
 * `meta.pagination` of every list (DESIGN §3), in the spec's field order. 20 items per page; a
 * page past the last one is empty and still answers 200.
 */
@ApiSchema({ name: 'Pagination' })
export class PaginationSchema {
  @ApiProperty({ ...COUNT, description: 'Items in the whole list.' }) total_results: number;
  @ApiProperty({ ...PAGE, description: 'Pages in the whole list (1 when it is empty).' })
  total_pages: number;
  @ApiProperty({
    ...PAGE,
    description: 'The page before this one; 1 on the first page.',
  })
  page_previous: number;
  @ApiProperty({
    ...PAGE,
    description:
      'The page after this one. On the last page it equals `total_pages` (so the current page): it never runs out by itself. Stop when `page_next <= page_current`, or when `data` holds fewer than 20 items (or follow the `Link` header\'s `rel="next"` until it is absent).',
  })
  page_next: number;
  @ApiProperty({ ...PAGE, description: 'The page of this answer (`?page=`, default 1).' })
  page_current: number;
  @ApiProperty({ ...PAGE, description: 'The same as `page_current`.' }) current_page: number;
  @ApiProperty({
    ...COUNT,
    description: 'The 1-based position of the first item of this page; 0 when the list is empty.',
  })
  current_result: number;
  @ApiProperty({ ...COUNT, description: 'The same as `current_result`.' })
  current_result_first: number;
  @ApiProperty({
    ...COUNT,
    description: 'The 1-based position of the last item of this page (capped by `total_results`).',
  })
  current_result_last: number;
  @ApiProperty({
    type: 'string',
    example: '/api/v0/latest?page=2',
    description: 'The path of `page_next` (the current page on the last page).',
  })
  url_next: string;
  @ApiProperty({
    type: 'string',
    example: '/api/v0/latest?page=1',
    description: 'The path of `page_previous`.',
  })
  url_previous: string;
}

/** The error envelope: one or more sentences, `data` always `{}`; 400s name the failing fields. */
@ApiSchema({ name: 'ErrorEnvelope' })
export class ErrorEnvelopeSchema {
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
