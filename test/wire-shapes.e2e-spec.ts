import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { AppConfig } from '../src/config/app-config';
import { errorEnvelope } from '../src/core/http/error-envelope';
import { MediaUrls } from '../src/core/media-urls';
import { paginate } from '../src/core/pagination';
import { AccountRow } from '../src/modules/account/account.types';
import { toAccountResponse, toProfileResponse } from '../src/modules/account/account.mapper';
import {
  toModerationActionResponse,
  toQueueItemResponse,
} from '../src/modules/moderation/moderation.mapper';
import { toNotificationResponse } from '../src/modules/notifications/notification.mapper';
import { NotificationRow } from '../src/modules/notifications/notification.types';
import {
  toAttachmentResponse,
  toPostResponse,
  toReducedPostResponse,
} from '../src/modules/posts/views/post.mapper';
import { AttachmentRow, PostRow } from '../src/modules/posts/post.types';
import { toReactionResponse } from '../src/modules/reactions/reaction.mapper';
import { toBlockedUser, toBlockResponse } from '../src/modules/blocks/block.mapper';
import { ReactionRow } from '../src/modules/reactions/reaction.types';
import { toMediaResponse, toUploadResponse } from '../src/modules/uploads/upload.mapper';
import { MediaRow, UploadRow } from '../src/modules/uploads/upload.types';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';

/**
 * The field order of every response shape is part of the contract (the spec lists it). The served
 * document's schema properties are in the order of the response class's `@ApiProperty`s; these
 * cases check that what the mappers (and the routes without one) write has exactly those fields in
 * that order, in every embedded shape too. The fixture rows list their columns alphabetically, so
 * a mapper that copied a row's order would fail here.
 */

const URL = new MediaUrls({ mediaUrl: 'http://localhost:3000' } as AppConfig);
const T = 1_738_324_800_000;

const postRow: PostRow = {
  attachment_count: 1,
  bio: 'Hi.',
  bumps: 0,
  conversation_id: 5,
  created_at: T,
  depth: 1,
  display_name: 'Alice',
  flags: 0,
  id: 7,
  media_ext: '.png',
  media_id: 12,
  original_id: 0,
  parent_id: 5,
  post: 'Hello',
  published_at: T,
  quotes: 0,
  reactions: 1,
  replies: 0,
  reposts: 0,
  sort_order: '0000000001/0000000000/0000000000/00000000000',
  sorted_at: T,
  stars: 1,
  status: 'published',
  type: 'reply',
  updated_at: T,
  user_id: 3,
  username: 'alice',
};

const attachmentRow: AttachmentRow = {
  content: 'More text',
  created_at: T,
  id: 2,
  post_id: 7,
  sort_order: 0,
  type: 'text',
  updated_at: T,
  user_id: 3,
};

const reactionRow: ReactionRow = {
  bio: '',
  content: null,
  created_at: T,
  display_name: 'Bob',
  id: 4,
  media_ext: null,
  media_id: 0,
  post_id: 7,
  type: 'star',
  updated_at: T,
  user_id: 8,
  username: 'bob',
};

const notificationRow: NotificationRow = {
  content: null,
  created_at: T,
  id: 9,
  initiator_bio: '',
  initiator_display_name: 'Bob',
  initiator_id: 8,
  initiator_media_ext: null,
  initiator_media_id: 0,
  initiator_post_id: 10,
  initiator_username: 'bob',
  receiver_id: 3,
  receiver_post_id: 7,
  status: 'unread',
  type: 'reply',
  updated_at: T,
};

const accountRow: AccountRow = {
  bio: 'Hi.',
  delay_minutes: 2,
  display_name: 'Alice',
  id: 3,
  media_ext: '.png',
  media_id: 12,
  timezone: 'UTC',
  username: 'alice',
};

const mediaRow: MediaRow = { ext: '.png', id: 12, type: 'profile', user_id: 3 };

const uploadRow: UploadRow = {
  expired_at: T,
  ext: '.png',
  id: 11,
  media_id: 12,
  received_bytes: 10,
  received_chunks: 1,
  status: 'completed',
  total_bytes: 10,
  user_id: 3,
};

