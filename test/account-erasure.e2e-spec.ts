import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../src/core/errors';
import { ProRequestsService } from '../src/users/pro-requests.service';
import { UsersService } from '../src/users/users.service';
import { CredentialsService } from '../src/users';
import { PasswordResetService } from '../src/modules/identity';
import { INVALID_CREDENTIALS, MISSING_CREDENTIALS } from '../src/auth/auth.errors';
import { Db } from '../src/database/sql';
import { CONFIRM_MISMATCH, ERASURE_ACCEPTED } from '../src/modules/erasure/erasure.controller';
import { ErasureService } from '../src/modules/erasure/erasure.service';
import { ObjectStore } from '../src/modules/uploads/storage/object-store';
import { AccountErasureHooks } from '../src/account-data';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { Finding, scanDatabase } from './utils/erasure-scan';
import { call, CallOptions, expectError } from './utils/http';
import { checkInvariants, readState } from './utils/invariants';
import { createPost, publishedPost, react } from './utils/post-api';
import { openRawDatabase } from './utils/raw-database';
import { resetDatabase } from './utils/reset-database';
import { startS3Server, S3Server } from './utils/s3-server';
import { makeImage, uploadImage } from './utils/uploads';
import { waitUntil } from './utils/wait';

interface Erasure {
  user_id: number;
  status: 'running' | 'done';
}

/** Bumps count history (every first star and published reply ever), not rows that exist now. */
const notBumps = (problems: string[]) => problems.filter((p) => !/ bumps: /.test(p));

async function jobStatus(t: TestApp, userId: number): Promise<string | undefined> {
  const row = await t.app
    .get(Db)
    .get<{ status: string }>(`SELECT status FROM account_erasures WHERE user_id = $1`, [userId]);
  return row?.status;
}

async function erasedOnce(t: TestApp, user: TestUser): Promise<void> {
  const res = await call<Erasure>(t.app, 'DELETE', '/account', {
    auth: user.auth,
    form: { confirm: user.username },
  });
  expect(res.status).toBe(202);
  await waitUntil('the erasure job is done', async () => (await jobStatus(t, user.id)) === 'done');
}

/**
 * Every object of the store (file or S3), read through the service's own store. The test's SQLite
 * files share the file store's folder: they are the database, scanned table by table instead
 * (deleted rows may linger in free pages of a database file until they are reused; docs/api.md).
 */
