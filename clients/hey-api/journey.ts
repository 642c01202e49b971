/**
 * A client journey with the SDK that @hey-api/openapi-ts generates from the served document (into
 * ./generated, which test/hey-api-client.e2e-spec.ts writes before it compiles this file with
 * `tsc --strict` and runs it against a listening server). No type assertions: what the generated
 * functions take and return is what the journey uses.
 */
import { createClient, type Client } from './generated/client';
import {
  completeUpload,
  countUnreadNotifications,
  createPost,
  createStreamTicket,
  createUpload,
  getLatest,
  getPostChildren,
  getProfile,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  starPost,
  updateAccount,
  uploadChunk,
  type Pagination,
  type Post,
} from './generated';

export interface Credentials {
  username: string;
  apiKey: string;
}

export interface HeyApiJourneyOptions {
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

export interface HeyApiJourneyResult {
  postId: number;
  replyId: number;
  attachments: string[];
  threadIds: number[];
  notificationTypes: string[];
  unreadAfterMarking: number;
  latestPages: number[];
  mediaId: number;
  profileImageUrl: string;
  ticketExpiresIn: number;
}

/** A client that signs every request in with Basic credentials (the document's `basic` scheme). */
function clientFor(baseUrl: string, who: Credentials): Client {
  return createClient({ baseUrl, auth: `${who.username}:${who.apiKey}` });
}

/** The body of a successful answer; anything else ends the journey with the error's messages. */
function ok<T>(
  step: string,
  result: { data: T | undefined; error?: unknown; response: Response },
): T {
  if (result.data === undefined) {
    throw new Error(`${step}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

/** Has the list more pages after this one? (`page_next` stays on the last page.) */
function hasNextPage(pagination: Pagination): boolean {
  return pagination.page_next > pagination.page_current;
}

export async function runHeyApiJourney(
  options: HeyApiJourneyOptions,
): Promise<HeyApiJourneyResult> {
  const author = clientFor(options.baseUrl, options.author);
  const reader = clientFor(options.baseUrl, options.reader);

  // A post with two text attachments (the SDK sends JSON).
  const created = ok(
    'createPost',
    await createPost({
      client: author,
      body: {
        post: 'Hello from the generated SDK',
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
    await createPost({ client: reader, body: { post: 'A generated reply', parent_id: postId } }),
  );
  ok('starPost', await starPost({ client: reader, path: { post_id: postId } }));
  await options.publish();

  const thread = ok(
    'getPostChildren',
    await getPostChildren({ client: reader, path: { post_id: postId }, query: { page: 1 } }),
  );

  // The author's notifications: listed, one marked read, then all.
  const notifications = ok(
    'listNotifications',
    await listNotifications({ client: author, query: { page: 1 } }),
  );
  const first = notifications.data[0];
  if (!first) {
    throw new Error('listNotifications: no notification');
  }
  ok(
    'markNotificationRead',
    await markNotificationRead({ client: author, path: { notification_id: first.id } }),
  );
  ok('markAllNotificationsRead', await markAllNotificationsRead({ client: author }));
  const unread = ok('countUnreadNotifications', await countUnreadNotifications({ client: author }));

  // /latest, page after page, to the end.
  const latestPages: number[] = [];
  for (let page = 1; ; page++) {
    const latest = ok('getLatest', await getLatest({ client: reader, query: { page } }));
    latestPages.push(latest.meta.pagination.page_current);
    if (!hasNextPage(latest.meta.pagination)) {
      break;
    }
  }

  // A profile image in two chunks (multipart: the SDK builds the form data), then set as the
  // account's image.
  const half = Math.ceil(options.image.length / 2);
  const chunks = [options.image.slice(0, half), options.image.slice(half)];
  const upload = ok(
    'createUpload',
    await createUpload({
      client: author,
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
      await uploadChunk({
        client: author,
        path: { upload_id: upload.data.id },
        body: { index, chunk: new Blob([bytes], { type: 'image/png' }) },
      }),
    );
  }
  const completed = ok(
    'completeUpload',
    await completeUpload({
      client: author,
      path: { upload_id: upload.data.id },
      body: { total_chunks: chunks.length },
    }),
  );
  const media = completed.data.media[0];
  if (!media) {
    throw new Error('completeUpload: no media item');
  }
  ok('updateAccount', await updateAccount({ client: author, body: { media_id: media.id } }));
  const profile = ok(
    'getProfile',
    await getProfile({ client: reader, path: { username: options.author.username } }),
  );

  // A ticket for a browser's EventSource (the stream itself: clients/typescript/examples).
  const ticket = ok('createStreamTicket', await createStreamTicket({ client: author }));

  return {
    postId,
    replyId: reply.data.id,
    attachments: created.data.attachments.map((a) => a.content),
    threadIds: thread.data.map((p: Post) => p.id),
    notificationTypes: notifications.data.map((n) => n.type),
    unreadAfterMarking: unread.data,
    latestPages,
    mediaId: media.id,
    profileImageUrl: profile.data.profile_image_url,
    ticketExpiresIn: ticket.data.expires_in,
  };
}
