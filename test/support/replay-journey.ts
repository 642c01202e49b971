import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import sharp from 'sharp';
import { Db } from '../../src/database/sql';
import { READ_ONLY_TEXT } from '../../src/docs/operation-annotations';
import { UPLOAD_LIFETIME_MS } from '../../src/modules/uploads/uploads.service';
import { UsersService } from '../../src/users/users.service';
import { basicAuth, createUser, TestUser } from '../utils/auth';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { ApiResponse, call } from '../utils/http';
import { createPost, publishDue } from '../utils/post-api';
import { createUpload, FilePart, multipart, sendChunk, uploadImage } from '../utils/uploads';

/**
 * The replay journey of the OpenAPI document: real requests for every documented operation and
 * answer, on a world made through the API. test/openapi.e2e-spec.ts sends them with inject() and
 * validates each answer against the document; test/contract-prism.e2e-spec.ts sends them through
 * a validating proxy (Prism) in front of a listening server.
 */

/**
 * What the document describes of other branches of this round, which this branch does not serve
 * yet: the caching validators (branch `web`: ETag, Cache-Control, Vary; the 304), Idempotency-Key
 * (branch `idempotency`: its 422) and the notification stream (branch `sse`; an endless stream,
 * which inject() cannot read: its own e2e test reads it). Whoever merges a branch takes its
 * entries out of AWAITING_MERGE, so the replays check them. The 409 of a key still running is never
 * replayed (a replay cannot time it): the idempotency tests provoke it.
 */
export const AWAITING_MERGE = {
  headers: new Set<string>([]),
  statuses: new Set<string>([]),
};
export const DOCUMENTED_ONLY = new Set(['GET /api/v0/notifications/stream']);

/** A path segment longer than the router's maxParamLength (200): a 414. */
export const LONG_SEGMENT = '1'.repeat(201);

/** What the replays work on, made through the API before they run (see buildWorld). */
export interface World {
  /** Pro, no publishing delay: replies to, stars and flags alice's post. */
  dave: TestUser;
  /** Pro with a 10-minute publishing delay. */
  erin: TestUser;
  /** alice's published post with one attachment, replied to, starred and flagged by dave. */
  postId: number;
  /** dave's published post the star/flag replays change; its reply ordinals are used up. */
  targetId: number;
  /** alice's post that is still pending. */
  pendingId: number;
  /** alice's published post without replies, for the replays of DELETE to delete. */
  deletableId: number;
  /** One of alice's notifications. */
  notificationId: number;
  /** alice's processed profile images (a completed PNG and JPEG upload): id and path. */
  mediaId: number;
  pngPath: string;
  jpegPath: string;
  /** A small PNG. */
  png: Buffer;
  /** Pro, with a post: erased by the DELETE /account replay (no other replay uses it). */
  leaver: TestUser;
  /** alice's upload waiting for its first chunk (of `png`). */
  openUploadId: number;
  /** alice's upload with all its bytes (`png` in one chunk), waiting for completion. */
  fullUploadId: number;
  /** alice's upload past its deadline. */
  expiredUploadId: number;
  /** dave's post flagged by alice, for the moderation replays. */
  moderatedId: number;
}

export interface Fixtures {
  /** alice */
  pro: TestUser;
  /** bob */
  free: TestUser;
  /** mod: a free account with the moderator role */
  moderator: TestUser;
  /** alice with a read-only key */
  readOnly: TestUser;
  world: World;
}

export type Who = 'anonymous' | 'pro' | 'free' | 'wrong' | 'readOnly';

export interface Replay {
  /** Another method than the operation's (a 405). */
  method?: string;
  /** Concrete path, e.g. `/api/v0/post/single/1`. */
  path: string;
  /** The status it must get; `any` only sends it. */
  status: number | 'any';
  /** The caller: a named one or a user of the world (default anonymous). */
  who?: Who | TestUser;
  form?: Record<string, string>;
  json?: unknown;
  multipart?: { fields: Record<string, string | number>; files?: Record<string, FilePart> };
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /**
   * A request the document rules out although its status is no 400 (a path value outside the
   * parameter's pattern, which the service answers 404): a validating proxy refuses it.
   */
  outside?: boolean;
}

/** Bodies no POST route takes: too large (413) and of an unsupported type (415). */
function bodyErrors(path: string, who: Who | TestUser = 'pro'): Replay[] {
  return [
    { path, who, form: { filler: 'x'.repeat(1_100_000) }, status: 413 },
    { path, who, headers: { 'content-type': 'text/csv' }, payload: 'a,b', status: 415 },
  ];
}