const flags = { flagged: false, replied: true, starred: false };

type Schema = SchemaObject | ReferenceObject;

describe('Wire shapes: field order as the OpenAPI document has it', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    document = res.json<OpenAPIObject>();
    auth = (await createUser(t.app, 'alice')).auth;
  });
  afterAll(() => t.close());

  const componentName = (ref: string) => ref.replace('#/components/schemas/', '');
  const component = (name: string) => document.components!.schemas![name] as SchemaObject;

  /** The named schema a value of `schema` is compared with, if any (a $ref, alone or in oneOf). */
  function namedSchema(schema: Schema, value: unknown): string | undefined {
    if ('$ref' in schema) {
      return componentName(schema.$ref);
    }
    if (schema.oneOf && value !== null) {
      const ref = schema.oneOf.find((s): s is ReferenceObject => '$ref' in s);
      return ref && componentName(ref.$ref);
    }
    return undefined;
  }

  /**
   * Every difference between `value`'s fields and those of the component `name`, at `path` and in
   * the named shapes it embeds (inline objects such as the error envelope's `meta` are not shapes).
   */
  function differences(name: string, value: unknown, path: string): string[] {
    const schema = component(name);
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const fields = value as Record<string, unknown>;
    // An optional property (Readiness.replicas) is expected only when it is there.
    const expected = Object.keys(properties).filter((key) => required.has(key) || key in fields);
    const found: string[] = [];
    if (JSON.stringify(Object.keys(fields)) !== JSON.stringify(expected)) {
      found.push(`${path} (${name}): [${Object.keys(fields).join(', ')}]`);
    }
    for (const [key, property] of Object.entries(properties)) {
      const field = fields[key];
      if (field === undefined) {
        continue;
      }
      const items = 'type' in property && property.type === 'array' ? property.items : undefined;
      if (items && Array.isArray(field)) {
        field.forEach((item, i) => {
          const itemName = namedSchema(items, item);
          if (itemName) {
            found.push(...differences(itemName, item, `${path}.${key}[${i}]`));
          }
        });
        continue;
      }
      const fieldName = namedSchema(property, field);
      if (fieldName) {
        found.push(...differences(fieldName, field, `${path}.${key}`));
      }
    }
    return found;
  }

  /** Asserts that `value` has the fields of schema `name` in its order, embedded shapes included. */
  function expectShape(name: string, value: unknown): void {
    expect(differences(name, value, name)).toEqual([]);
  }

  const blockedUser = {
    id: 3,
    username: 'bob',
    display_name: 'Bob',
    bio: '',
    media_id: 0,
    media_ext: null,
  };
  const attachment = toAttachmentResponse(attachmentRow);
  const post = toPostResponse(postRow, [attachment], flags, URL);
  const posts = new Map([
    [7, post],
    [10, post],
  ]);
  const anonymousFlag = { ...notificationRow, initiator_id: 0, initiator_username: null };

  /** Each mapper's output with the schema it must match (the embedded shapes are filled in). */
  const MAPPED: [mapper: string, schema: string, value: unknown][] = [
    ['toAttachmentResponse', 'Attachment', attachment],
    ['toPostResponse', 'Post', post],
    ['toReducedPostResponse', 'ReducedPost', toReducedPostResponse(postRow)],
    ['toReactionResponse', 'Reaction', toReactionResponse(reactionRow, post, URL)],
    ['toNotificationResponse', 'Notification', toNotificationResponse(notificationRow, posts, URL)],
    [
      'toNotificationResponse (no initiator, no posts)',
      'Notification',
      toNotificationResponse(anonymousFlag, new Map(), URL),
    ],
    [
      'toBlockResponse',
      'Block',
      toBlockResponse({ ...blockedUser, created_at: 1_700_000_000_000 }, URL),
    ],
    ['toBlockedUser', 'UserSummary', toBlockedUser(blockedUser, URL)],
    [
      'toModerationActionResponse',
      'ModerationAction',
      toModerationActionResponse({
        action: 'hide',
        created_at: T,
        id: 3,
        moderator_id: 2,
        moderator_username: 'mod',
        post_id: 7,
        reason: 'Spam.',
        user_id: 3,
        username: 'alice',
      }),
    ],
    [
      'toQueueItemResponse',
      'ModerationQueueItem',
      toQueueItemResponse({ flags: 2, last_flagged_at: T, post_id: 7 }, post),
    ],
    ['toAccountResponse', 'Account', toAccountResponse(accountRow, URL)],
    ['toProfileResponse', 'Profile', toProfileResponse(accountRow, URL)],
    ['toUploadResponse', 'Upload', toUploadResponse(uploadRow, [toMediaResponse(mediaRow, URL)])],
    ['paginate', 'Pagination', paginate(45, 2, '/latest')],
    ['errorEnvelope', 'ErrorEnvelope', errorEnvelope(['The post does not exist.'])],
    [
      'errorEnvelope (field errors)',
      'ErrorEnvelope',
      errorEnvelope(['The Post field is required.'], {
        errors: { post: ['The Post field is required.'] },
      }),
    ],
  ];

  /** The routes whose `data` no mapper writes. */
  const SERVED: [path: string, schema: string][] = [
    ['/hello', 'Hello'],
    ['/metric/posts', 'Count'],
    ['/settings', 'Settings'],
    ['//health/live', 'Liveness'],
    ['//health/ready', 'Readiness'],
  ];

  /** The POSTs whose `data` no mapper writes. */
  const POSTED: [path: string, schema: string][] = [
    ['/notifications/stream/ticket', 'StreamTicket'],
  ];

  it.each(POSTED)('POST %s answers the fields of %s in its order', async (path, schema) => {
    const res = await call(t.app, 'POST', path, { auth });
    expect(res.status).toBe(200);
    expectShape(schema, res.body.data);
  });

  it('POST /apps (anonymous) answers the fields of App in its order', async () => {
    const res = await call(t.app, 'POST', '/apps', {
      form: {
        name: 'Shapes',
        redirect_uris: 'https://shapes.example/cb',
        scopes: 'read write',
        website: 'https://shapes.example',
        client_type: 'confidential',
      },
    });
    expect(res.status).toBe(200);
    expectShape('App', res.body.data);
  });

  /** The DELETEs whose `data` no mapper writes (each as a user of its own). */
  const DELETED: [path: string, schema: string, body: Record<string, string>][] = [
    ['/account', 'AccountErasure', { confirm: 'leaving' }],
  ];

  it.each(DELETED)(
    'DELETE %s answers the fields of %s in its order',
    async (path, schema, form) => {
      const leaving = await createUser(t.app, 'leaving');
      const res = await call(t.app, 'DELETE', path, { auth: leaving.auth, form });
      expect(res.status).toBe(202);
      expectShape(schema, res.body.data);
    },
  );

  it.each(MAPPED)('%s writes the fields of %s in its order', (_mapper, schema, value) => {
    expectShape(schema, value);
  });

  it.each(SERVED)('GET %s answers the fields of %s in its order', async (path, schema) => {
    const res = await call(t.app, 'GET', path, { auth });
    expect(res.status).toBe(200);
    expectShape(schema, res.body.data);
  });

  it('covers every response shape of the document (a new one needs a case here)', () => {
    const reached = new Set<string>();
    const visit = (name: string): void => {
      if (reached.has(name)) {
        return;
      }
      reached.add(name);
      for (const ref of JSON.stringify(component(name)).match(/#\/components\/schemas\/\w+/g) ??
        []) {
        visit(componentName(ref));
      }
    };
    [
      ...MAPPED.map(([, schema]) => schema),
      ...SERVED.map(([, schema]) => schema),
      ...POSTED.map(([, schema]) => schema),
      ...DELETED.map(([, schema]) => schema),
      'App', // POST /apps, anonymous with a body: its own case above
    ].forEach(visit);
    // NotificationStreamEvent is no JSON body: it describes the lines of text/event-stream, which
    // notifications-stream.e2e-spec reads and openapi.e2e-spec checks against the document
    const responses = Object.keys(document.components!.schemas!).filter(
      (name) => !name.endsWith('Dto') && name !== 'NotificationStreamEvent',
    );
    expect([...reached].sort()).toEqual(responses.sort());
  });
});
