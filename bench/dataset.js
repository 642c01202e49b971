'use strict';
// The bench dataset: deterministic rows for our schema (no database code here; seed.js loads them).
//
//   generate({ users: 1000, posts: 100000, threadReplies: 200 }) -> { tables, info }
//
// It follows the rules (and the random draws, in the same order) of the reference dataset in
// ../shared/bench-reference/seed/gen.js, so both servers hold the same users, API keys, post ids,
// texts, threads, stars, flags, attachments and notifications, and one harness run compares them:
//   users user00001 … with API key bench-key-00001 … (stored as SHA-256 hex), delay 0, Pro except
//   the last 10, two thirds with an uploaded profile image (media id 1000 + user id);
//   posts: ~30 % replies nested up to depth 8 with 10-segment sort_order paths, one big thread
//   (root = posts - threadReplies, i.e. 99800, with 200 replies up to depth 6); ~30 % of posts with
//   1–6 stars, ~1 % with a flag, ~10 % with 1–3 text attachments;
//   derived values as the write path leaves them: replies = published descendants, bumps and
//   sorted_at from replies and first stars (top-level posts), stars/flags/attachment_count = rows,
//   one `reply` notification per distinct ancestor author other than the replier, one `star` per
//   star on someone else's post, one anonymous `flag` per flag, the last ordinal per parent and the
//   counter rows.
// Instants are epoch milliseconds, truncated to whole seconds: the reference stores wire text
// (whole seconds), so ordering by sorted_at gives the same pages on both servers.
const crypto = require('node:crypto');

const SEGMENT_WIDTHS = [10, 10, 10, 11, 10, 10, 10, 10, 10, 10];
const T0 = Date.parse('2025-01-01T00:00:00.000Z');
const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore ' +
  'et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea ' +
  'commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur ' +
  'excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'
).split(' ');

/** Columns of each table as our migrations define them, in load order (foreign keys first). */
const COLUMNS = {
  users: 'id username display_name bio media_id plan delay_minutes timezone created_at updated_at',
  media: 'id user_id type ext created_at',
  api_keys: 'id user_id name key_hash created_at',
  oauth_apps: 'id client_id secret_hash name website redirect_uris scopes created_at',
  oauth_codes:
    'id app_id user_id code_hash redirect_uri scopes code_challenge expires_at used_at revoked_at created_at',
  oauth_tokens:
    'id code_id app_id user_id access_hash refresh_hash scopes access_expires_at refresh_expires_at created_at',
  posts:
    'id user_id conversation_id parent_id original_id post status type depth sort_order attachment_count ' +
    'replies reposts quotes stars flags reactions bumps created_at updated_at published_at sorted_at',
  attachments: 'id user_id post_id type content sort_order created_at updated_at',
  reply_ordinals: 'parent_id last',
  reactions: 'id user_id post_id type active content created_at updated_at',
  notifications:
    'id receiver_id receiver_post_id initiator_id initiator_post_id type status content created_at updated_at',
};
for (const table of Object.keys(COLUMNS)) {
  COLUMNS[table] = COLUMNS[table].split(' ');
}

const sha256 = (s) => crypto.createHash('sha256').update(s).digest('hex');
const apiKeyFor = (i) => `bench-key-${String(i).padStart(5, '0')}`;
/** The OAuth access token of user i (`--auth bearer`), stored as SHA-256 hex as the service stores it. */
const accessTokenFor = (i) => `bench-token-${String(i).padStart(5, '0')}`;
/** How many users get a key in the rotation (the first Pro users), and so an OAuth token. */
const ROTATING_USERS = 50;
const OAUTH_REDIRECT = 'https://bench.example/callback';
const OAUTH_SCOPES = 'read write notifications';
/** The tokens never expire during a run (the service compares with its wall clock). */
const FAR_FUTURE = Date.parse('2100-01-01T00:00:00.000Z');
const usernameFor = (i) => `user${String(i).padStart(5, '0')}`;
/** sort_order of a reply whose sibling ordinals down from the root are `ords` (length = depth). */
const sortOrder = (ords) =>
  SEGMENT_WIDTHS.map((w, i) => String(ords[i] || 0).padStart(w, '0')).join('/');
/** What the reference's wire text (whole seconds) is in epoch milliseconds. */
const wholeSeconds = (ms) => ms - (ms % 1000);

