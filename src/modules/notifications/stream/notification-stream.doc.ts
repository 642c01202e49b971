import {
  getSchemaPath,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { API_PREFIX } from '../../../core';
import { errorResponse, LAST_EVENT_ID, REQUEST_ID_HEADER } from '../../../docs';
import { NotificationResponse } from '../dto/notification.response';

export const NOTIFICATION_STREAM_PATH = `${API_PREFIX}/notifications/stream`;

export const NOTIFICATION_STREAM_EVENT_NAME = 'NotificationStreamEvent';

/**
 * One event of the stream, as the fields of its Server-Sent Events block (the shape OpenAPI
 * gives an event stream's `itemSchema`). The first block carries only `retry`; heartbeats are
 * comment lines, which are no event.
 */
export const NOTIFICATION_STREAM_EVENT: SchemaObject = {
  type: 'object',
  description:
    'One Server-Sent Event: `event: notification`, `id:` the notification id, `data:` one `Notification` as JSON on one line. The first block of a stream carries only `retry:`, the reconnection delay in milliseconds.',
  properties: {
    event: { type: 'string', enum: ['notification'] },
    id: {
      type: 'string',
      pattern: '^[1-9][0-9]*$',
      description: 'The notification id; sent back as `Last-Event-ID` on reconnection.',
    },
    data: {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { $ref: getSchemaPath(NotificationResponse) },
      description: 'One `Notification` (as an item of `GET /api/v0/notifications`), on one line.',
    } as SchemaObject,
    retry: { type: 'integer', minimum: 0, description: 'The reconnection delay in milliseconds.' },
  },
  additionalProperties: false,
};

/** The credentials of a browser's EventSource, instead of the Authorization header. */
const STREAM_TICKET: ParameterObject = {
  name: 'ticket',
  in: 'query',
  required: false,
  description:
    'A ticket from `POST /api/v0/notifications/stream/ticket`, for clients that cannot send the Authorization header (`EventSource`): it opens one stream as its owner, once, before it expires. Ignored when an Authorization header is sent.',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
};

/** The docs page's short text about the stream (also the operation's description). */
export const STREAM_TEXT = `\`GET ${NOTIFICATION_STREAM_PATH}\` (Pro) pushes the caller's new notifications as
Server-Sent Events (\`text/event-stream\`): one event per notification, \`event: notification\`,
\`id:\` the notification id, \`data:\` the same JSON object as an item of \`GET /api/v0/notifications\`.
A client that reconnects with \`Last-Event-ID\` first gets every notification it missed, in order.
Comment lines (\`:\`) are heartbeats, \`retry:\` is the reconnection delay; a key may hold a limited
number of streams at once (beyond it: 429). Browsers open it with \`EventSource\` and a ticket
(\`POST /api/v0/notifications/stream/ticket\`, then \`?ticket=\`), which stands for the credentials
once; other clients send the Authorization header. The docs page cannot show a stream.`;

/**
 * `GET /api/v0/notifications/stream`, written by hand: a stream has no envelope for the decorators
 * to describe. buildOpenApiDocument puts it in the document whether or not the route is served
 * yet, replacing what the route's decorators would say.
 */
export function notificationStreamOperation(): OperationObject {
  return {
    operationId: 'streamNotifications',
    tags: ['Notifications'],
    summary: 'Live notifications (Server-Sent Events)',
    description: STREAM_TEXT,
    parameters: [LAST_EVENT_ID, STREAM_TICKET],
    responses: {
      '200': {
        description: `An endless event stream. Each event is:

\`\`\`
id: 42
event: notification
data: {"id":42,"receiver_id":1,…}
\`\`\`

\`data\` is one \`Notification\` (as in the list) on one line.`,
        headers: REQUEST_ID_HEADER,
        content: {
          // The stream as the sequence of its events (OpenAPI 3.2's `itemSchema` is not 3.1, whose
          // validators refuse it; 3.2 defines this array form as its equivalent): generators and
          // validators type the events, not one string.
          'text/event-stream': {
            schema: {
              type: 'array',
              description:
                'The events of the stream, in order (an endless stream: the list never ends).',
              items: { $ref: getSchemaPath(NOTIFICATION_STREAM_EVENT_NAME) },
            },
            // The blocks of `retry: 3000`, then `id: 42` / `event: notification` / `data: …`.
            example: [
              { retry: 3000 },
              {
                id: '42',
                event: 'notification',
                data: '{"id":42,"receiver_id":1,"type":"star","status":"unread"}',
              },
            ],
          },
        },
      },
      '400': errorResponse(400),
      '429': {
        ...errorResponse(429),
        description:
          'The rate limit has been exceeded, or this API key already holds the most streams allowed at once.',
      },
      '503': errorResponse(503),
    },
  };
}