/** A JSON body that does not parse (400). */
const MALFORMED_JSON = { headers: { 'content-type': 'application/json' }, payload: '{' };

export const NO_ID = 999_999;

const UPLOAD_FIELDS = {
  file_type: 'image',
  original_name: 'me.png',
  original_extension: '.png',
  upload_type: 'profile',
};

function chunk(content: Buffer): Replay['multipart'] {
  return { fields: { index: 0 }, files: { chunk: { filename: 'blob', content } } };
}

/** The replays of star/unstar/flag/unflag: on dave's post, which alice may react to. */
function reactionWrite(action: string) {
  return ({ world: w }: Fixtures): Replay[] => [
    { path: `/api/v0/${action}/${w.targetId}`, who: 'pro', status: 200 },
    { path: `/api/v0/${action}/${w.targetId}`, who: 'pro', status: 200 },
    { path: `/api/v0/${action}/${w.pendingId}`, who: w.dave, status: 404 },
    { path: `/api/v0/${action}/${NO_ID}`, who: 'pro', status: 404 },
    { path: `/api/v0/${action}/x1`, who: 'pro', status: 400 },
    ...bodyErrors(`/api/v0/${action}/${w.targetId}`),
  ];
}

/** The replays of a moderator's list. */
function moderatorList(path: string) {
  return ({ moderator }: Fixtures): Replay[] => [
    { path, who: moderator, status: 200 },
    { path: `${path}?page=2`, who: moderator, status: 200 },
    { path: `${path}?page=0`, who: moderator, status: 400 },
  ];
}

/** The replays of a moderator's action on a post (or an account: `target`, `missing`). */
function moderatorAction(action: string, target: (w: World) => string, missing: string) {
  return ({ moderator, world: w }: Fixtures): Replay[] => {
    const path = `/api/v0/moderation/${action}/${target(w)}`;
    return [
      { path, who: moderator, form: { reason: 'Spam.' }, status: 200 },
      { path, who: moderator, json: { reason: 'Still spam.' }, status: 200 },
      { path, who: moderator, status: 200 },
      { path: `/api/v0/moderation/${action}/${missing}`, who: moderator, status: 404 },
      { path, who: moderator, form: { reason: 'x'.repeat(501) }, status: 400 },
      ...bodyErrors(path, moderator),
    ];
  };
}

/** The replays of a public list: anonymous and signed in, a later page, a wrong page. */
function publicList(path: string): Replay[] {
  return [
    { path, status: 200 },
    { path, who: 'pro', status: 200 },
    { path: `${path}?page=2`, status: 200 },
    { path: `${path}?page=0`, status: 400 },
  ];
}

/**
 * Real requests per documented operation ("METHOD /path/{param}"), with the status each must get.
 * The 401 of wrong credentials, the 401 and 403 of Pro routes and the 429 of rate-limited routes
 * are replayed for every operation by the test itself, from the first replay's path. They run in
 * document order on one database, so a replay must not depend on another operation's replays.
 */
