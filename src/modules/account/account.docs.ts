import { getSchemaPath, type SchemaObject } from '@nestjs/swagger';
import { AttachmentResponse } from '../posts';
import { AccountResponse } from './dto/account.response';
import { EXPORT_FORMAT } from './account-export.service';

const TIME: SchemaObject = { type: 'string', format: 'date-time' };
const TIME_OR_NULL: SchemaObject = { type: 'string', format: 'date-time', nullable: true };
const INT: SchemaObject = { type: 'integer' };
const TEXT: SchemaObject = { type: 'string' };

function listOf(properties: Record<string, SchemaObject>): SchemaObject {
  return {
    type: 'array',
    items: { type: 'object', properties, required: Object.keys(properties) },
  };
}

/** `data` of GET /account/export (docs/api.md describes each member). */
export const ACCOUNT_EXPORT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: [EXPORT_FORMAT] },
    version: { type: 'integer', enum: [1] },
    exported_at: TIME,
    account: { $ref: getSchemaPath(AccountResponse) },
    settings: { type: 'object', properties: { timezone: TEXT }, required: ['timezone'] },
    keys: listOf({
      id: INT,
      name: TEXT,
      prefix: { type: 'string', nullable: true },
      read_only: { type: 'boolean' },
      created_at: TIME,
      last_used_at: TIME_OR_NULL,
      revoked_at: TIME_OR_NULL,
    }),
    media: listOf({
      id: INT,
      type: TEXT,
      url_location: { type: 'string', format: 'uri' },
      created_at: TIME,
    }),
    posts: listOf({
      id: INT,
      conversation_id: INT,
      parent_id: INT,
      post: TEXT,
      status: TEXT,
      type: TEXT,
      depth: INT,
      sort_order: { type: 'string', nullable: true },
      attachment_count: INT,
      replies: INT,
      stars: INT,
      flags: INT,
      bumps: INT,
      created_at: TIME,
      updated_at: TIME,
      published_at: TIME,
      sorted_at: TIME,
      attachments: { type: 'array', items: { $ref: getSchemaPath(AttachmentResponse) } },
    }),
    reactions: listOf({
      id: INT,
      post_id: INT,
      type: { type: 'string', enum: ['star', 'flag'] },
      created_at: TIME,
      updated_at: TIME,
    }),
    notifications: listOf({
      id: INT,
      receiver_post_id: INT,
      initiator_id: INT,
      initiator_post_id: INT,
      type: TEXT,
      status: TEXT,
      created_at: TIME,
      updated_at: TIME,
    }),
    blocks: listOf({ blocked_user_id: INT, created_at: TIME }),
    pro_requests: listOf({
      id: INT,
      status: { type: 'string', enum: ['open', 'granted', 'declined'] },
      requested_at: TIME,
      closed_at: TIME_OR_NULL,
    }),
    authorized_apps: listOf({
      app_name: TEXT,
      website: TEXT,
      scopes: TEXT,
      authorized_at: TIME,
      last_used_at: TIME_OR_NULL,
    }),
  },
  required: [
    'format',
    'version',
    'exported_at',
    'account',
    'settings',
    'keys',
    'media',
    'posts',
    'reactions',
    'notifications',
    'blocks',
    'pro_requests',
    'authorized_apps',
  ],
};
