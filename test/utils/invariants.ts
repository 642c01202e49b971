import { RawDatabase } from './raw-database';

export interface StoredPost {
  id: number;
  /** null for a tombstone */
  user_id: number | null;
  parent_id: number;
  conversation_id: number;
  status: 'pending' | 'published' | 'deleted' | 'hidden';
  post: string;
  hidden_from: 'pending' | 'published' | null;
  depth: number;
  sort_order: string | null;
  attachment_count: number;
  replies: number;
  stars: number;
  flags: number;
  bumps: number;
  published_at: number;
}

interface StoredReaction {
  user_id: number;
  post_id: number;
  type: 'star' | 'flag';
  active: number;
}

interface StoredNotification {
  receiver_id: number;
  receiver_post_id: number;
  initiator_id: number;
  initiator_post_id: number;
  type: string;
}

/** The tables the write paths keep consistent with each other, read in full. */
export interface StoredState {
  posts: Map<number, StoredPost>;
  reactions: StoredReaction[];
  notifications: StoredNotification[];
  counters: Map<string, number>;
  users: number;
  ordinals: Map<number, number>;
  attachmentsPerPost: Map<number, number>;
}

export async function readState(db: RawDatabase): Promise<StoredState> {
  // One snapshot: a running service may publish posts between the reads, and a post read as
  // pending next to its notifications read after publication would look like a broken invariant.
  await db.run(db.dialect === 'postgres' ? 'BEGIN ISOLATION LEVEL REPEATABLE READ' : 'BEGIN');
  try {
    return await readTables(db);
  } finally {
    await db.run('COMMIT');
  }
}

