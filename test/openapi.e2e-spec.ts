import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import sharp from 'sharp';
import { RouteIndex } from '../src/core/http/route-index';
import { Db } from '../src/database/sql';
import { IDEMPOTENCY_CONFLICT } from '../src/docs/http-conventions';
import { UPLOAD_LIFETIME_MS } from '../src/modules/uploads/uploads.service';
import { UsersService } from '../src/users/users.service';
import { TIMEZONE_LIST } from '../src/modules/settings/timezone-list';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { ApiResponse, call } from './utils/http';
import { createPost, publishDue } from './utils/post-api';
import { resetDatabase } from './utils/reset-database';
import { createUpload, FilePart, multipart, sendChunk, uploadImage } from './utils/uploads';

/**
 * The OpenAPI document against the running app: it is a valid OpenAPI 3.1 document, it lists
 * exactly the served routes, every route documents its answers, and every documented answer is
 * replayed with real requests and validated against the document's schema for that route and
 * status, so the document cannot drift from the code.
 */

/** Statuses a replay cannot provoke on demand; their schema is still checked to exist. */
const NOT_REPLAYED = new Set(['500', '503']);

/**
 * What the document describes of other branches of this round, which this branch does not serve
 * yet: the caching validators (branch `web`: ETag, Cache-Control, Vary; the 304), Idempotency-Key
 * (branch `idempotency`: its 422) and the notification stream (branch `sse`; an endless stream,
 * which inject() cannot read: its own e2e test reads it). Whoever merges a branch takes its
 * entries out of AWAITING_MERGE, so the replays check them. The 409 of a key still running is never
 * replayed (a replay cannot time it): the idempotency tests provoke it.
 */
const AWAITING_MERGE = {
  headers: new Set<string>([]),
  statuses: new Set<string>([]),
};
const DOCUMENTED_ONLY = new Set(['GET /api/v0/notifications/stream']);

/** A path segment longer than the router's maxParamLength (200): a 414. */
const LONG_SEGMENT = '1'.repeat(201);

/** What the replays work on, made through the API before they run (see buildWorld). */
interface World {
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

interface Fixtures {
  /** alice */
  pro: TestUser;
  /** bob */
  free: TestUser;
  /** mod: a free account with the moderator role */
  moderator: TestUser;
  world: World;
}

type Who = 'anonymous' | 'pro' | 'free' | 'wrong';

interface Replay {
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

const NO_ID = 999_999;

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
const REPLAYS: Record<string, (f: Fixtures) => Replay[]> = {
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
    { path: '/media/alphabet/A.png', status: 404 },
    { path: '/media/alphabet/a.jpg', status: 404 },
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
async function buildWorld(t: TestApp, alice: TestUser): Promise<World> {
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

interface Operation {
  key: string;
  method: string;
  path: string;
  operation: OperationObject;
}

function operations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      operation: item[m]!,
    })),
  );
}

type Content = Record<string, { schema?: unknown }>;

/** The content (media type → schema) of a response, or undefined when it has none. */
function responseContent(operation: OperationObject, status: string): Content | undefined {
  return (operation.responses[status] as { content?: Content } | undefined)?.content;
}

const DOC_ID = 'https://social.test/openapi.json';
/** The same components, objects left open: for request bodies (extra fields are ignored). */
const OPEN_DOC_ID = 'https://social.test/openapi-open.json';

/**
 * Points every `#/components/…` reference at the document registered under `id` and, with
 * `close`, makes every object schema closed (no undeclared properties) unless it says otherwise,
 * so an extra field in a response fails the replay just like a missing one.
 */
