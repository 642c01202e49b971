import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `meta.pagination` of every list (DESIGN §3), in the spec's field order. */
@ApiSchema({ name: 'Pagination' })
export class PaginationSchema {
  @ApiProperty({ type: 'integer', minimum: 0 }) total_results: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) total_pages: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) page_previous: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) page_next: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) page_current: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) current_page: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) current_result: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) current_result_first: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) current_result_last: number;
  @ApiProperty({ type: 'string', example: '/api/v0/latest?page=2' }) url_next: string;
  @ApiProperty({ type: 'string', example: '/api/v0/latest?page=1' }) url_previous: string;
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