export const REPLAYS: Record<string, (f: Fixtures) => Replay[]> = {
  'GET /api/v0/hello': () => [
    { path: '/api/v0/hello', status: 200 },
    { path: '/api/v0/hello', who: 'pro', status: 200 },
  ],
  'POST /api/v0/hello': (): Replay[] => [
    { path: '/api/v0/hello', form: { name: 'Ada' }, status: 200 },
    { path: '/api/v0/hello', json: { name: 'Ada' }, who: 'free', status: 200 },
    { path: '/api/v0/hello', form: {}, status: 400 },
    { path: '/api/v0/hello', form: { name: 'x'.repeat(101) }, status: 400 },
    { path: '/api/v0/hello', form: { name: 'x'.repeat(1_100_000) }, status: 413 },
    {
      path: '/api/v0/hello',
      headers: { 'content-type': 'text/csv' },
      payload: 'name\nAda',
      status: 415,
    },
  ],
  'GET /api/v0/metric/pendings': () => [{ path: '/api/v0/metric/pendings', status: 200 }],
  'GET /api/v0/metric/posts': () => [{ path: '/api/v0/metric/posts', status: 200 }],
  'GET /api/v0/metric/usernames': () => [{ path: '/api/v0/metric/usernames', status: 200 }],
  'GET /health/live': () => [{ path: '/health/live', status: 200 }],
  'GET /health/ready': () => [{ path: '/health/ready', status: 200 }],

  // Posts
  'GET /api/v0/latest': () => publicList('/api/v0/latest'),
  'GET /api/v0/pending': ({ world: w }) => [
    { path: '/api/v0/pending', who: 'pro', status: 200 },
    { path: '/api/v0/pending', who: w.erin, status: 200 },
    { path: '/api/v0/pending?page=x', who: 'pro', status: 400 },
  ],
  'POST /api/v0/post': ({ world: w }) => [
    {
      path: '/api/v0/post',
      who: 'pro',
      form: {
        post: 'Hello again',
        attachment_count: '2',
        attachment_type_0: 'text',
        attachment_text_0: 'One',
        attachment_type_1: 'text',
        attachment_text_1: 'Two',
      },
      status: 200,
    },
    {
      path: '/api/v0/post',
      who: w.erin,
      json: { post: 'A reply', parent_id: w.postId, attachment_count: 0 },
      status: 200,
    },
    {
      path: '/api/v0/post',
      who: 'pro',
      multipart: { fields: { post: 'Sent as multipart', parent_id: '' } },
      status: 200,
    },
    { path: '/api/v0/post', who: 'pro', form: {}, status: 400 },
    { path: '/api/v0/post', who: 'pro', form: { post: 'x', attachment_count: '1' }, status: 400 },
    { path: '/api/v0/post', who: 'pro', json: { post: 'x', parent_id: NO_ID }, status: 404 },
    { path: '/api/v0/post', who: 'pro', json: { post: 'x', parent_id: w.targetId }, status: 409 },
    ...bodyErrors('/api/v0/post'),
  ],
  'DELETE /api/v0/post/{post_id}': ({ world: w }) => [
    { path: `/api/v0/post/${NO_ID}`, who: 'pro', status: 404 },
    { path: `/api/v0/post/${w.postId}`, who: w.dave, status: 404 },
    { path: '/api/v0/post/abc', who: 'pro', status: 400 },
    { path: `/api/v0/post/${w.deletableId}`, who: 'pro', status: 200 },
    { path: `/api/v0/post/${w.deletableId}`, who: 'pro', status: 404 },
  ],
  'GET /api/v0/post/children/{post_id}': ({ world: w }) => [
    ...publicList(`/api/v0/post/children/${w.postId}`),
    { path: `/api/v0/post/children/${NO_ID}`, status: 404 },
    { path: '/api/v0/post/children/abc', status: 400 },
  ],
  'GET /api/v0/post/single/{post_id}': ({ world: w }) => [
    ...publicList(`/api/v0/post/single/${w.postId}`),
    { path: `/api/v0/post/single/${w.pendingId}`, who: 'pro', status: 200 },
    { path: `/api/v0/post/single/${w.pendingId}`, status: 404 },
    { path: '/api/v0/post/single/0', status: 400 },
  ],
  'GET /api/v0/timeline/user/{username}': () => [
    ...publicList('/api/v0/timeline/user/alice'),
    { path: '/api/v0/timeline/user/nobody', status: 404 },
  ],

  // Reactions
  'POST /api/v0/star/{post_id}': reactionWrite('star'),
  'POST /api/v0/unstar/{post_id}': reactionWrite('unstar'),
  'POST /api/v0/flag/{post_id}': reactionWrite('flag'),
  'POST /api/v0/unflag/{post_id}': reactionWrite('unflag'),
  'GET /api/v0/reactions/flags/all': () => publicList('/api/v0/reactions/flags/all'),
  'GET /api/v0/reactions/flags/{post_id}': ({ world: w }) => [
    ...publicList(`/api/v0/reactions/flags/${w.postId}`),
    { path: `/api/v0/reactions/flags/${NO_ID}`, status: 404 },
  ],
  'GET /api/v0/reactions/stars/all': () => publicList('/api/v0/reactions/stars/all'),
  'GET /api/v0/reactions/stars/{post_id}': ({ world: w }) => [
    ...publicList(`/api/v0/reactions/stars/${w.postId}`),
    { path: `/api/v0/reactions/stars/${w.pendingId}`, status: 404 },
  ],
  'GET /api/v0/reactions/stars': () => [
    { path: '/api/v0/reactions/stars', who: 'pro', status: 200 },
    { path: '/api/v0/reactions/stars?page=0', who: 'pro', status: 400 },
  ],

  // Notifications
  // Blocks: alice blocks bob (free, in no other replay), so the other replays see no block
  'POST /api/v0/block/{username}': () => [
    { path: '/api/v0/block/bob', who: 'pro', status: 200 },
    { path: '/api/v0/block/bob', who: 'pro', status: 200 },
    { path: '/api/v0/block/alice', who: 'pro', status: 400 },
    { path: '/api/v0/block/nobody', who: 'pro', status: 404 },
    ...bodyErrors('/api/v0/block/bob'),
  ],
  'POST /api/v0/unblock/{username}': () => [
    { path: '/api/v0/unblock/bob', who: 'pro', status: 200 },
    { path: '/api/v0/unblock/bob', who: 'pro', status: 200 },
    { path: '/api/v0/unblock/alice', who: 'pro', status: 400 },
    { path: '/api/v0/unblock/nobody', who: 'pro', status: 404 },
    ...bodyErrors('/api/v0/unblock/bob'),
  ],
  'GET /api/v0/blocks': () => [
    { path: '/api/v0/blocks', who: 'pro', status: 200 },
    { path: '/api/v0/blocks?page=2', who: 'pro', status: 200 },
    { path: '/api/v0/blocks?page=0', who: 'pro', status: 400 },
  ],
  'GET /api/v0/notifications': () => [
    { path: '/api/v0/notifications', who: 'pro', status: 200 },
    { path: '/api/v0/notifications?page=2', who: 'pro', status: 200 },
    { path: '/api/v0/notifications?page=1.5', who: 'pro', status: 400 },
  ],
  'GET /api/v0/notifications/count': ({ world: w }) => [
    { path: '/api/v0/notifications/count', who: 'pro', status: 200 },
    { path: '/api/v0/notifications/count', who: w.erin, status: 200 },
  ],
  'GET /api/v0/notifications/count/unread': () => [
    { path: '/api/v0/notifications/count/unread', who: 'pro', status: 200 },
  ],
  'POST /api/v0/notification/read/{notification_id}': ({ world: w }) => [
    { path: `/api/v0/notification/read/${w.notificationId}`, who: 'pro', status: 200 },
    { path: `/api/v0/notification/read/${w.notificationId}`, who: w.dave, status: 404 },
    { path: `/api/v0/notification/read/${NO_ID}`, who: 'pro', status: 404 },
    { path: '/api/v0/notification/read/-1', who: 'pro', status: 400 },
    ...bodyErrors(`/api/v0/notification/read/${w.notificationId}`),
  ],
  'POST /api/v0/notification/unread/{notification_id}': ({ world: w }) => [
    { path: `/api/v0/notification/unread/${w.notificationId}`, who: 'pro', status: 200 },
    { path: `/api/v0/notification/unread/${NO_ID}`, who: 'pro', status: 404 },
    { path: '/api/v0/notification/unread/one', who: 'pro', status: 400 },
    ...bodyErrors(`/api/v0/notification/unread/${w.notificationId}`),
  ],
  'POST /api/v0/notifications/read': () => [
    { path: '/api/v0/notifications/read', who: 'pro', status: 200 },
    { path: '/api/v0/notifications/read', who: 'pro', ...MALFORMED_JSON, status: 400 },
    ...bodyErrors('/api/v0/notifications/read'),
  ],
  'POST /api/v0/notifications/unread': () => [
    { path: '/api/v0/notifications/unread', who: 'pro', status: 200 },
    { path: '/api/v0/notifications/unread', who: 'pro', ...MALFORMED_JSON, status: 400 },
    ...bodyErrors('/api/v0/notifications/unread'),
  ],

  'POST /api/v0/notifications/stream/ticket': () => [
    { path: '/api/v0/notifications/stream/ticket', who: 'pro', status: 200 },
    { path: '/api/v0/notifications/stream/ticket', who: 'pro', ...MALFORMED_JSON, status: 400 },
    ...bodyErrors('/api/v0/notifications/stream/ticket'),
  ],

  // Account, profiles, settings
  'GET /api/v0/account': () => [{ path: '/api/v0/account', who: 'pro', status: 200 }],
  'GET /api/v0/account/export': () => [{ path: '/api/v0/account/export', who: 'pro', status: 200 }],
  'DELETE /api/v0/account': ({ world: w }) => [
    { path: '/api/v0/account', who: w.leaver, form: { confirm: 'alice' }, status: 400 },
    { path: '/api/v0/account', who: w.leaver, json: {}, status: 400 },
    ...bodyErrors('/api/v0/account', w.leaver),
    { path: '/api/v0/account', who: w.leaver, json: { confirm: 'leaver' }, status: 202 },
  ],
  'POST /api/v0/account': ({ world: w }) => [
    {
      path: '/api/v0/account',
      who: 'pro',
      form: { display_name: 'Alice', bio: 'Writes things.', media_id: String(w.mediaId) },
      status: 200,
    },
    { path: '/api/v0/account', who: 'pro', json: { bio: '', media_id: 0 }, status: 200 },
    { path: '/api/v0/account', who: 'pro', form: {}, status: 200 },
    { path: '/api/v0/account', who: 'pro', form: { display_name: ' ' }, status: 400 },
    { path: '/api/v0/account', who: w.dave, form: { media_id: String(w.mediaId) }, status: 400 },
    ...bodyErrors('/api/v0/account'),
  ],
  'GET /api/v0/profile/{username}': () => [
    { path: '/api/v0/profile/alice', status: 200 },
    { path: '/api/v0/profile/DAVE', who: 'pro', status: 200 },
    { path: '/api/v0/profile/nobody', status: 404 },
  ],
  // Apps (OAuth 2)
  'POST /api/v0/apps': () => [
    {
      path: '/api/v0/apps',
      form: { name: 'Pocket', redirect_uris: 'https://pocket.example/cb', scopes: 'read write' },
      status: 200,
    },
    {
      path: '/api/v0/apps',
      json: {
        name: 'Server',
        redirect_uris: 'https://server.example/cb',
        client_type: 'confidential',
      },
      status: 200,
    },
    {
      path: '/api/v0/apps',
      form: { name: 'X', redirect_uris: 'javascript:alert(1)' },
      status: 400,
    },
    { path: '/api/v0/apps', form: {}, status: 400 },
    ...bodyErrors('/api/v0/apps', 'anonymous'),
  ],
  'GET /api/v0/settings': () => [{ path: '/api/v0/settings', who: 'pro', status: 200 }],
  'POST /api/v0/settings': () => [
    { path: '/api/v0/settings', who: 'pro', form: { timezone: 'europe/paris' }, status: 200 },
    { path: '/api/v0/settings', who: 'pro', json: { timezone: 'UTC' }, status: 200 },
    // the document is no stricter than the service: any case
    { path: '/api/v0/settings', who: 'pro', json: { timezone: 'europe/PARIS' }, status: 200 },
    { path: '/api/v0/settings', who: 'pro', form: { timezone: 'Mars/Olympus' }, status: 400 },
    { path: '/api/v0/settings', who: 'pro', form: {}, status: 400 },
    ...bodyErrors('/api/v0/settings'),
  ],
  'GET /api/v0/settings/timezones': () => [
    { path: '/api/v0/settings/timezones', who: 'pro', status: 200 },
  ],

  // Uploads and media
  'POST /api/v0/upload': () => [
    {
      path: '/api/v0/upload',
      who: 'pro',
      form: { ...UPLOAD_FIELDS, total_bytes: '100' },
      status: 200,
    },
    {
      path: '/api/v0/upload',
      who: 'pro',
      json: { ...UPLOAD_FIELDS, original_extension: '.jpeg', total_bytes: 100 },
      status: 200,
    },
    {
      path: '/api/v0/upload',
      who: 'pro',
      multipart: { fields: { ...UPLOAD_FIELDS, total_bytes: 100 } },
      status: 200,
    },
    { path: '/api/v0/upload', who: 'pro', form: {}, status: 400 },
    {
      path: '/api/v0/upload',
      who: 'pro',
      form: { ...UPLOAD_FIELDS, total_bytes: String(6 * 1024 * 1024) },
      status: 400,
    },
    ...bodyErrors('/api/v0/upload'),
  ],
  'POST /api/v0/upload/{upload_id}/chunked': ({ world: w }) => [
    {
      path: `/api/v0/upload/${w.openUploadId}/chunked`,
      who: 'pro',
      multipart: chunk(w.png),
      status: 200,
    },
    // Index 0 again: out of order now.
    {
      path: `/api/v0/upload/${w.openUploadId}/chunked`,
      who: 'pro',
      multipart: chunk(w.png),
      status: 409,
    },
    {
      path: `/api/v0/upload/${w.fullUploadId}/chunked`,
      who: w.dave,
      multipart: chunk(w.png),
      status: 404,
    },
    { path: `/api/v0/upload/${NO_ID}/chunked`, who: 'pro', multipart: chunk(w.png), status: 404 },
    {
      path: `/api/v0/upload/${w.expiredUploadId}/chunked`,
      who: 'pro',
      multipart: chunk(w.png),
      status: 410,
    },
    {
      path: `/api/v0/upload/${w.openUploadId}/chunked`,
      who: 'pro',
      multipart: { fields: { index: 1 } },
      status: 400,
    },
    ...bodyErrors(`/api/v0/upload/${w.openUploadId}/chunked`),
  ],
  'POST /api/v0/upload/{upload_id}/completed': ({ world: w }) => [
    {
      path: `/api/v0/upload/${w.fullUploadId}/completed`,
      who: 'pro',
      form: { total_chunks: '1' },
      status: 200,
    },
    {
      path: `/api/v0/upload/${w.fullUploadId}/completed`,
      who: 'pro',
      json: { total_chunks: 1 },
      status: 409,
    },
    {
      path: `/api/v0/upload/${NO_ID}/completed`,
      who: 'pro',
      form: { total_chunks: '1' },
      status: 404,
    },
    {
      path: `/api/v0/upload/${w.expiredUploadId}/completed`,
      who: 'pro',
      form: { total_chunks: '1' },
      status: 410,
    },
    { path: `/api/v0/upload/${w.fullUploadId}/completed`, who: 'pro', form: {}, status: 400 },
    ...bodyErrors(`/api/v0/upload/${w.fullUploadId}/completed`),
  ],
  // Moderation
  'GET /api/v0/moderation/queue': moderatorList('/api/v0/moderation/queue'),
  'GET /api/v0/moderation/log': moderatorList('/api/v0/moderation/log'),
  'POST /api/v0/moderation/hide/{post_id}': moderatorAction(
    'hide',
    (w) => `${w.moderatedId}`,
    `${NO_ID}`,
  ),
  'POST /api/v0/moderation/restore/{post_id}': moderatorAction(
    'restore',
    (w) => `${w.moderatedId}`,
    `${NO_ID}`,
  ),
  'POST /api/v0/moderation/dismiss/{post_id}': moderatorAction(
    'dismiss',
    (w) => `${w.moderatedId}`,
    `${NO_ID}`,
  ),
  'POST /api/v0/moderation/suspend/{username}': (f) => [
    ...moderatorAction('suspend', () => 'frank', 'nobody')(f),
    { path: '/api/v0/moderation/suspend/mod', who: f.moderator, status: 400 },
  ],
  'POST /api/v0/moderation/unsuspend/{username}': moderatorAction(
    'unsuspend',
    () => 'frank',
    'nobody',
  ),
  'GET /media/alphabet/{file}': () => [
    { path: '/media/alphabet/a.png', status: 200 },
    { path: '/media/alphabet/z.png', who: 'pro', status: 200 },
    { path: '/media/alphabet/A.png', status: 404, outside: true },
    { path: '/media/alphabet/a.jpg', status: 404, outside: true },
  ],
  'GET /media/{bucket}/{file}': ({ world: w }) => [
    { path: w.pngPath, status: 200 },
    { path: w.jpegPath, who: 'pro', status: 200 },
    { path: `/media/100/profile_99.png`, status: 404 },
    { path: w.pngPath.replace('/media/100/', '/media/200/'), status: 404 },
  ],
};