function prepare(node: unknown, id: string, close: boolean): unknown {
  if (Array.isArray(node)) {
    return node.map((n) => prepare(n, id, close));
  }
  if (typeof node !== 'object' || node === null) {
    return node;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === 'properties' || key === 'patternProperties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([k, v]) => [
              k,
              prepare(v, id, close),
            ]),
          )
        : prepare(value, id, close);
  }
  if (close && 'properties' in copy && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  if (typeof copy.$ref === 'string') {
    copy.$ref = copy.$ref.replace(/^#\/components\//, `${id}#/components/`);
  }
  return copy;
}

class DocumentValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: prepare(document.components, DOC_ID, true) });
    this.ajv.addSchema({
      $id: OPEN_DOC_ID,
      components: prepare(document.components, OPEN_DOC_ID, false),
    });
  }

  /** A response body against its schema, strict about extra properties. */
  response(id: string, schema: unknown, body: unknown): string[] {
    return this.run(`response ${id}`, () => prepare(schema, DOC_ID, true), body);
  }

  /** A request body against the documented request schema. */
  request(id: string, schema: unknown, body: unknown): string[] {
    return this.run(`request ${id}`, () => prepare(schema, OPEN_DOC_ID, false), body);
  }

  private run(id: string, schema: () => unknown, body: unknown): string[] {
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = this.ajv.compile(schema() as object);
      this.compiled.set(id, validate);
    }
    if (validate(body)) {
      return [];
    }
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  }
}