/** The reference's PRNG (mulberry32), so the same seed draws the same numbers. */
function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate({
  users = 1000,
  posts = 100000,
  threadReplies = 200,
  freeUsers = 10,
  seed = 42,
} = {}) {
  // Stream 1: users and the post tree; stream 2: stars, flags, attachments, notification status.
  const rnd = mulberry32(seed);
  const rnd2 = mulberry32(seed + 1);
  const pick = (n) => Math.floor(rnd() * n);
  const pick2 = (n) => Math.floor(rnd2() * n);
  const text = (r = pick) => {
    const n = 6 + r(40);
    const w = new Array(n);
    for (let i = 0; i < n; i++) {
      w[i] = WORDS[r(WORDS.length)];
    }
    return w.join(' ');
  };

  const U = [],
    M = [],
    K = [];
  for (let i = 1; i <= users; i++) {
    const created = T0 - (users - i) * 60000;
    const mediaId = i % 3 === 0 ? 0 : 1000 + i; // a third use the default alphabet image
    if (mediaId) {
      M.push({
        id: mediaId,
        user_id: i,
        type: 'profile',
        ext: i % 2 ? '.png' : '.jpg',
        created_at: created,
      });
    }
    U.push({
      id: i,
      username: usernameFor(i),
      display_name: `User ${i}`,
      bio: text().slice(0, 160),
      media_id: mediaId,
      plan: i > users - freeUsers ? 'free' : 'pro',
      delay_minutes: 0,
      timezone: 'UTC',
      created_at: created,
      updated_at: created,
    });
    K.push({
      id: i,
      user_id: i,
      name: 'bench',
      key_hash: sha256(apiKeyFor(i)),
      created_at: created,
    });
  }

  // Posts in creation order (id = index + 1); ords/lastChild are the tree bookkeeping.
  const P = new Array(posts);
  const N = []; // notifications; ids are given in time order at the end
  const starWish = new Uint8Array(posts); // stars to add in the second pass (drawn here, in stream 1)
  const mk = (id, userId, parent, ms) => {
    const p = {
      id,
      user_id: userId,
      conversation_id: parent ? parent.conversation_id : id,
      parent_id: parent ? parent.id : 0,
      original_id: 0,
      post: text(),
      status: 'published',
      type: parent ? 'reply' : 'post',
      depth: parent ? parent.depth + 1 : 0,
      sort_order: null,
      attachment_count: 0,
      replies: 0,
      reposts: 0,
      quotes: 0,
      stars: 0,
      flags: 0,
      reactions: 0,
      bumps: 0,
      created_at: ms,
      updated_at: ms,
      published_at: ms,
      sorted_at: ms,
      ords: null,
      lastChild: 0,
    };
    const s = pick(20);
    starWish[id - 1] = s >= 14 ? s - 13 : 0; // ~30 % of posts get 1..6 stars
    if (parent) {
      p.ords = parent.ords ? [...parent.ords, ++parent.lastChild] : [++parent.lastChild];
      p.sort_order = sortOrder(p.ords);
      // what publishing the reply does: every ancestor +1 reply, the root bumped, one
      // notification per distinct ancestor author other than the replier
      const told = new Set([userId]);
      for (let a = parent; a; a = a.parent_id ? P[a.parent_id - 1] : null) {
        a.replies++;
        a.updated_at = ms;
        if (!a.parent_id) {
          a.bumps++;
          a.sorted_at = ms;
        }
        if (!told.has(a.user_id)) {
          told.add(a.user_id);
          N.push({
            receiver_id: a.user_id,
            receiver_post_id: a.id,
            initiator_id: userId,
            initiator_post_id: id,
            type: 'reply',
            created_at: ms,
          });
        }
      }
    }
    P[id - 1] = p;
    return p;
  };
  const bulk = posts - 1 - threadReplies;
  let ms = T0;
  for (let id = 1; id <= bulk; id++) {
    ms += 1000 + pick(60000);
    let parent = null;
    if (id > 100 && rnd() < 0.3) {
      parent = P[id - 2 - pick(Math.min(2000, id - 1))];
      if (parent.depth >= 8) {
        parent = null;
      }
    }
    mk(id, 1 + pick(users), parent, ms);
  }
  // the big thread: a root and threadReplies replies nested up to depth 6 (GET /post/children)
  const rootId = bulk + 1;
  ms += 1000;
  const thread = [mk(rootId, 1 + pick(users), null, ms)];
  for (let k = 1; k <= threadReplies; k++) {
    ms += 1000 + pick(5000);
    let parent = rnd() < 0.4 ? thread[0] : thread[pick(thread.length)];
    if (parent.depth >= 6) {
      parent = thread[0];
    }
    thread.push(mk(rootId + k, 1 + pick(users), parent, ms));
  }

  // Stars from distinct users within a day of the post, a flag on ~1 %, attachments on ~10 %.
  const R = [],
    A = [];
  for (const p of P) {
    const starrers = new Set();
    for (let k = 0; k < starWish[p.id - 1]; k++) {
      const u = 1 + pick2(users);
      if (starrers.has(u)) {
        continue;
      }
      starrers.add(u);
      const at = p.published_at + 60000 + pick2(86400000);
      R.push({ user_id: u, post_id: p.id, type: 'star', created_at: at });
      p.stars++;
      if (at > p.updated_at) {
        p.updated_at = at;
      }
      if (!p.parent_id) {
        p.bumps++;
        if (at > p.sorted_at) {
          p.sorted_at = at;
        }
      }
      if (u !== p.user_id) {
        N.push({
          receiver_id: p.user_id,
          receiver_post_id: p.id,
          initiator_id: u,
          initiator_post_id: 0,
          type: 'star',
          created_at: at,
        });
      }
    }
    if (rnd2() < 0.01) {
      const u = 1 + pick2(users);
      const at = p.published_at + 60000 + pick2(86400000);
      R.push({ user_id: u, post_id: p.id, type: 'flag', created_at: at });
      p.flags++;
      if (at > p.updated_at) {
        p.updated_at = at;
      }
      N.push({
        receiver_id: p.user_id,
        receiver_post_id: p.id,
        initiator_id: 0,
        initiator_post_id: 0,
        type: 'flag',
        created_at: at,
      });
    }
    if (rnd2() < 0.1) {
      const n = 1 + pick2(3);
      for (let k = 0; k < n; k++) {
        const content = text(pick2) + '\n\n' + text(pick2);
        A.push({
          user_id: p.user_id,
          post_id: p.id,
          type: 'text',
          content,
          sort_order: k,
          created_at: p.created_at,
        });
      }
      p.attachment_count = n;
    }
  }

  // ids in time order (lists are newest first); stable sorts, as the reference's
  const byTime = (a, b) => a.created_at - b.created_at;
  R.sort(byTime);
  N.sort(byTime);
  const reactions = R.map((r, i) => {
    const at = wholeSeconds(r.created_at);
    return {
      id: i + 1,
      user_id: r.user_id,
      post_id: r.post_id,
      type: r.type,
      active: 1,
      content: null,
      created_at: at,
      updated_at: at,
    };
  });
  const notifications = N.map((n, i) => {
    const at = wholeSeconds(n.created_at);
    const status = rnd2() < 0.7 ? 'read' : 'unread';
    return { id: i + 1, ...n, status, content: null, created_at: at, updated_at: at };
  });
  const attachments = A.map((a, i) => {
    const at = wholeSeconds(a.created_at);
    return { id: i + 1, ...a, created_at: at, updated_at: at };
  });
  const replyOrdinals = [];
  let latestTotal = 0;
  for (const p of P) {
    if (p.lastChild) {
      replyOrdinals.push({ parent_id: p.id, last: p.lastChild });
    }
    if (p.parent_id === 0) {
      latestTotal++;
    }
    p.ords = undefined;
    p.created_at = wholeSeconds(p.created_at);
    p.updated_at = wholeSeconds(p.updated_at);
    p.published_at = wholeSeconds(p.published_at);
    p.sorted_at = wholeSeconds(p.sorted_at);
  }
  const starsTotal = reactions.reduce((n, r) => n + (r.type === 'star' ? 1 : 0), 0);
  const counters = [
    { name: 'latest_total', value: latestTotal },
    { name: 'published_total', value: P.filter((p) => p.status === 'published').length },
    { name: 'users_total', value: U.length },
    { name: 'stars_total', value: starsTotal },
    { name: 'flags_total', value: reactions.length - starsTotal },
  ];
  // each user's notification total (GET /notifications), as the write path keeps it
  const received = new Map();
  for (const n of notifications) {
    received.set(n.receiver_id, (received.get(n.receiver_id) ?? 0) + 1);
  }
  for (const [receiver, value] of received) {
    counters.push({ name: `notifications_total:${receiver}`, value });
  }

  const oauth = oauthRows(U);
  return {
    tables: {
      users: U,
      media: M,
      api_keys: K,
      ...oauth,
      posts: P,
      attachments,
      reply_ordinals: replyOrdinals,
      reactions,
      notifications,
    },
    counters,
    info: describe({ users: U, posts: P, notifications, rootId, bulk, threadReplies }),
  };
}