async function readTables(db: RawDatabase): Promise<StoredState> {
  const posts = await db.all<StoredPost>(
    `SELECT id, user_id, parent_id, conversation_id, status, post, hidden_from, depth, sort_order,
            attachment_count, replies, stars, flags, bumps, published_at
       FROM posts ORDER BY id`,
  );
  const reactions = await db.all<StoredReaction>(
    `SELECT user_id, post_id, type, active FROM reactions`,
  );
  const notifications = await db.all<StoredNotification>(
    `SELECT receiver_id, receiver_post_id, initiator_id, initiator_post_id, type
       FROM notifications`,
  );
  const counters = await db.all<{ name: string; value: number }>(
    `SELECT name, value FROM counters`,
  );
  const [users] = await db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM users`);
  const ordinals = await db.all<{ parent_id: number; last: number }>(
    `SELECT parent_id, last FROM reply_ordinals`,
  );
  const attachments = await db.all<{ post_id: number; n: number }>(
    `SELECT post_id, COUNT(*) AS n FROM attachments GROUP BY post_id`,
  );
  return {
    posts: new Map(posts.map((p) => [p.id, p])),
    reactions,
    notifications,
    // a total kept in shard rows (`stars_total`, `stars_total:1`, …) is their sum
    counters: counters.reduce((totals, c) => {
      const name = c.name.split(':')[0];
      return totals.set(name, (totals.get(name) ?? 0) + Number(c.value));
    }, new Map<string, number>()),
    users: Number(users.n),
    ordinals: new Map(ordinals.map((o) => [o.parent_id, o.last])),
    attachmentsPerPost: new Map(attachments.map((a) => [a.post_id, Number(a.n)])),
  };
}

/** `post`'s ancestors, nearest first. */
function ancestors(state: StoredState, post: StoredPost): StoredPost[] {
  const chain: StoredPost[] = [];
  for (let p = state.posts.get(post.parent_id); p; p = state.posts.get(p.parent_id)) {
    chain.push(p);
  }
  return chain;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** Differences between two multisets, as readable lines. */
function compareCounts(what: string, expected: Map<string, number>, actual: Map<string, number>) {
  const lines: string[] = [];
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const e = expected.get(key) ?? 0;
    const a = actual.get(key) ?? 0;
    if (e !== a) {
      lines.push(`${what} ${key}: expected ${e}, stored ${a}`);
    }
  }
  return lines;
}

/**
 * Every rule that ties counters, ordinals and notifications to the rows they describe; returns
 * one line per violation (none when the state is consistent):
 * - posts.stars / posts.flags = active reaction rows; counters stars_total / flags_total = active
 *   reaction rows on published posts (an author's reaction on their pending post joins the total
 *   when the publisher publishes the post);
 * - posts.replies = listed descendants (published posts and tombstones); a top-level post's
 *   bumps = listed replies in its thread + first stars (star rows, active or not); a reply's
 *   bumps = 0;
 * - counters.latest_total = published top-level posts, published_total = published posts,
 *   users_total = users; a published (or deleted) top-level post is its own conversation, a reply
 *   is in its root's;
 * - a tombstone (`deleted`) has no author, text, attachments or reactions, and no notification
 *   is about it (as the post received on or the reply that caused it), nor about a missing post;
 * - reply_ordinals.last >= replies under the parent; siblings' sort_orders are distinct; depth =
 *   parent's depth + 1; attachment_count = attachment rows;
 * - exactly one `reply` notification per (published reply, distinct ancestor author other than the
 *   replier), about that author's nearest ancestor (a hidden reply keeps those it had; a reply
 *   with a tombstone among its ancestors is checked by the rule above only: its notifications
 *   about the deleted post went with it); one `star`/`flag` notification per first reaction by
 *   someone other than the author.
 */
export function checkInvariants(state: StoredState): string[] {
  const problems: string[] = [];
  const posts = [...state.posts.values()];
  const active = state.reactions.filter((r) => r.active === 1);
  const activeCount = countBy(active, (r) => `${r.type}:${r.post_id}`);
  const onPublished = active.filter((r) => state.posts.get(r.post_id)?.status === 'published');
  const starRows = countBy(
    state.reactions.filter((r) => r.type === 'star'),
    (r) => String(r.post_id),
  );
  const publishedDescendants = new Map<number, number>();
  const children = new Map<number, StoredPost[]>();
  const listed = (p: StoredPost) => p.status === 'published' || p.status === 'deleted';
  for (const post of posts) {
    if (post.parent_id !== 0) {
      children.set(post.parent_id, [...(children.get(post.parent_id) ?? []), post]);
      if (listed(post)) {
        for (const a of ancestors(state, post)) {
          publishedDescendants.set(a.id, (publishedDescendants.get(a.id) ?? 0) + 1);
        }
      }
    }
  }

  for (const post of posts) {
    const stars = activeCount.get(`star:${post.id}`) ?? 0;
    const flags = activeCount.get(`flag:${post.id}`) ?? 0;
    const replies = publishedDescendants.get(post.id) ?? 0;
    const bumps = post.parent_id === 0 ? replies + (starRows.get(String(post.id)) ?? 0) : 0;
    const attachments = state.attachmentsPerPost.get(post.id) ?? 0;
    for (const [field, expected] of [
      ['stars', stars],
      ['flags', flags],
      ['replies', replies],
      ['bumps', bumps],
      ['attachment_count', attachments],
    ] as const) {
      if (post[field] !== expected) {
        problems.push(`post ${post.id} ${field}: expected ${expected}, stored ${post[field]}`);
      }
    }
    if (post.status === 'deleted') {
      const reactions = state.reactions.filter((r) => r.post_id === post.id).length;
      if (post.user_id !== null || post.post !== '' || attachments > 0 || reactions > 0) {
        problems.push(
          `post ${post.id}: a tombstone with author ${post.user_id}, text "${post.post}", ${attachments} attachments, ${reactions} reactions`,
        );
      }
    }
    if (post.parent_id === 0 && listed(post) && post.conversation_id !== post.id) {
      problems.push(`post ${post.id}: conversation_id ${post.conversation_id}, not its own id`);
    }
    if (post.parent_id !== 0) {
      const chain = ancestors(state, post);
      const root = chain[chain.length - 1];
      if (!root || root.parent_id !== 0) {
        problems.push(`post ${post.id}: its chain of parents does not reach a top-level post`);
      } else if (post.conversation_id !== root.id) {
        problems.push(`post ${post.id}: conversation_id ${post.conversation_id}, root ${root.id}`);
      }
      if (chain[0] && post.depth !== chain[0].depth + 1) {
        problems.push(`post ${post.id}: depth ${post.depth} under a parent at ${chain[0].depth}`);
      }
    }
  }

  for (const [parentId, siblings] of children) {
    const last = state.ordinals.get(parentId) ?? 0;
    if (last < siblings.length) {
      problems.push(`reply_ordinals ${parentId}: last ${last} < ${siblings.length} replies`);
    }
    const orders = siblings.map((s) => s.sort_order);
    if (orders.some((o) => o === null) || new Set(orders).size !== orders.length) {
      problems.push(`replies of ${parentId}: sort_orders not distinct: ${orders.join(', ')}`);
    }
  }

  const expectedCounters: [string, number][] = [
    ['latest_total', posts.filter((p) => p.parent_id === 0 && p.status === 'published').length],
    ['published_total', posts.filter((p) => p.status === 'published').length],
    ['users_total', state.users],
    ['stars_total', onPublished.filter((r) => r.type === 'star').length],
    ['flags_total', onPublished.filter((r) => r.type === 'flag').length],
  ];
  for (const [name, expected] of expectedCounters) {
    const stored = state.counters.get(name);
    if (stored !== undefined && stored !== expected) {
      problems.push(`counters ${name}: expected ${expected}, stored ${stored}`);
    }
  }

  // reply notifications: receiver, receiver post, initiator, initiator post
  const expectedReplyNotes: string[] = [];
  const about = (id: number) => id === 0 || state.posts.get(id)?.status !== 'deleted';
  for (const n of state.notifications) {
    for (const id of [n.receiver_post_id, n.initiator_post_id]) {
      if (id !== 0 && (!state.posts.has(id) || !about(id))) {
        problems.push(`notification ${n.type} to ${n.receiver_id}: about post ${id}, deleted`);
      }
    }
  }
  const underTombstone = (post: StoredPost) =>
    ancestors(state, post).some((a) => a.status === 'deleted');
  const replyNotes = state.notifications.filter(
    (n) =>
      n.type === 'reply' &&
      !underTombstone(state.posts.get(n.initiator_post_id) ?? ({ parent_id: 0 } as StoredPost)),
  );
  for (const post of posts) {
    const notifies =
      post.status === 'published' || (post.status === 'hidden' && post.hidden_from === 'published');
    if (post.parent_id === 0 || !notifies || underTombstone(post)) {
      continue;
    }
    const notified = new Set<number>();
    for (const a of ancestors(state, post)) {
      if (a.user_id !== null && a.user_id !== post.user_id && !notified.has(a.user_id)) {
        notified.add(a.user_id);
        expectedReplyNotes.push(`${a.user_id}/${a.id}<-${post.user_id}/${post.id}`);
      }
    }
  }
  const expectedReactionNotes: string[] = [];
  for (const r of state.reactions) {
    const post = state.posts.get(r.post_id);
    if (post && post.user_id !== r.user_id) {
      const initiator = r.type === 'star' ? r.user_id : 0;
      expectedReactionNotes.push(`${r.type} ${post.user_id}/${post.id}<-${initiator}/0`);
    }
  }
  const key = (n: StoredNotification) =>
    `${n.receiver_id}/${n.receiver_post_id}<-${n.initiator_id}/${n.initiator_post_id}`;
  problems.push(
    ...compareCounts(
      'reply notification',
      countBy(expectedReplyNotes, (k) => k),
      countBy(replyNotes, key),
    ),
    ...compareCounts(
      'reaction notification',
      countBy(expectedReactionNotes, (k) => k),
      countBy(
        // `moderation` notifications report a moderator's action, not a row of another table
        state.notifications.filter((n) => n.type === 'star' || n.type === 'flag'),
        (n) => `${n.type} ${key(n)}`,
      ),
    ),
  );
  return problems;
}