/** Every node of the document with its JSON pointer. */
function* walk(node: unknown, pointer = '#'): Generator<[Record<string, unknown>, string]> {
  if (typeof node !== 'object' || node === null) {
    return;
  }
  if (!Array.isArray(node)) {
    yield [node as Record<string, unknown>, pointer];
  }
  for (const [key, value] of Object.entries(node)) {
    yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) {
    return undefined;
  }
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Why the document would refuse the request body of a replay the service accepted: no body where
 * one is required, an undocumented media type, or fields its schema refuses. Form and multipart
 * fields arrive as strings: a whole number is read as a number where the schema takes an integer
 * (as a validating proxy reads forms); file parts count as the binary strings they are documented as.
 */
function requestProblems(
  document: OpenAPIObject,
  validator: DocumentValidator,
  op: Operation,
  replay: Replay,
): string[] {
  const body = op.operation.requestBody as { required?: boolean; content?: Content } | undefined;
  let type: string | undefined;
  let fields: Record<string, unknown> | undefined;
  if (replay.json !== undefined) {
    type = 'application/json';
    fields = replay.json as Record<string, unknown>;
  } else if (replay.form && Object.keys(replay.form).length > 0) {
    type = 'application/x-www-form-urlencoded';
    fields = { ...replay.form };
  } else if (replay.multipart) {
    type = 'multipart/form-data';
    fields = {
      ...Object.fromEntries(
        Object.entries(replay.multipart.fields).map(([k, v]) => [k, String(v)]),
      ),
      ...Object.fromEntries(Object.keys(replay.multipart.files ?? {}).map((k) => [k, 'bytes'])),
    };
  } else if (replay.payload !== undefined) {
    return [];
  }
  if (type === undefined || fields === undefined) {
    return body?.required ? ['no body, but the document requires one'] : [];
  }
  const media = body?.content?.[type];
  if (!media?.schema) {
    return [`request body ${type} is not documented`];
  }
  if (type !== 'application/json') {
    const schema = resolve(document, (media.schema as { $ref?: string }).$ref ?? '') as
      { properties?: Record<string, { type?: string; anyOf?: { type?: string }[] }> } | undefined;
    for (const [name, value] of Object.entries(fields)) {
      const property = schema?.properties?.[name];
      const integer =
        property?.type === 'integer' || !!property?.anyOf?.some((s) => s.type === 'integer');
      if (integer && typeof value === 'string' && /^-?\d+$/.test(value)) {
        fields[name] = Number(value);
      }
    }
  }
  return validator.request(op.key, media.schema, fields).map((e) => `request body (${type}) ${e}`);
}

const IMAGE_FORMATS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

describe('OpenAPI document', () => {
  let t: TestApp;
  let limited: TestApp;
  let document: OpenAPIObject;
  let fixtures: Omit<Fixtures, 'world'>;
  let limitedPro: TestUser;
  let limitedModerator: TestUser;

  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    limitedPro = await createUser(limited.app, 'carol');
    limitedModerator = await createUser(limited.app, 'mod', { plan: 'free' });
    await limited.app.get(UsersService).setRole('mod', 'moderator');
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    document = res.json<OpenAPIObject>();
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
    fixtures = {
      pro: await createUser(t.app, 'alice'),
      free: await createUser(t.app, 'bob', { plan: 'free' }),
      moderator: await createUser(t.app, 'mod', { plan: 'free' }),
    };
    await t.app.get(UsersService).setRole('mod', 'moderator');
  });

  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    const problems: string[] = [];
    for (const [node, pointer] of walk(document)) {
      if (typeof node.$ref === 'string' && resolve(document, node.$ref) === undefined) {
        problems.push(`${pointer}: $ref ${node.$ref} does not resolve`);
      }
      if ('nullable' in node && !pointer.endsWith('/properties')) {
        problems.push(`${pointer}: "nullable" is OpenAPI 3.0; 3.1 uses type: [..., "null"]`);
      }
    }
    const ajv = new Ajv2020({ strict: false });
    const checkSchema = (schema: unknown, where: string) => {
      if (!ajv.validateSchema(schema as object)) {
        problems.push(`${where}: not a JSON schema: ${ajv.errorsText(ajv.errors)}`);
      }
    };
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      checkSchema(schema, `components.schemas.${name}`);
    }
    const ids = new Set<string>();
    for (const { key, path, operation } of operations(document)) {
      if (!operation.operationId || ids.has(operation.operationId)) {
        problems.push(`${key}: missing or repeated operationId ${operation.operationId}`);
      }
      ids.add(operation.operationId ?? '');
      if (!operation.summary || !operation.tags?.length) {
        problems.push(`${key}: no summary or tag`);
      }
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(inPath) !== JSON.stringify(declared)) {
        problems.push(`${key}: path parameters ${declared.join(',')} ≠ ${inPath.join(',')}`);
      }
      for (const p of parameters) {
        if ((p.in === 'path' && p.required !== true) || !p.schema) {
          problems.push(`${key}: parameter ${p.name} must be required (path) and have a schema`);
        }
        checkSchema(p.schema, `${key} parameter ${p.name}`);
      }
      const body = operation.requestBody as { content?: Content } | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        checkSchema(media.schema, `${key} request ${type}`);
      }
      // 202: accepted, finished in the background (DELETE /account)
      if (!operation.responses['200'] && !operation.responses['202']) {
        problems.push(`${key}: no 200 or 202 response`);
      }
      for (const status of Object.keys(operation.responses)) {
        const content = responseContent(operation, status);
        if (status === '304') {
          if (content) {
            problems.push(`${key}: a 304 has no body`);
          }
          continue;
        }
        if (!content || Object.keys(content).length === 0) {
          problems.push(`${key}: status ${status} has no content`);
        }
        for (const [type, media] of Object.entries(content ?? {})) {
          const schema = media.schema;
          if (!schema) {
            problems.push(`${key}: status ${status} ${type} has no schema`);
          }
          checkSchema(schema, `${key} ${status} ${type}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has declared tags, a server, a license and operationIds that read as method names', () => {
    const declared = (document.tags ?? []).map((tag) => tag.name);
    expect(document.tags?.every((tag) => (tag.description ?? '').length > 0)).toBe(true);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toMatchObject({ name: expect.any(String) });
    const problems: string[] = [];
    for (const { key, operation } of operations(document)) {
      if (!/^[a-z]+[A-Z][A-Za-z]*$/.test(operation.operationId ?? '')) {
        problems.push(`${key}: operationId ${operation.operationId} is no camelCase method name`);
      }
      for (const tag of operation.tags ?? []) {
        if (!declared.includes(tag)) {
          problems.push(`${key}: tag ${tag} is not declared`);
        }
      }
    }
    expect(problems).toEqual([]);
    const ids = Object.fromEntries(
      operations(document).map(({ key, operation }) => [key, operation.operationId]),
    );
    expect(ids).toMatchObject({
      'GET /api/v0/latest': 'getLatest',
      'POST /api/v0/post': 'createPost',
      'POST /api/v0/star/{post_id}': 'starPost',
      'GET /api/v0/notifications/stream': 'streamNotifications',
    });
  });

  it("gives each error status an example of its own (not a 400's)", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { key, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = (response as { content?: Record<string, { example?: unknown }> }).content?.[
          'application/json'
        ];
        if (Number(status) < 401 || media === undefined) {
          continue;
        }
        const example = media.example as { status?: string; messages?: string[] } | undefined;
        checked += 1;
        if (example?.status !== 'error' || example.messages?.length !== 1) {
          problems.push(`${key} ${status}: no error example`);
        } else if (example.messages[0] === 'The Post field is required.') {
          problems.push(`${key} ${status}: a 400's example`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    const latest = document.paths['/api/v0/pending'].get!.responses as Record<
      string,
      { content: Record<string, { example: { messages: string[] } }> }
    >;
    expect(latest['401'].content['application/json'].example.messages).toEqual([
      'The requested endpoint requires a valid API key.',
    ]);
  });

  it('puts the example of every path parameter on the parameter, not in its schema', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations(document)) {
      for (const parameter of (operation.parameters ?? []) as {
        in: string;
        name: string;
        example?: unknown;
        schema?: { example?: unknown };
      }[]) {
        if (parameter.in !== 'path') {
          continue;
        }
        if (parameter.example === undefined || parameter.schema?.example !== undefined) {
          problems.push(`${key}: ${parameter.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every request body an example per media type, which its schema accepts', () => {
    const validator = new DocumentValidator(document);
    const problems: string[] = [];
    let checked = 0;
    for (const { key, operation } of operations(document)) {
      const body = operation.requestBody as
        | {
            content: Record<
              string,
              { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }
            >;
          }
        | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        const values =
          media.example !== undefined
            ? [media.example]
            : Object.values(media.examples ?? {}).map((e) => e.value);
        if (values.length === 0) {
          problems.push(`${key} ${type}: no example`);
        }
        for (const value of values) {
          checked += 1;
          problems.push(
            ...validator.request(key, media.schema, value).map((e) => `${key} ${type}: ${e}`),
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });

  it('starts the docs page form of POST /account from a body that changes nothing', () => {
    const body = document.paths['/api/v0/account'].post!.requestBody as {
      required: boolean;
      content: Record<string, { examples: Record<string, { value: unknown }> }>;
    };
    // No body is accepted (it changes nothing), so the document does not require one.
    expect(body.required).toBe(false);
    for (const media of Object.values(body.content)) {
      expect(Object.values(media.examples)[0].value).toEqual({});
    }
    const schema = document.components?.schemas?.UpdateAccountDto as {
      properties: Record<string, { example?: unknown; default?: unknown }>;
      required?: string[];
    };
    expect(schema.required ?? []).toEqual([]);
    for (const [field, property] of Object.entries(schema.properties)) {
      expect({ field, example: property.example, default: property.default }).toEqual({
        field,
        example: undefined,
        default: undefined,
      });
    }
  });

  it('describes the events of the stream, not a string', () => {
    const media = responseContent(document.paths['/api/v0/notifications/stream'].get!, '200')![
      'text/event-stream'
    ] as { schema: { type: string; items: { $ref: string } } };
    // The sequence of events (3.1 has no `itemSchema`; 3.2 defines this as its equivalent).
    expect(media.schema).toMatchObject({ type: 'array' });
    const item = media.schema.items;
    const event = resolve(document, item.$ref) as {
      properties: Record<string, { contentMediaType?: string; contentSchema?: { $ref: string } }>;
    };
    expect(Object.keys(event.properties)).toEqual(['event', 'id', 'data', 'retry']);
    expect(event.properties.data).toMatchObject({
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/Notification' },
    });
    const validator = new DocumentValidator(document);
    // `data` is JSON text; its Notification schema is an annotation (contentSchema).
    expect(
      validator.response('stream event', item, {
        event: 'notification',
        id: '42',
        data: '{"id":42,"type":"star","status":"unread"}',
      }),
    ).toEqual([]);
    expect(validator.response('stream event', item, { retry: 3000 })).toEqual([]);
  });

  it('lists the checked-in time zones, whatever the runtime holds', () => {
    const ok = document.paths['/api/v0/settings/timezones'].get!.responses['200'] as unknown as {
      content: {
        'application/json': { schema: { properties: { data: { items: { enum: string[] } } } } };
      };
    };
    expect(ok.content['application/json'].schema.properties.data.items.enum).toEqual(TIMEZONE_LIST);
  });

  it('describes POST /post with explicit optional attachment fields and no defaults', () => {
    const schema = document.components?.schemas?.CreatePostDto as {
      properties: Record<string, { default?: unknown; example?: unknown }>;
      required?: string[];
      patternProperties?: unknown;
    };
    expect(schema.patternProperties).toBeUndefined();
    expect(schema.required).toEqual(['post']);
    for (let n = 0; n < 10; n++) {
      expect(schema.properties[`attachment_type_${n}`]).toMatchObject({ enum: ['text'] });
      expect(schema.properties[`attachment_text_${n}`]).toMatchObject({ maxLength: 10_000 });
    }
    expect(schema.properties.post).toMatchObject({ maxLength: 240 });
    // Empty is taken as absent, as the service does.
    expect(schema.properties.attachment_count).toMatchObject({
      anyOf: [
        { type: 'integer', maximum: 10 },
        { type: 'string', maxLength: 0 },
      ],
    });
    expect(schema.properties.parent_id).toMatchObject({
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', maxLength: 0 },
      ],
    });
    expect(schema.properties.attachment_count.default).toBeUndefined();
    // A form starts from the example: no attachment unless the user asks for one.
    expect(schema.properties.attachment_count.example).toBe(0);
    expect(document.components?.schemas?.CreateUploadDto).toMatchObject({
      properties: { total_bytes: { maximum: 5 * 1024 * 1024 } },
    });
  });

  it('describes the pagination fields and the count metas', () => {
    const pagination = document.components?.schemas?.Pagination as {
      properties: Record<string, { description?: string }>;
    };
    for (const [field, schema] of Object.entries(pagination.properties)) {
      expect({ field, described: (schema.description ?? '').length > 0 }).toEqual({
        field,
        described: true,
      });
    }
    expect(pagination.properties.page_next.description).toMatch(/last page/);
    for (const path of ['/api/v0/notifications/count', '/api/v0/notifications/count/unread']) {
      const ok = document.paths[path].get!.responses['200'];
      expect(ok).toMatchObject({
        content: {
          'application/json': { schema: { properties: { meta: { items: expect.anything() } } } },
        },
      });
    }
  });

  it('lists exactly the routes the app serves', () => {
    const served = t.app
      .get(RouteIndex)
      .list()
      // /metrics is Prometheus' endpoint, no part of the API (docs/operations.md "Monitoring")
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/docs') && r.url !== '/metrics')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = operations(document).map((o) => o.key);
    expect(documented.filter((key) => !DOCUMENTED_ONLY.has(key)).sort()).toEqual(
      served.filter((key) => !DOCUMENTED_ONLY.has(key)),
    );
    for (const key of DOCUMENTED_ONLY) {
      expect(documented).toContain(key);
    }
  });

  it('marks every operation public, pro or moderator, with its security requirement', () => {
    for (const { key, operation } of operations(document)) {
      const access = (operation as { 'x-access'?: string })['x-access'];
      expect({ key, access }).toEqual({
        key,
        access: expect.stringMatching(/^(public|pro|moderator)$/),
      });
      expect({ key, security: operation.security }).toEqual({
        key,
        security: access === 'public' ? [{}, { basic: [] }] : [{ basic: [] }],
      });
      expect(operation.responses['401']).toBeDefined();
      expect(operation.responses['403'] !== undefined).toBe(access !== 'public');
    }
    const hello = operations(document).find((o) => o.key === 'GET /api/v0/hello')!;
    expect(hello.operation.summary).toBe('Greeting (Public)');
  });

  it('documents the success answer of every route', () => {
    const undocumented = operations(document)
      .filter(({ operation }) => {
        const ok = (operation.responses['200'] ?? operation.responses['202']) as
          { content?: unknown } | undefined;
        return !ok?.content;
      })
      .map((o) => o.key);
    expect(undocumented).toEqual([]);
  });

  it('offers form, multipart and JSON bodies, and the chunk as a multipart file', () => {
    const find = (key: string) => operations(document).find((o) => o.key === key)!.operation;
    const bodyTypes = (key: string) =>
      Object.keys((find(key).requestBody as { content: Content }).content);
    const forms = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];
    for (const key of [
      'POST /api/v0/hello',
      'POST /api/v0/post',
      'POST /api/v0/account',
      'POST /api/v0/settings',
      'POST /api/v0/upload',
      'POST /api/v0/upload/{upload_id}/completed',
    ]) {
      expect({ key, types: bodyTypes(key) }).toEqual({ key, types: forms });
    }
    expect(bodyTypes('POST /api/v0/upload/{upload_id}/chunked')).toEqual(['multipart/form-data']);
    expect(document.components?.schemas?.UploadChunkDto).toMatchObject({
      properties: { index: { type: 'integer' }, chunk: { type: 'string', format: 'binary' } },
      required: ['index', 'chunk'],
    });
    expect(Object.keys(responseContent(find('GET /media/{bucket}/{file}'), '200')!)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  it('holds the schemas of every shape of the spec', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'Post',
        'Attachment',
        'UserSummary',
        'Reaction',
        'ReducedPost',
        'Notification',
        'ModerationAction',
        'ModerationQueueItem',
        'Account',
        'Profile',
        'Settings',
        'Upload',
        'Media',
        'Pagination',
        'ErrorEnvelope',
      ]),
    );
  });

  it('matches every documented answer with a real one (replay)', async () => {
    const world = await buildWorld(t, fixtures.pro);
    const validator = new DocumentValidator(document);
    const failures: string[] = [];
    const replayedStatuses = new Map<string, Set<string>>();
    const auth: Record<Who, string | undefined> = {
      anonymous: undefined,
      pro: fixtures.pro.auth,
      free: fixtures.free.auth,
      wrong: basicAuth('alice', 'not-a-key'),
    };

    /** Sends a replay, checks its answer against the document and returns it. */
    const send = async (app: TestApp, op: Operation, replay: Replay) => {
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
      const res = await app.app.inject({
        method: (replay.method ?? op.method) as 'GET',
        url: replay.path,
        headers,
        payload,
      });
      if (replay.status === 'any') {
        return res;
      }
      const caller = typeof who === 'string' ? who : who.username;
      const where = `${op.key} (${caller} → ${replay.path})`;
      const status = String(res.statusCode);
      if (res.statusCode !== replay.status) {
        failures.push(`${where}: expected ${replay.status}, got ${status}: ${res.body}`);
        return res;
      }
      const response = op.operation.responses[status] as
        { headers?: Record<string, { required?: boolean }> } | undefined;
      if (!response) {
        failures.push(`${where}: status ${status} is not documented`);
        return res;
      }
      replayedStatuses.get(op.key)!.add(status);
      for (const [header, { required }] of Object.entries(response.headers ?? {})) {
        const name = header.toLowerCase();
        // This app rate-limits: the RateLimit-* headers optional elsewhere are sent.
        const expected = required || name.startsWith('ratelimit-');
        if (expected && !AWAITING_MERGE.headers.has(name) && res.headers[name] === undefined) {
          failures.push(`${where}: documented header ${header} missing on ${status}`);
        }
      }
      if (res.statusCode >= 200 && res.statusCode < 300) {
        // What the service took, the document must take too (a validating proxy would refuse it).
        failures.push(
          ...requestProblems(document, validator, op, replay).map((e) => `${where}: ${e}`),
        );
      }
      if (status === '304') {
        return res;
      }
      const type = String(res.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      const content = responseContent(op.operation, status) ?? {};
      if (!content[type]) {
        failures.push(
          `${where}: ${status} answered ${type}, documented ${Object.keys(content).join(', ')}`,
        );
        return res;
      }
      if (type in IMAGE_FORMATS) {
        const { format } = await sharp(res.rawPayload).metadata();
        if (format !== IMAGE_FORMATS[type]) {
          failures.push(`${where}: ${type} body is ${format}`);
        }
        return res;
      }
      const errors = validator.response(`${op.key} ${status}`, content[type].schema, res.json());
      failures.push(...errors.map((e) => `${where} ${status}: ${e}`));
      return res;
    };

    const documented = operations(document);
    for (const op of documented) {
      replayedStatuses.set(op.key, new Set());
      if (DOCUMENTED_ONLY.has(op.key)) {
        continue;
      }
      const recipe = REPLAYS[op.key];
      if (!recipe) {
        failures.push(`${op.key}: no replay in REPLAYS`);
        continue;
      }
      const replays = recipe({ ...fixtures, world });
      for (const replay of replays) {
        await send(t, op, replay);
      }
      const { path } = replays[0];
      const access = (op.operation as { 'x-access'?: string })['x-access'];
      await send(t, op, { path, who: 'wrong', status: 401 });
      // No route has PUT; the path exists with the operation's method.
      await send(t, op, { method: 'PUT', path, who: 'pro', status: 405 });
      if (op.path.includes('{')) {
        const long = op.path.replace(/\{\w+\}/, LONG_SEGMENT).replace(/\{(\w+)\}/g, '1');
        await send(t, op, { path: long, who: 'pro', status: 414 });
      }
      if (access === 'pro') {
        await send(t, op, { path, who: 'anonymous', status: 401 });
        await send(t, op, { path, who: 'free', status: 403 });
      }
      if (access === 'moderator') {
        await send(t, op, { path, who: 'anonymous', status: 401 });
        await send(t, op, { path, who: 'pro', status: 403 });
      }
      if (op.operation.responses['304'] && !AWAITING_MERGE.statuses.has('304')) {
        // The ETag of a 200 answer, sent back, is a 304 while nothing changed.
        const first = await send(t, op, { ...replays[0], status: 200 });
        const etag = first.headers.etag;
        const ifNoneMatch = { ...replays[0].headers, 'if-none-match': String(etag) };
        await send(t, op, { ...replays[0], headers: ifNoneMatch, status: 304 });
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
        await send(t, op, { ...keyed, ...bodyOf(1) });
        await send(t, op, { ...keyed, ...bodyOf(2), status: 422 });
      }
      if (op.operation.responses['429']) {
        // One request per minute on the limited app (a new minute for each operation): the second
        // request of the same caller is refused, whatever the first one got.
        limited.clock.advance(61_000);
        const caller: Record<string, string> =
          access === 'pro'
            ? { authorization: limitedPro.auth }
            : access === 'moderator'
              ? { authorization: limitedModerator.auth }
              : { 'x-forwarded-for': '192.0.2.1' };
        const again = {
          ...replays[0],
          who: undefined,
          headers: { ...replays[0].headers, ...caller },
        };
        await send(limited, op, { ...again, status: 'any' });
        await send(limited, op, { ...again, status: 429 });
      }
    }

    for (const op of documented) {
      const idempotencyOnly = (status: string) =>
        status === '409' &&
        (op.operation.responses['409'] as { description: string }).description ===
          IDEMPOTENCY_CONFLICT;
      const missing = Object.keys(op.operation.responses).filter(
        (status) =>
          !NOT_REPLAYED.has(status) &&
          !AWAITING_MERGE.statuses.has(status) &&
          !idempotencyOnly(status) &&
          !DOCUMENTED_ONLY.has(op.key) &&
          !replayedStatuses.get(op.key)?.has(status),
      );
      if (missing.length > 0) {
        failures.push(`${op.key}: documented statuses never replayed: ${missing.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
