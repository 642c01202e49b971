import { ApiPropertyOptions } from '@nestjs/swagger';

/** A wire timestamp: UTC, seconds, numeric offset (DESIGN §3). */
export const TIMESTAMP: ApiPropertyOptions = {
  type: 'string',
  format: 'date-time',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00$',
  example: '2025-01-31T12:00:00+00:00',
};

export const ID: ApiPropertyOptions = { type: 'integer', minimum: 1, example: 1 };

/** An id that is 0 when there is none (parent_id of a top-level post, media_id of the default image…). */
export const ID_OR_ZERO: ApiPropertyOptions = { type: 'integer', minimum: 0, example: 0 };

export const COUNTER: ApiPropertyOptions = { type: 'integer', minimum: 0, example: 0 };

export const URL: ApiPropertyOptions = {
  type: 'string',
  format: 'uri',
  example: 'http://localhost:3000/media/alphabet/a.png',
};