async function scanStore(t: TestApp, needles: (string | Buffer)[]): Promise<Finding[]> {
  const store = t.app.get(ObjectStore, { strict: false });
  const findings: Finding[] = [];
  for await (const key of store.list('')) {
    if (/\.sqlite(-wal|-shm)?$/.test(key)) {
      continue;
    }
    const object = await store.get(key);
    if (!object) {
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) {
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    for (const needle of needles) {
      if (bytes.includes(typeof needle === 'string' ? Buffer.from(needle) : needle)) {
        findings.push({ where: key, needle: typeof needle === 'string' ? needle : 'media bytes' });
      }
    }
  }
  return findings;
}

/** A window of the stored image's bytes: any copy of them left anywhere would contain it. */
async function mediaBytes(t: TestApp, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  const bytes = res.rawPayload;
  expect(bytes.length).toBeGreaterThan(256);
  return bytes.subarray(bytes.length / 2 - 64, bytes.length / 2 + 64);
}

describe('DELETE /api/v0/account', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  });

  it('answers 401 without credentials', async () => {
    const res = await call(t.app, 'DELETE', '/account', { form: { confirm: 'alice' } });
    expect(expectError(res, 401)).toEqual([MISSING_CREDENTIALS]);
  });

  it('answers 400 without confirm, or with another name, and changes nothing', async () => {
    const bodies: CallOptions[] = [
      { form: {} },
      { form: { confirm: 'bob' } },
      { json: { confirm: 'alic' } },
      { json: { confirm: 12 } },
    ];
    for (const options of bodies) {
      const res = await call(t.app, 'DELETE', '/account', { auth: alice.auth, ...options });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    }
    const wrong = await call(t.app, 'DELETE', '/account', {
      auth: alice.auth,
      form: { confirm: 'bob' },
    });
    expect(wrong.body.messages).toEqual([CONFIRM_MISMATCH]);
    // the two messages docs/api.md lists: missing or empty, and another name
    for (const form of [{}, { confirm: '' }] as Record<string, string>[]) {
      const missing = await call(t.app, 'DELETE', '/account', { auth: alice.auth, form });
      expect(expectError(missing, 400)).toEqual([messages.required('confirm')]);
    }
    expect(messages.required('confirm')).toBe('The Confirm field is required.');
    expect(CONFIRM_MISMATCH).toBe('The Confirm field must be your username.');
    const documented = readFileSync(join(__dirname, '..', 'docs', 'api.md'), 'utf8');
    const section = documented.slice(documented.indexOf('### `DELETE /api/v0/account`'));
    expect(section).toContain(`(\`${messages.required('confirm')}\`)`);
    expect(section).toContain(`(\`${CONFIRM_MISMATCH}\`)`);
    expect((await call(t.app, 'GET', '/account', { auth: alice.auth })).status).toBe(200);
    expect(await jobStatus(t, alice.id)).toBeUndefined();
  });

  it('takes a JSON body and the name in any case; the keys fail at once; the name is free again', async () => {
    const before = (await call<{ count: number }>(t.app, 'GET', '/metric/usernames')).body.data;
    const res = await call<Erasure>(t.app, 'DELETE', '/account', {
      auth: alice.auth,
      json: { confirm: 'ALICE' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      status: 'success',
      messages: [ERASURE_ACCEPTED],
      meta: {},
      data: { user_id: alice.id, status: 'running' },
    });
    // no wait: the keys were deleted before the answer
    const after = await call(t.app, 'GET', '/account', { auth: alice.auth });
    expect(expectError(after, 401)).toEqual([INVALID_CREDENTIALS]);
    await waitUntil(
      'the erasure job is done',
      async () => (await jobStatus(t, alice.id)) === 'done',
    );
    expect((await call<{ count: number }>(t.app, 'GET', '/metric/usernames')).body.data).toEqual({
      count: before.count - 1,
    });
    expect((await call(t.app, 'GET', '/profile/alice')).status).toBe(404);

    const again = await createUser(t.app, 'Alice');
    const account = await call<{ username: string; bio: string }>(t.app, 'GET', '/account', {
      auth: again.auth,
    });
    expect(account.body.data).toMatchObject({ username: 'Alice', bio: '' });
    expect((await call<{ count: number }>(t.app, 'GET', '/metric/usernames')).body.data).toEqual(
      before,
    );
  });

  it('withdraws the stars and flags the user gave, so every counter and total agrees with the rows', async () => {
    const post = await publishedPost(t, bob, 'a post of bob');
    await react(t.app, alice, 'star', post.id);
    await react(t.app, alice, 'flag', post.id);
    const carol = await createUser(t.app, 'carol');
    await react(t.app, carol, 'star', post.id);
    await erasedOnce(t, alice);

    const single = await call<{ stars: number; flags: number }[]>(
      t.app,
      'GET',
      `/post/single/${post.id}`,
    );
    expect(single.body.data[0]).toMatchObject({ stars: 1, flags: 0 });
    const stars = await call<unknown[]>(t.app, 'GET', '/reactions/stars/all');
    expect(stars.body.data).toHaveLength(1);
    expect((stars.body.meta as { pagination: { total_results: number } }).pagination).toMatchObject(
      { total_results: 1 },
    );
    const flags = await call<unknown[]>(t.app, 'GET', '/reactions/flags/all');
    expect(flags.body.data).toHaveLength(0);
    expect((flags.body.meta as { pagination: { total_results: number } }).pagination).toMatchObject(
      { total_results: 0 },
    );
    // bob's notifications of alice's star and of her (anonymous) flag went with them
    const notifications = await call<{ type: string; initiator_id: number }[]>(
      t.app,
      'GET',
      '/notifications',
      { auth: bob.auth },
    );
    expect(notifications.body.data.map((n) => [n.type, n.initiator_id])).toEqual([
      ['star', carol.id],
    ]);
    const db = await openRawDatabase(t.database.url);
    try {
      expect(notBumps(checkInvariants(await readState(db)))).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('keeps every moderation log entry about and by the erased user, without names or reasons', async () => {
    const users = t.app.get(UsersService);
    await users.setRole(bob.username, 'moderator');
    const carol = await createUser(t.app, 'carol');
    await users.setRole(alice.username, 'moderator');
    const mod = (path: string, auth: TestUser['auth'], reason?: string) =>
      call(t.app, 'POST', path, { auth, form: reason ? { reason } : {} });
    const post = await publishedPost(t, alice, 'a post of alice');
    const carols = await publishedPost(t, carol, 'a post of carol');
    // bob acts on alice: her post hidden and restored, her account suspended and unsuspended
    expect((await mod(`/moderation/hide/${post.id}`, bob.auth, 'hide-reason-q1')).status).toBe(200);
    expect((await mod(`/moderation/restore/${post.id}`, bob.auth)).status).toBe(200);
    expect((await mod(`/moderation/suspend/alice`, bob.auth, 'spam-reason-q2')).status).toBe(200);
    expect((await mod(`/moderation/unsuspend/alice`, bob.auth)).status).toBe(200);
    // alice, as a moderator, acts on carol
    expect((await mod(`/moderation/hide/${carols.id}`, alice.auth, 'her-reason-q3')).status).toBe(
      200,
    );
    const log = async () =>
      (await call<Record<string, unknown>[]>(t.app, 'GET', '/moderation/log', { auth: bob.auth }))
        .body.data;
    const before = await log();
    expect(before).toHaveLength(5);

    await erasedOnce(t, alice);

    const after = await log();
    const gone = { user_id: alice.id, username: null };
    expect(after.map((e) => ({ ...e, created_at: undefined }))).toEqual([
      {
        ...before[0],
        created_at: undefined,
        moderator_id: alice.id,
        moderator: null,
        reason: null,
      },
      { ...before[1], created_at: undefined, ...gone },
      { ...before[2], created_at: undefined, ...gone, reason: null },
      { ...before[3], created_at: undefined, ...gone },
      { ...before[4], created_at: undefined, ...gone, reason: null },
    ]);
    expect(after.map((e) => [e.action, e.post_id, e.moderator_id])).toEqual([
      ['hide', carols.id, alice.id],
      ['unsuspend', 0, bob.id],
      ['suspend', 0, bob.id],
      ['restore', post.id, bob.id],
      ['hide', post.id, bob.id],
    ]);
    expect(after.map((e) => e.created_at)).toEqual(before.map((e) => e.created_at));
    expect(
      await scanDatabase(t.app.get(Db), ['hide-reason-q1', 'spam-reason-q2', 'her-reason-q3']),
    ).toEqual([]);
  });

  it('runs a job once even when asked twice at the same time in one instance', async () => {
    const post = await publishedPost(t, bob, 'a post of bob');
    await react(t.app, alice, 'star', post.id);
    const erasure = t.app.get(ErasureService);
    const job = await erasure.request(alice.id);
    const outcomes = await Promise.all([
      erasure.run(job.id),
      erasure.run(job.id),
      erasure.runDue(),
    ]);
    expect(outcomes[0]).toBe(outcomes[1]);
    await waitUntil(
      'the erasure job is done',
      async () => (await jobStatus(t, alice.id)) === 'done',
    );
    expect((await call<{ count: number }>(t.app, 'GET', '/metric/usernames')).body.data).toEqual({
      count: 1,
    });
    const [row] = await t.app
      .get(Db)
      .all<{ stars: number }>(`SELECT stars FROM posts WHERE id = $1`, [post.id]);
    expect(row.stars).toBe(0);
  });
});

/**
 * Erasure proven, not assumed: a user who did everything the API allows is erased; then every
 * column of every table and every object of the store is searched for their texts, names and
 * image bytes. On the file store, and on S3 (s3rver).
 */
describe.each(['file', 's3'] as const)('account erasure leaves no trace (%s store)', (kind) => {
  let t: TestApp;
  let s3: S3Server | undefined;

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ env: s3 ? s3.env('store') : {} });
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  it('finds none of their texts, username, display name, bio or media bytes anywhere', async () => {
    expect(t.app.get(AccountErasureHooks).ordered.map((s) => s.name)).toEqual([
      'oauth',
      'password resets',
      'reactions',
      'posts',
      'blocks',
      'moderation',
      'notifications',
      'idempotency',
      'uploads',
    ]);
    const victim = await createUser(t.app, 'Zq_victim_7');
    // asked for Pro once: the request, granted, stays until the erasure
    await t.app.get(UsersService).setPlan(victim.username, 'free');
    await t.app.get(ProRequestsService).requestPro(victim.id);
    await t.app.get(UsersService).setPlan(victim.username, 'pro');
    const other = await createUser(t.app, 'other');
    const texts = {
      displayName: 'Xylophone Quetzal',
      bio: 'bio-wq7-unique marker',
      post: 'post-text-vv81 of the victim',
      attachment: 'attachment-text-kk42',
      reply: 'reply-text-pp93',
      reason: 'reason-text-mm57 of the moderator',
    };

    // the profile, set with an Idempotency-Key (its stored answer holds the name and bio)
    const image = await makeImage('png');
    const uploaded = await uploadImage(t.app, victim.auth, image, '.png', 2);
    expect(uploaded.status).toBe(200);
    const media = uploaded.body.data.media[0];
    const profile = await call(t.app, 'POST', '/account', {
      auth: victim.auth,
      headers: { 'idempotency-key': 'profile-1' },
      form: { display_name: texts.displayName, bio: texts.bio, media_id: media.id },
    });
    expect(profile.status).toBe(200);
    // an upload left open: its chunk is in the store
    const open = await call<{ id: number }>(t.app, 'POST', '/upload', {
      auth: victim.auth,
      form: {
        file_type: 'image',
        original_name: 'open.png',
        original_extension: '.png',
        upload_type: 'profile',
        total_bytes: image.length,
      },
    });
    expect(open.status).toBe(200);
    const bytes = await mediaBytes(t, media.url_location);

    // stars and flags given; notifications caused
    const others = await publishedPost(t, other, 'a post of another user');
    await react(t.app, victim, 'star', others.id);
    await react(t.app, victim, 'flag', others.id);
    // blocks made and received
    const third = await createUser(t.app, 'third');
    expect(
      (await call(t.app, 'POST', `/block/${third.username}`, { auth: victim.auth })).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', `/block/${victim.username}`, { auth: third.auth })).status,
    ).toBe(200);
    // as a moderator: an action with a reason of their own (kept in the log without it)
    await t.app.get(UsersService).setRole(victim.username, 'moderator');
    const hidden = await call(t.app, 'POST', `/moderation/hide/${others.id}`, {
      auth: victim.auth,
      form: { reason: texts.reason },
    });
    expect(hidden.status).toBe(200);
    expect(
      (await call(t.app, 'POST', `/moderation/restore/${others.id}`, { auth: victim.auth })).status,
    ).toBe(200);

    // the web pages' credentials: an email, a password, a session and a reset token
    const db0 = t.app.get(Db);
    await db0.run(`UPDATE users SET email = 'victim-ee31@example.test' WHERE id = $1`, [victim.id]);
    await t.app.get(CredentialsService).setPassword(victim.id, 'victim password 77', null);
    const session = await t.app.get(CredentialsService).startSession(victim.id);
    await t.app.get(PasswordResetService).request('victim-ee31@example.test', '192.0.2.1');
    await waitUntil(
      'the reset token exists',
      async () =>
        (await db0.all(`SELECT id FROM password_resets WHERE user_id = $1`, [victim.id])).length ===
        1,
    );
    const [{ password_hash: passwordHash }] = await db0.all<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE id = $1`,
      [victim.id],
    );

    const needles = [
      passwordHash,
      'victim-ee31@example.test',
      victim.username,
      texts.displayName,
      texts.bio,
      'open.png',
      texts.post,
      texts.attachment,
      texts.reply,
      texts.reason,
    ];
    // posted (with an attachment, and a pending one), replied, was replied to and starred
    const own = await publishedPost(t, victim, {
      post: texts.post,
      attachment_count: 1,
      attachment_type_0: 'text',
      attachment_text_0: texts.attachment,
    });
    const reply = await publishedPost(t, victim, { post: texts.reply, parent_id: others.id });
    const answer = await publishedPost(t, other, {
      post: 'a reply to the victim',
      parent_id: own.id,
    });
    await react(t.app, other, 'star', own.id);
    const pending = await createPost(t.app, victim, `${texts.post} pending`);
    // another moderator hides and restores the victim's post, with a reason quoting it
    await t.app.get(UsersService).setRole(other.username, 'moderator');
    const quoted = `${texts.post} quoted`;
    needles.push(quoted);
    for (const [action, reason] of [
      ['hide', quoted],
      ['restore', ''],
    ]) {
      const res = await call(t.app, 'POST', `/moderation/${action}/${own.id}`, {
        auth: other.auth,
        form: reason ? { reason } : {},
      });
      expect(res.status).toBe(200);
    }
    const before = await scanDatabase(t.app.get(Db), needles);
    expect(before.length).toBeGreaterThan(3);
    expect(await scanStore(t, [bytes])).not.toEqual([]);

    await erasedOnce(t, victim);
    expect(await t.app.get(CredentialsService).sessionUser(session)).toBeNull();
    expect(await db0.all(`SELECT id FROM password_resets`)).toEqual([]);

    expect(await scanDatabase(t.app.get(Db), needles)).toEqual([]);
    expect(await scanStore(t, [bytes, ...needles])).toEqual([]);
    expect(
      await t.app.get(Db).all('SELECT id FROM pro_requests WHERE user_id = $1', [victim.id]),
    ).toEqual([]);
    // what the delete rules keep: the replied-to post as a tombstone holding its reply, nothing
    // of the posts without replies
    const rows = await t.app
      .get(Db)
      .all<{ id: number; user_id: number | null; post: string; status: string; stars: number }>(
        `SELECT id, user_id, post, status, stars FROM posts WHERE ${t.app.get(Db).inIds('id', 1)} ORDER BY id`,
        [t.app.get(Db).idList([own.id, reply.id, answer.id, pending.id])],
      );
    expect(rows).toEqual([
      { id: own.id, user_id: null, post: '', status: 'deleted', stars: 0 },
      {
        id: answer.id,
        user_id: other.id,
        post: 'a reply to the victim',
        status: 'published',
        stars: 0,
      },
    ]);
    const db = await openRawDatabase(t.database.url);
    try {
      expect(notBumps(checkInvariants(await readState(db)))).toEqual([]);
    } finally {
      await db.close();
    }
    expect((await call<{ count: number }>(t.app, 'GET', '/metric/usernames')).body.data).toEqual({
      count: 2, // other and third
    });
  });
});