/**
 * One public OAuth app and, for each rotating user, the grant (a used code) and one token with
 * every scope: the rows the consent step and the token endpoint leave (oauth.repository.ts), the
 * access and refresh tokens as hex SHA-256 (oauth-hash.ts). No random draws: the other tables
 * stay those of the reference's generator.
 */
function oauthRows(users) {
  const rotating = users.filter((u) => u.plan === 'pro').slice(0, ROTATING_USERS);
  const apps = [
    {
      id: 1,
      client_id: 'bench-app',
      secret_hash: null,
      name: 'bench',
      website: '',
      redirect_uris: JSON.stringify([OAUTH_REDIRECT]),
      scopes: OAUTH_SCOPES,
      created_at: T0,
    },
  ];
  const codes = rotating.map((u, i) => ({
    id: i + 1,
    app_id: 1,
    user_id: u.id,
    code_hash: sha256(`bench-code-${u.id}`),
    redirect_uri: OAUTH_REDIRECT,
    scopes: OAUTH_SCOPES,
    code_challenge: sha256(`bench-verifier-${u.id}`).slice(0, 43),
    expires_at: T0 + 60000,
    used_at: T0 + 1000,
    revoked_at: null,
    created_at: T0,
  }));
  const tokens = rotating.map((u, i) => ({
    id: i + 1,
    code_id: i + 1,
    app_id: 1,
    user_id: u.id,
    access_hash: sha256(accessTokenFor(u.id)),
    refresh_hash: sha256(`bench-refresh-${u.id}`),
    scopes: OAUTH_SCOPES,
    access_expires_at: FAR_FUTURE,
    refresh_expires_at: FAR_FUTURE,
    created_at: T0 + 1000,
  }));
  return { oauth_apps: apps, oauth_codes: codes, oauth_tokens: tokens };
}

