/**
 * A whole client journey with openapi-fetch and the generated types (../api.d.ts): what a client
 * author writes, compiled with `tsc --strict` and without a single type assertion. The e2e test
 * (test/typed-client.e2e-spec.ts) runs it against a listening server.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../api';

type Post = components['schemas']['Post'];
type Pagination = components['schemas']['Pagination'];
type Notification = components['schemas']['Notification'];

/**
 * A user name with their API key (Basic), or with an app's OAuth access token for that user
 * (docs/api.md "Apps and OAuth").
 */
export type Credentials =
  { username: string; apiKey: string } | { username: string; accessToken: string };

export interface JourneyOptions {
  baseUrl: string;
  /** Writes the post, reads its notifications, uploads a profile image. */
  author: Credentials;
  /** Replies to and stars the author's post. */
  reader: Credentials;
  /** A PNG image for the profile. */
  image: Uint8Array;
  /** Makes pending posts public (the service's publisher, run by the caller). */
  publish(): Promise<void>;
}

export interface JourneyResult {
  postId: number;
  replyId: number;
  attachments: string[];
  /** The `page_current` of every /latest page read, in order, and the posts seen. */
  latestPages: number[];
  latestIds: number[];
  notificationTypes: string[];
  unreadAfterMarking: number;
  /** The notification the live stream (opened with a ticket) delivered: the reader's flag. */
  streamed: { type: string; receiverPostId: number; initiatorId: number };
  mediaId: number;
  profileImageUrl: string;
  /** The ids of the posts in the author's account export. */
  exportedPostIds: number[];
  /** The state of the reader's account erasure, as DELETE /account answered it. */
  erasure: string;
  /** The author's block list while the reader was blocked, and the reader's star then. */
  blockedUsernames: string[];
  starWhileBlocked: number;
}

function authorization(who: Credentials): string {
  return 'accessToken' in who
    ? `Bearer ${who.accessToken}`
    : `Basic ${btoa(`${who.username}:${who.apiKey}`)}`;
}

function clientFor(baseUrl: string, who: Credentials): Client<paths> {
  return createClient<paths>({ baseUrl, headers: { Authorization: authorization(who) } });
}

/** The body of a successful answer; anything else ends the journey with the error's messages. */
function ok<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${step}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

/** Enough of a Notification to tell one from other JSON (the service sends the whole object). */
function isNotification(value: unknown): value is Notification {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'type' in value &&
    'receiver_post_id' in value
  );
}

/**
 * The notifications of an event stream (`text/event-stream`), as they arrive. The blocks of
 * `field: value` lines end with an empty line; comment lines (`:`, heartbeats) and the `retry:`
 * block carry no notification. Ending the iteration closes the stream.
 */
async function* notificationEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<Notification> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const fields = new Map<string, string>();
        for (const line of buffer.slice(0, end).split('\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) {
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
        }
        buffer = buffer.slice(end + 2);
        const data = fields.get('data');
        if (fields.get('event') === 'notification' && data !== undefined) {
          // `data` is one Notification, as an item of GET /api/v0/notifications.
          const notification: unknown = JSON.parse(data);
          if (!isNotification(notification)) {
            throw new Error(`streamNotifications: not a notification: ${data}`);
          }
          yield notification;
        }
      }
    }
  } finally {
    await reader.cancel();
  }
}