function ok<T>(res: ApiResponse<T>): T {
  if (res.status !== 200) {
    throw new Error(`Setting up the replays failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}

/** The data the replays need, made through the API as a client would. */
export async function buildWorld(t: TestApp, alice: TestUser): Promise<World> {
  const app = t.app;
  const dave = await createUser(app, 'dave');
  const leaver = await createUser(app, 'leaver');
  await createPost(app, leaver, 'Leaving soon');
  const erin = await createUser(app, 'erin', { delayMinutes: 10 });
  const image = (format: 'png' | 'jpeg') =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .toFormat(format)
      .toBuffer();
  const png = await image('png');
  const jpeg = await image('jpeg');

  // An upload whose deadline passes before anything else happens.
  const expired = ok(await createUpload(app, alice.auth, { total_bytes: png.length }));
  t.clock.advance(UPLOAD_LIFETIME_MS + 60_000);

  const post = await createPost(app, alice, {
    post: 'Hello world',
    attachment_count: 1,
    attachment_type_0: 'text',
    attachment_text_0: 'An attached text.',
  });
  const target = await createPost(app, dave, 'Star or flag me');
  const deletable = await createPost(app, alice, 'Delete me');
  const moderated = await createPost(app, dave, 'Moderate me');
  await createUser(app, 'frank');
  await publishDue(app, t.clock);
  ok(await call(app, 'POST', `/flag/${moderated.id}`, { auth: alice.auth }));
  await createPost(app, dave, { post: 'A reply', parent_id: post.id });
  await publishDue(app, t.clock);
  ok(await call(app, 'POST', `/star/${post.id}`, { auth: dave.auth }));
  ok(await call(app, 'POST', `/flag/${post.id}`, { auth: dave.auth }));
  ok(await call(app, 'POST', `/star/${target.id}`, { auth: alice.auth }));
  // The widest ordinal of its path segment is given: a reply to it is a 409.
  await app
    .get(Db)
    .run(`INSERT INTO reply_ordinals (parent_id, last) VALUES ($1, $2)`, [target.id, 10 ** 10 - 1]);
  // Stays pending: the publisher does not run again.
  const pending = await createPost(app, alice, 'Not public yet');

  const pngUpload = ok(await uploadImage(app, alice.auth, png, '.png'));
  const jpegUpload = ok(await uploadImage(app, alice.auth, jpeg, '.jpg'));
  const open = ok(await createUpload(app, alice.auth, { total_bytes: png.length }));
  const full = ok(await createUpload(app, alice.auth, { total_bytes: png.length }));
  ok(await sendChunk(app, alice.auth, full.id, 0, png));
  const notifications = ok(
    await call<{ id: number }[]>(app, 'GET', '/notifications', { auth: alice.auth }),
  );
  expect(notifications).toHaveLength(3); // reply, star and flag

  return {
    dave,
    erin,
    postId: post.id,
    targetId: target.id,
    pendingId: pending.id,
    deletableId: deletable.id,
    notificationId: notifications[0].id,
    mediaId: pngUpload.media[0].id,
    pngPath: new URL(pngUpload.media[0].url_location).pathname,
    jpegPath: new URL(jpegUpload.media[0].url_location).pathname,
    png,
    leaver,
    openUploadId: open.id,
    fullUploadId: full.id,
    expiredUploadId: expired.id,
    moderatedId: moderated.id,
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  key: string;
  method: string;
  path: string;
  operation: OperationObject;
}

export function operations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      operation: item[m]!,
    })),
  );
}

/** The `Authorization` header of each named caller. */
export function callers(fixtures: Omit<Fixtures, 'world'>): Record<Who, string | undefined> {
  return {
    anonymous: undefined,
    pro: fixtures.pro.auth,
    free: fixtures.free.auth,
    wrong: basicAuth('alice', 'not-a-key'),
    readOnly: fixtures.readOnly.auth,
  };
}

/** Who sends a replay, for messages. */
export function callerName(replay: Replay): string {
  const who = replay.who ?? 'anonymous';
  return typeof who === 'string' ? who : who.username;
}

/** The HTTP request of a replay. */
export interface ReplayRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function replayRequest(
  op: Operation,
  replay: Replay,
  auth: Record<Who, string | undefined>,
): ReplayRequest {
  const headers: Record<string, string> = { ...replay.headers };
  const who = replay.who ?? 'anonymous';
  const authorization = typeof who === 'string' ? auth[who] : who.auth;
  if (authorization) {
    headers.authorization = authorization;
  }
  let payload = replay.payload;
  if (replay.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(replay.form).toString();
  } else if (replay.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(replay.json);
  } else if (replay.multipart) {
    const body = multipart(replay.multipart.fields, replay.multipart.files);
    Object.assign(headers, body.headers);
    payload = body.payload;
  }
  return { method: replay.method ?? op.method, url: replay.path, headers, payload };
}

/** Which app a replay goes to: the main one, or the one limited to a request a minute (429s). */
export type ReplayTarget = 'main' | 'limited';

/** As much of an answer as the journey needs. */
export interface ReplayAnswer {
  headers: Record<string, string | string[] | number | undefined>;
}

export type SendReplay = (
  target: ReplayTarget,
  op: Operation,
  replay: Replay,
) => Promise<ReplayAnswer>;

/** The app of the 429 replays (RATE_LIMIT_PER_MINUTE=1), its Pro user and its moderator. */
export interface LimitedApp {
  app: TestApp;
  pro: TestUser;
  moderator: TestUser;
}

/**
 * The journey: for each documented operation (in document order) its REPLAYS, then the answers of
 * the HTTP layer, from the first replay's path: wrong credentials (401), another method (405), a
 * path segment too long (414), anonymous and free (or Pro) callers of a Pro (moderator) route, the
 * 304 of its ETag sent back, the 422 of an Idempotency-Key reused with another body, and the 429
 * of a second request in a minute on the limited app. `send` sends each and checks its answer.
 * Returns the operations that have no replays.
 */
export async function replayJourney(
  document: OpenAPIObject,
  fixtures: Fixtures,
  limited: LimitedApp,
  send: SendReplay,
): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations(document)) {
    if (DOCUMENTED_ONLY.has(op.key)) {
      continue;
    }
    const recipe = REPLAYS[op.key];
    if (!recipe) {
      problems.push(`${op.key}: no replay in REPLAYS`);
      continue;
    }
    const replays = recipe(fixtures);
    for (const replay of replays) {
      await send('main', op, replay);
    }
    const { path } = replays[0];
    const access = (op.operation as { 'x-access'?: string })['x-access'];
    // The first replay's request (its body too: a valid request but for its caller).
    const asCaller = (who: Who, status: number): Replay => ({ ...replays[0], who, status });
    await send('main', op, asCaller('wrong', 401));
    // No route has PUT; the path exists with the operation's method.
    await send('main', op, { method: 'PUT', path, who: 'pro', status: 405 });
    if (op.path.includes('{')) {
      const long = op.path.replace(/\{\w+\}/, LONG_SEGMENT).replace(/\{(\w+)\}/g, '1');
      await send('main', op, { path: long, who: 'pro', status: 414 });
    }
    if (access === 'pro') {
      await send('main', op, asCaller('anonymous', 401));
      await send('main', op, asCaller('free', 403));
    }
    if (access === 'moderator') {
      await send('main', op, asCaller('anonymous', 401));
      await send('main', op, asCaller('pro', 403));
    }
    const forbidden = op.operation.responses['403'] as { description?: string } | undefined;
    if (forbidden?.description?.includes(READ_ONLY_TEXT)) {
      // a write route: a read-only key of the owner is refused, whatever the route's access
      await send('main', op, asCaller('readOnly', 403));
    }
    if (op.operation.responses['304'] && !AWAITING_MERGE.statuses.has('304')) {
      // The ETag of a 200 answer, sent back, is a 304 while nothing changed.
      const first = await send('main', op, { ...replays[0], status: 200 });
      const etag = first.headers.etag;
      const ifNoneMatch = { ...replays[0].headers, 'if-none-match': String(etag) };
      await send('main', op, { ...replays[0], headers: ifNoneMatch, status: 304 });
    }
    if (op.operation.responses['422'] && !AWAITING_MERGE.statuses.has('422')) {
      // A key is kept with its first request: the same key with another body is a 422.
      const key = {
        ...replays[0].headers,
        'idempotency-key': `replay-${op.operation.operationId}`,
      };
      // Two bodies of the type the route takes (multipart for the chunk, a form elsewhere).
      const bodyOf = (n: number): Partial<Replay> =>
        replays[0].multipart
          ? { multipart: { fields: { index: 100 + n } } }
          : { form: { n: `${n}` } };
      const keyed: Replay = {
        path: replays[0].path,
        who: access === 'moderator' ? fixtures.moderator : 'pro',
        headers: key,
        status: 'any',
      };
      await send('main', op, { ...keyed, ...bodyOf(1) });
      await send('main', op, { ...keyed, ...bodyOf(2), status: 422 });
    }
    if (op.operation.responses['429']) {
      // One request per minute on the limited app (a new minute for each operation): the second
      // request of the same caller is refused, whatever the first one got.
      limited.app.clock.advance(61_000);
      const caller: Record<string, string> =
        access === 'pro'
          ? { authorization: limited.pro.auth }
          : access === 'moderator'
            ? { authorization: limited.moderator.auth }
            : { 'x-forwarded-for': '192.0.2.1' };
      const again = {
        ...replays[0],
        who: undefined,
        headers: { ...replays[0].headers, ...caller },
      };
      await send('limited', op, { ...again, status: 'any' });
      await send('limited', op, { ...again, status: 429 });
    }
  }
  return problems;
}

/** The named callers on a fresh database of `t`: alice (Pro), bob (free), mod (a moderator). */
export async function createCallers(t: TestApp): Promise<Omit<Fixtures, 'world'>> {
  const pro = await createUser(t.app, 'alice');
  const readOnly = await t.app.get(UsersService).createKey(pro.id, 'read-only', { readOnly: true });
  const callers = {
    pro,
    readOnly: { ...pro, apiKey: readOnly.apiKey, auth: basicAuth(pro.username, readOnly.apiKey) },
    free: await createUser(t.app, 'bob', { plan: 'free' }),
    moderator: await createUser(t.app, 'mod', { plan: 'free' }),
  };
  await t.app.get(UsersService).setRole('mod', 'moderator');
  return callers;
}

/** The app of the 429 replays, with its callers. */
export async function createLimitedApp(): Promise<LimitedApp> {
  const app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
  const pro = await createUser(app.app, 'carol');
  const moderator = await createUser(app.app, 'mod', { plan: 'free' });
  await app.app.get(UsersService).setRole('mod', 'moderator');
  return { app, pro, moderator };
}
