import type { SchemaObject } from '@nestjs/swagger';
import { TIMEZONES, TIMEZONES_DESCRIPTION } from './timezones';

/** `data` of GET /settings/timezones. */
export const TIMEZONE_LIST: SchemaObject = {
  type: 'array',
  // The checked-in list (timezone-list.ts): the document does not change with the runtime.
  items: { type: 'string', enum: [...TIMEZONES], example: 'Europe/Paris' },
  uniqueItems: true,
  description: 'IANA zones (Africa … Pacific), sorted, then UTC.',
};

/** `meta` of GET /settings/timezones: the list's description. */
export const TIMEZONE_LIST_META: SchemaObject = {
  type: 'object',
  properties: { description: { type: 'string', enum: [TIMEZONES_DESCRIPTION] } },
  required: ['description'],
  additionalProperties: false,
};