/** A promise's value, or an error after `ms` milliseconds. */
function within<T>(step: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Has the list more pages after this one? (`page_next` stays on the last page.) */
function hasNextPage(pagination: Pagination): boolean {
  return pagination.page_next > pagination.page_current;
}

export async function runJourney(options: JourneyOptions): Promise<JourneyResult> {
  const author = clientFor(options.baseUrl, options.author);
  const reader = clientFor(options.baseUrl, options.reader);

  // A post with two text attachments, as JSON (form fields work too).
  const created = ok(
    'createPost',
    await author.POST('/api/v0/post', {
      body: {
        post: 'Hello from a typed client',
        attachment_count: 2,
        attachment_type_0: 'text',
        attachment_text_0: 'First attachment',
        attachment_type_1: 'text',
        attachment_text_1: 'Second attachment',
      },
    }),
  );
  const postId = created.data.id;
  await options.publish();

  // The reader replies and stars it.
  const reply = ok(
    'reply',
    await reader.POST('/api/v0/post', { body: { post: 'A typed reply', parent_id: postId } }),
  );
  ok(
    'starPost',
    await reader.POST('/api/v0/star/{post_id}', { params: { path: { post_id: postId } } }),
  );
  await options.publish();

  const thread = ok(
    'getPostChildren',
    await reader.GET('/api/v0/post/children/{post_id}', {
      params: { path: { post_id: postId }, query: { page: 1 } },
    }),
  );
  const [root, ...replies] = thread.data;
  if (!root || root.id !== postId || !replies.some((p: Post) => p.id === reply.data.id)) {
    throw new Error('getPostChildren: the thread does not hold the post and its reply');
  }

  // The author's notifications: listed, one marked read, then all.
  const notifications = ok(
    'listNotifications',
    await author.GET('/api/v0/notifications', { params: { query: { page: 1 } } }),
  );
  const first = notifications.data[0];
  if (!first) {
    throw new Error('listNotifications: no notification');
  }
  ok(
    'markNotificationRead',
    await author.POST('/api/v0/notification/read/{notification_id}', {
      params: { path: { notification_id: first.id } },
    }),
  );
  ok('markAllNotificationsRead', await author.POST('/api/v0/notifications/read'));
  const unread = ok(
    'countUnreadNotifications',
    await author.GET('/api/v0/notifications/count/unread'),
  );

  // The live stream, opened as a browser's EventSource must (it cannot send the Authorization
  // header, and an API key never goes in a URL): a ticket asked for with the key, then the stream
  // with only the ticket in its URL. The reader's flag of the post arrives on it.
  const ticket = ok('createStreamTicket', await author.POST('/api/v0/notifications/stream/ticket'));
  const opened = await createClient<paths>({ baseUrl: options.baseUrl }).GET(
    '/api/v0/notifications/stream',
    { params: { query: { ticket: ticket.data.ticket } }, parseAs: 'stream' },
  );
  if (!opened.response.ok || !opened.data) {
    throw new Error(`streamNotifications: ${opened.response.status}`);
  }
  const events = notificationEvents(opened.data);
  ok(
    'flagPost',
    await reader.POST('/api/v0/flag/{post_id}', { params: { path: { post_id: postId } } }),
  );
  const next = await within('streamNotifications', 10_000, events.next());
  await events.return(undefined);
  if (next.done) {
    throw new Error('streamNotifications: the stream ended without a notification');
  }
  const streamed = next.value;

  // /latest, page after page, to the end.
  const latestPages: number[] = [];
  const latestIds: number[] = [];
  for (let page = 1; ; page++) {
    const latest = ok(
      'getLatest',
      await reader.GET('/api/v0/latest', { params: { query: { page } } }),
    );
    latestPages.push(latest.meta.pagination.page_current);
    latestIds.push(...latest.data.map((post: Post) => post.id));
    if (!hasNextPage(latest.meta.pagination)) {
      break;
    }
  }

  // A profile image in two chunks, then set as the account's image.
  const half = Math.ceil(options.image.length / 2);
  const chunks = [options.image.slice(0, half), options.image.slice(half)];
  const upload = ok(
    'createUpload',
    await author.POST('/api/v0/upload', {
      body: {
        file_type: 'image',
        original_name: 'me.png',
        original_extension: '.png',
        upload_type: 'profile',
        total_bytes: options.image.length,
      },
    }),
  );
  for (const [index, bytes] of chunks.entries()) {
    ok(
      'uploadChunk',
      await author.POST('/api/v0/upload/{upload_id}/chunked', {
        params: { path: { upload_id: upload.data.id } },
        body: { index, chunk: new Blob([bytes], { type: 'image/png' }) },
        bodySerializer(body) {
          const form = new FormData();
          form.append('index', String(body.index));
          form.append('chunk', body.chunk, 'me.png');
          return form;
        },
      }),
    );
  }
  const completed = ok(
    'completeUpload',
    await author.POST('/api/v0/upload/{upload_id}/completed', {
      params: { path: { upload_id: upload.data.id } },
      body: { total_chunks: chunks.length },
    }),
  );
  const media = completed.data.media[0];
  if (!media) {
    throw new Error('completeUpload: no media item');
  }
  ok('updateAccount', await author.POST('/api/v0/account', { body: { media_id: media.id } }));

  const profile = ok(
    'getProfile',
    await reader.GET('/api/v0/profile/{username}', {
      params: { path: { username: options.author.username } },
    }),
  );

  // The author blocks the reader: the reader's star is a 404 (as for a post they may not see).
  ok(
    'blockUser',
    await author.POST('/api/v0/block/{username}', {
      params: { path: { username: options.reader.username } },
    }),
  );
  const blocks = ok(
    'listBlocks',
    await author.GET('/api/v0/blocks', { params: { query: { page: 1 } } }),
  );
  const refused = await reader.POST('/api/v0/star/{post_id}', {
    params: { path: { post_id: postId } },
  });
  ok(
    'unblockUser',
    await author.POST('/api/v0/unblock/{username}', {
      params: { path: { username: options.reader.username } },
    }),
  );

  // All of the author's data as one document (streamed by the service; parsed whole here).
  const exported = ok('exportAccount', await author.GET('/api/v0/account/export'));

  // The reader leaves: their keys stop working at once, the rest is erased in the background.
  const erased = ok(
    'deleteAccount',
    await reader.DELETE('/api/v0/account', { body: { confirm: options.reader.username } }),
  );

  return {
    postId,
    replyId: reply.data.id,
    attachments: created.data.attachments.map((a) => a.content),
    latestPages,
    latestIds,
    notificationTypes: notifications.data.map((n) => n.type),
    unreadAfterMarking: unread.data,
    streamed: {
      type: streamed.type,
      receiverPostId: streamed.receiver_post_id,
      initiatorId: streamed.initiator_id,
    },
    mediaId: media.id,
    blockedUsernames: blocks.data.map((b) => b.user.username),
    starWhileBlocked: refused.response.status,
    profileImageUrl: profile.data.profile_image_url,
    exportedPostIds: exported.data.posts.map((p) => p.id),
    erasure: erased.data.status,
  };
}