/** The ids and credentials the scenarios use. */
function describe({ users, posts, notifications, rootId, bulk, threadReplies }) {
  const pro = users.filter((u) => u.plan === 'pro');
  const free = users.find((u) => u.plan === 'free');
  // GET /timeline/user: the user with the most published posts (ties: the lowest id)
  const count = new Uint32Array(users.length + 1);
  for (const p of posts) {
    count[p.user_id]++;
  }
  let timelineUser = 1;
  for (let i = 1; i <= users.length; i++) {
    if (count[i] > count[timelineUser]) {
      timelineUser = i;
    }
  }
  const received = new Uint32Array(users.length + 1);
  for (const n of notifications) {
    received[n.receiver_id]++;
  }
  const rotating = pro.slice(0, ROTATING_USERS);
  const credentials = rotating.map((u) => `${u.username}:${apiKeyFor(u.id)}`);
  const bearerTokens = rotating.map((u) => accessTokenFor(u.id));
  return {
    users: users.length,
    posts: posts.length,
    threadReplies,
    threadRootId: rootId, // GET /post/children: the root of the big thread
    singleId: rootId - 1, // GET /post/single
    singleAuthor: usernameFor(posts.find((p) => p.id === rootId - 1).user_id), // its web page
    replyParentId: 1, // POST /post as a reply (one hot parent)
    viralParentId: 2, // the viral thread: a top-level post no other scenario writes to
    starRange: [1, bulk], // POST /star targets: every published post before the big thread
    timelineUser: usernameFor(timelineUser),
    timelineUserPosts: count[timelineUser],
    credentials, // 50 Pro users (every one of them has notifications)
    bearerTokens, // the same users' OAuth access tokens (`--auth bearer`), in the same order
    notificationsOfFirst: received[pro[0] ? pro[0].id : 0] || 0,
    freeCredential: free ? `${free.username}:${apiKeyFor(free.id)}` : null,
  };
}

module.exports = {
  generate,
  COLUMNS,
  apiKeyFor,
  accessTokenFor,
  usernameFor,
  sha256,
  sortOrder,
  SEGMENT_WIDTHS,
};
