/**
 * A moderator's journey with openapi-fetch and the generated types (../api.d.ts): the queue, a
 * hide and a restore with reasons, a suspension and its end, the log. Compiled with `tsc --strict`
 * without type assertions; test/typed-client.e2e-spec.ts runs it against a listening server.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../api';

type ModerationAction = components['schemas']['ModerationAction'];

export interface ModeratorCredentials {
  username: string;
  apiKey: string;
}

export interface ModerationJourneyOptions {
  baseUrl: string;
  /** An account with the moderator role (granted by the admin CLI). */
  moderator: ModeratorCredentials;
  /** The user to suspend and reinstate. */
  suspend: string;
}

export interface ModerationJourneyResult {
  /** The flagged posts of the first queue page and their flag counts. */
  queue: { postId: number; flags: number }[];
  /** The author's view of the post after the hide, as the queue showed it. */
  hiddenStatus: string | undefined;
  /** The actions of the log's first page, newest first. */
  log: ModerationAction['action'][];
}

function ok<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${step}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

export async function runModerationJourney(
  options: ModerationJourneyOptions,
): Promise<ModerationJourneyResult> {
  const { username, apiKey } = options.moderator;
  const moderator: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Basic ${btoa(`${username}:${apiKey}`)}` },
  });

  const queue = ok(
    'listModerationQueue',
    await moderator.GET('/api/v0/moderation/queue', { params: { query: { page: 1 } } }),
  ).data;
  const first = queue[0];
  if (first === undefined) {
    throw new Error('listModerationQueue: the queue is empty');
  }
  const post = { params: { path: { post_id: first.post_id } } };
  ok(
    'hideModeratedPost',
    await moderator.POST('/api/v0/moderation/hide/{post_id}', {
      ...post,
      body: { reason: 'Abusive.' },
    }),
  );
  const afterHide = ok(
    'listModerationQueue',
    await moderator.GET('/api/v0/moderation/queue', { params: { query: { page: 1 } } }),
  ).data;
  ok(
    'restoreModeratedPost',
    await moderator.POST('/api/v0/moderation/restore/{post_id}', {
      ...post,
      body: { reason: 'On appeal.' },
    }),
  );
  ok('dismissModeratedPost', await moderator.POST('/api/v0/moderation/dismiss/{post_id}', post));

  const account = { params: { path: { username: options.suspend } } };
  ok('suspendUser', await moderator.POST('/api/v0/moderation/suspend/{username}', account));
  ok('unsuspendUser', await moderator.POST('/api/v0/moderation/unsuspend/{username}', account));

  const log = ok(
    'listModerationLog',
    await moderator.GET('/api/v0/moderation/log', { params: { query: { page: 1 } } }),
  ).data;
  return {
    queue: queue.map((item) => ({ postId: item.post_id, flags: item.flags })),
    hiddenStatus: afterHide.find((item) => item.post_id === first.post_id)?.post.status,
    log: log.map((entry) => entry.action),
  };
}
