import { ConflictException } from '@nestjs/common';
import type { Response } from 'light-my-request';
import { AmbientTransaction, Db } from '../src/database/sql';
import { IdempotencyJobs } from '../src/idempotency/idempotency.jobs';
import { KeyLocks } from '../src/idempotency/key-locks';
import {
  IDEMPOTENCY_TTL_MS,
  KEY_IN_USE,
  KEY_REUSED,
  KEY_SYNTAX,
} from '../src/idempotency/idempotency.service';
import { PostsService } from '../src/modules/posts/posts.service';
import { ProbeModule } from './support/probe.controller';
import { createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { resetDatabase } from './utils/reset-database';
import { publishDue } from './utils/post-api';
import { multipart } from './utils/uploads';

interface Sent {
  form?: Record<string, string | number>;
  multipart?: { headers: Record<string, string>; payload: Buffer };
  key?: string | string[];
  auth?: string;
  headers?: Record<string, string>;
}

/** What a client compares: status, the replayed headers and the body bytes. */
function finalAnswer(res: Response) {
  return {
    status: res.statusCode,
    contentType: res.headers['content-type'],
    location: res.headers.location,
    body: res.body,
  };
}

/**
 * Idempotency-Key on POST (docs/api.md "Safe retries"), on SQLite or, with TEST_DATABASE_URL, on
 * PostgreSQL. The concurrent retries run through inject() at the same time; a client that gets
 * 409 waits Retry-After (1 s) and tries again, as a client should.
 */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let db: Db;

  const send = (path: string, sent: Sent): Promise<Response> => {
    const headers: Record<string, string | string[]> = { ...sent.headers };
    if (sent.auth !== undefined) {
      headers.authorization = sent.auth;
    }
    if (sent.key !== undefined) {
      headers['idempotency-key'] = sent.key;
    }
    let payload: string | Buffer | undefined;
    if (sent.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(sent.form).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    } else if (sent.multipart) {
      Object.assign(headers, sent.multipart.headers);
      payload = sent.multipart.payload;
    }
    return t.app.inject({ method: 'POST', url: `/api/v0${path}`, headers, payload });
  };

  /** A client that retries after Retry-After while the first attempt still runs. */
  const sendUntilFinal = async (path: string, sent: Sent): Promise<Response> => {
    for (let attempt = 0; attempt < 60; attempt++) {
      const res = await send(path, sent);
      if (res.statusCode !== 409) {
        return res;
      }
      expect(res.json<{ messages: string[] }>().messages).toEqual([KEY_IN_USE]);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
    throw new Error(`${path} stayed 409`);
  };

  /** 20 retries of one request at once: 20 identical final answers, one of them not a replay. */
  const twentyAtOnce = async (path: string, sent: Sent): Promise<Response[]> => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendUntilFinal(path, sent)));
    const first = finalAnswer(answers[0]);
    expect(answers.map(finalAnswer)).toEqual(answers.map(() => first));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    return answers;
  };

  const count = async (sql: string, params: (string | number)[] = []) =>
    Number((await db.get<{ n: number }>(sql, params))!.n);

  beforeAll(async () => {
    t = await createTestApp({ imports: [ProbeModule] });
    db = t.app.get(Db);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
  });

  it('20 concurrent retries of POST /post make one post and get one answer, byte for byte', async () => {
    const answers = await twentyAtOnce('/post', {
      auth: alice.auth,
      key: 'post-key-1',
      form: { post: 'only once' },
    });
    expect(answers[0].statusCode).toBe(200);
    expect(await count(`SELECT COUNT(*) AS n FROM posts WHERE user_id = $1`, [alice.id])).toBe(1);
    expect(await count(`SELECT COUNT(*) AS n FROM idempotency_records`)).toBe(1);
    // later retries, in another field order, are the same request and replayed too
    const later = await send('/post', {
      auth: alice.auth,
      key: 'post-key-1',
      form: { post: 'only once' },
    });
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toBe(answers[0].body);
  });

  it('20 concurrent retries of a star, an upload creation and an account change', async () => {
    const post = await sendUntilFinal('/post', { auth: bob.auth, form: { post: 'to star' } });
    const postId = post.json<{ data: { id: number } }>().data.id;
    await publishDue(t.app, t.clock);

    const stars = await twentyAtOnce(`/star/${postId}`, { auth: alice.auth, key: 'star-1' });
    expect(stars[0].statusCode).toBe(200);
    expect(await count(`SELECT stars AS n FROM posts WHERE id = $1`, [postId])).toBe(1);
    expect(await count(`SELECT COUNT(*) AS n FROM reactions`)).toBe(1);
    expect(await count(`SELECT COUNT(*) AS n FROM notifications`)).toBe(1);

    const uploadForm = {
      file_type: 'image',
      original_name: 'me.png',
      original_extension: '.png',
      upload_type: 'profile',
      total_bytes: 100,
    };
    const uploads = await twentyAtOnce('/upload', {
      auth: alice.auth,
      key: 'upload-1',
      form: uploadForm,
    });
    expect(uploads[0].statusCode).toBe(200);
    expect(await count(`SELECT COUNT(*) AS n FROM uploads`)).toBe(1);

    const accounts = await twentyAtOnce('/account', {
      auth: alice.auth,
      key: 'account-1',
      form: { bio: 'written once' },
    });
    expect(accounts[0].statusCode).toBe(200);
    expect(accounts[0].json<{ data: { bio: string } }>().data.bio).toBe('written once');
  });

  it('answers 422 to the same key with another request, and keeps keys per user', async () => {
    const first = await send('/post', { auth: alice.auth, key: 'k', form: { post: 'one' } });
    expect(first.statusCode).toBe(200);
    for (const [path, form] of [
      ['/post', { post: 'two' }],
      ['/post', { post: 'one', parent_id: 0 }],
      ['/hello', { post: 'one' }],
    ] as const) {
      const other = await send(path, { auth: alice.auth, key: 'k', form });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        status: 'error',
        messages: [KEY_REUSED],
        meta: {},
        data: {},
      });
      expect(other.headers['idempotent-replayed']).toBeUndefined();
    }
    // bob's identical key is his own: his post is made
    const bobs = await send('/post', { auth: bob.auth, key: 'k', form: { post: 'one' } });
    expect(bobs.statusCode).toBe(200);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(bobs.json<{ data: { user_id: number } }>().data.user_id).toBe(bob.id);
    expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(2);
  });

  it('fingerprints a multipart file part by its content', async () => {
    const upload = await send('/upload', {
      auth: alice.auth,
      form: {
        file_type: 'image',
        original_name: 'me.png',
        original_extension: '.png',
        upload_type: 'profile',
        total_bytes: 100,
      },
    });
    const uploadId = upload.json<{ data: { id: number } }>().data.id;
    const chunk = (content: string) =>
      multipart({ index: 0 }, { chunk: { filename: 'blob', content: Buffer.from(content) } });
    const first = await send(`/upload/${uploadId}/chunked`, {
      auth: alice.auth,
      key: 'chunk-0',
      multipart: chunk('a'.repeat(50)),
    });
    expect(first.statusCode).toBe(200);
    // the same bytes (another boundary): replayed, the chunk is not appended twice
    const again = await send(`/upload/${uploadId}/chunked`, {
      auth: alice.auth,
      key: 'chunk-0',
      multipart: chunk('a'.repeat(50)),
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(`SELECT received_bytes AS n FROM uploads WHERE id = $1`, [uploadId])).toBe(
      50,
    );
    const otherBytes = await send(`/upload/${uploadId}/chunked`, {
      auth: alice.auth,
      key: 'chunk-0',
      multipart: chunk('b'.repeat(50)),
    });
    expect(otherBytes.statusCode).toBe(422);
  });

  it('stores a 4xx answer (without the writes) and replays it', async () => {
    const missing = await send('/star/999999', { auth: alice.auth, key: 'star-missing' });
    expect(missing.statusCode).toBe(404);
    const replayed = await send('/star/999999', { auth: alice.auth, key: 'star-missing' });
    expect(finalAnswer(replayed)).toEqual(finalAnswer(missing));
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    const invalid = await send('/post', { auth: alice.auth, key: 'bad-post', form: { post: '' } });
    expect(invalid.statusCode).toBe(400);
    const invalidAgain = await send('/post', {
      auth: alice.auth,
      key: 'bad-post',
      form: { post: '' },
    });
    expect(invalidAgain.headers['idempotent-replayed']).toBe('true');
    expect(invalidAgain.body).toBe(invalid.body);
    expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(0);

    // a 4xx raised after a write: the write is undone, the 4xx stored
    const posts = t.app.get(PostsService);
    const create = posts.create.bind(posts);
    const spy = jest.spyOn(posts, 'create').mockImplementationOnce(async (...args) => {
      await create(...args);
      throw new ConflictException('refused after the write');
    });
    try {
      const refused = await send('/post', { auth: alice.auth, key: 'p4', form: { post: 'x' } });
      expect(refused.statusCode).toBe(409);
      expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(0);
      const again = await send('/post', { auth: alice.auth, key: 'p4', form: { post: 'x' } });
      expect(finalAnswer(again)).toEqual(finalAnswer(refused));
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(0);
  });

  it('rolls back the writes of a 5xx answer and does not store it', async () => {
    const posts = t.app.get(PostsService);
    const create = posts.create.bind(posts);
    // the post is written, then the request fails
    const spy = jest.spyOn(posts, 'create').mockImplementationOnce(async (...args) => {
      await create(...args);
      throw new Error('failed after the write');
    });
    try {
      const failed = await send('/post', { auth: alice.auth, key: 'p5', form: { post: 'x' } });
      expect(failed.statusCode).toBe(500);
      expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(0);
      expect(await count(`SELECT COUNT(*) AS n FROM idempotency_records`)).toBe(0);
      const retried = await send('/post', { auth: alice.auth, key: 'p5', form: { post: 'x' } });
      expect(retried.statusCode).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    // an unexpected crash is not stored either: each attempt runs
    for (let i = 0; i < 2; i++) {
      const crash = await send('/probe/crash', { key: 'crash' });
      expect(crash.statusCode).toBe(500);
      expect(crash.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('answers 400 to a key that is not 1 to 255 visible ASCII characters, and writes nothing', async () => {
    for (const key of ['', 'a'.repeat(256), 'with space', 'tab\there', 'é', ['a', 'a']]) {
      const res = await send('/post', { auth: alice.auth, key, form: { post: 'never' } });
      expect({ key, status: res.statusCode }).toEqual({ key, status: 400 });
      expect(res.json<{ messages: string[] }>().messages).toEqual([KEY_SYNTAX]);
    }
    expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(0);
    const longest = await send('/post', {
      auth: alice.auth,
      key: '~'.repeat(255),
      form: { post: 'ok' },
    });
    expect(longest.statusCode).toBe(200);
  });

  it('keys anonymous requests by client address, and ignores the key with wrong credentials', async () => {
    const first = await send('/hello', { key: 'anon', form: { name: 'Ann' } });
    const again = await send('/hello', {
      key: 'anon',
      form: { name: 'Ann' },
      headers: { origin: 'https://client.example' },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    // a browser client may read it
    expect(String(again.headers['access-control-expose-headers'])).toContain('Idempotent-Replayed');
    expect(again.body).toBe(first.body);
    // a missing or wrong key is the auth guard's 401, not stored: the right credentials then work
    const noAuth = await send('/post', { key: 'late-auth', form: { post: 'p' } });
    expect(noAuth.statusCode).toBe(401);
    const withAuth = await send('/post', {
      auth: alice.auth,
      key: 'late-auth',
      form: { post: 'p' },
    });
    expect(withAuth.statusCode).toBe(200);
    expect(withAuth.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets an answer after 24 hours; the job deletes expired records', async () => {
    const sent: Sent = { auth: alice.auth, key: 'day', form: { post: 'daily' } };
    expect((await send('/post', sent)).statusCode).toBe(200);
    t.clock.advance(IDEMPOTENCY_TTL_MS - 1);
    expect((await send('/post', sent)).headers['idempotent-replayed']).toBe('true');
    expect(await t.app.get(IdempotencyJobs).purgeExpired()).toBe(0);
    t.clock.advance(1);
    const fresh = await send('/post', sent);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(`SELECT COUNT(*) AS n FROM posts`)).toBe(2);
    expect((await send('/post', { ...sent, key: 'other' })).statusCode).toBe(200);
    t.clock.advance(IDEMPOTENCY_TTL_MS);
    expect(await t.app.get(IdempotencyJobs).purgeExpired()).toBe(2);
    expect(await count(`SELECT COUNT(*) AS n FROM idempotency_records`)).toBe(0);
  });

  it('replays a large answer byte for byte, stored deflated; a smaller one as its text', async () => {
    const form = {
      post: 'Large',
      attachment_count: 2,
      attachment_type_0: 'text',
      attachment_text_0: 'é'.repeat(10_000),
      attachment_type_1: 'text',
      attachment_text_1: 'ünïcode ✓ '.repeat(300),
    };
    const first = await send('/post', { auth: alice.auth, key: 'large', form });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(20_000);
    const again = await send('/post', { auth: alice.auth, key: 'large', form });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(finalAnswer(again)).toEqual(finalAnswer(first));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // a few KB (a long post): below DEFLATE_FROM, kept as its text
    const small = await send('/post', {
      auth: alice.auth,
      key: 'small',
      form: {
        post: 's',
        attachment_count: 1,
        attachment_type_0: 'text',
        attachment_text_0: 'ü'.repeat(1500),
      },
    });
    expect(small.rawPayload.length).toBeGreaterThan(3000);
    const rows = await db.all<{ encoding: string; size: number; headers: string }>(
      `SELECT encoding, LENGTH(body) AS size, headers FROM idempotency_records ORDER BY encoding`,
    );
    expect(rows.map((r) => r.encoding)).toEqual(['deflate', 'utf8']);
    // deflated (and base64) it is a small part of the 20 KB sent; the small one is its text
    expect(Number(rows[0].size)).toBeLessThan(first.rawPayload.length / 10);
    expect(Number(rows[1].size)).toBe(small.body.length);
    expect(rows.map((r) => r.headers)).toEqual(['', '']); // the usual JSON type only
  });

  it('deletes expired answers in batches, and only expired ones', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await send('/post', { auth: alice.auth, key: `old-${i}`, form: { post: 'o' } }))
          .statusCode,
      ).toBe(200);
    }
    t.clock.advance(IDEMPOTENCY_TTL_MS);
    for (let i = 0; i < 2; i++) {
      expect(
        (await send('/post', { auth: bob.auth, key: `new-${i}`, form: { post: 'n' } })).statusCode,
      ).toBe(200);
    }
    const locks = t.app.get(KeyLocks);
    expect(await locks.purgeExpired(t.clock.now(), 2)).toBe(5); // batches of 2, 2 and 1
    expect(await count(`SELECT COUNT(*) AS n FROM idempotency_records`)).toBe(2);
    expect(await locks.purgeExpired(t.clock.now(), 2)).toBe(0);
    const retry = await send('/post', { auth: bob.auth, key: 'new-0', form: { post: 'n' } });
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('purges an expired answer even behind a newer one that replaced an expired answer', async () => {
    const keyed = (auth: string, key: string) =>
      send('/post', { auth, key, form: { post: key } }).then((r) => r.statusCode);
    expect(await keyed(alice.auth, 'a')).toBe(200); // expires at T
    t.clock.advance(IDEMPOTENCY_TTL_MS / 2);
    expect(await keyed(bob.auth, 'b')).toBe(200); // expires at 1.5 T
    t.clock.advance(IDEMPOTENCY_TTL_MS / 2);
    expect(await keyed(alice.auth, 'a')).toBe(200); // a new request: replaces the expired answer
    t.clock.advance(IDEMPOTENCY_TTL_MS / 2);
    // b has expired, a (stored again) has not: one batch of one finds b
    expect(await t.app.get(KeyLocks).purgeExpired(t.clock.now(), 1)).toBe(1);
    const again = await send('/post', { auth: alice.auth, key: 'a', form: { post: 'a' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it("deletes one user's answers across the whole table, and no one else's", async () => {
    for (let i = 0; i < 3; i++) {
      for (const user of [alice, bob]) {
        const sent = await send('/post', { auth: user.auth, key: `w-${i}`, form: { post: 'w' } });
        expect(sent.statusCode).toBe(200);
      }
      t.clock.advance(15 * 60 * 1000); // answers in windows of expiry apart (PostgreSQL's walk)
    }
    if (db.dialect === 'sqlite') {
      // a row far along the table: windows of rowids apart (SQLite's walk)
      await db.run(
        `INSERT INTO idempotency_records
           (rowid, id, fingerprint, status, headers, body, encoding, expires_at, user_id)
         VALUES (50000, $1, $1, 200, '', '{}', 'utf8', $2, $3)`,
        ['f'.repeat(64), t.clock.now() + IDEMPOTENCY_TTL_MS, alice.id],
      );
    }
    const ofUser = (id: number) =>
      count(`SELECT COUNT(*) AS n FROM idempotency_records WHERE user_id = $1`, [id]);
    expect(await ofUser(alice.id)).toBeGreaterThanOrEqual(3);
    await t.app.get(KeyLocks).deleteOfUser(alice.id);
    expect(await ofUser(alice.id)).toBe(0);
    expect(await ofUser(bob.id)).toBe(3);
  });

  describe('the ambient transaction', () => {
    const inAmbient = async (
      work: (ambient: AmbientTransaction) => Promise<void>,
      end: 'commit' | 'rollback',
    ) => {
      const ambient = await db.beginAmbient();
      await ambient.enter(() => work(ambient));
      await ambient[end]();
    };

    it('runs after-commit callbacks (plain handle and nested) after its COMMIT only', async () => {
      const ran: string[] = [];
      await inAmbient(async () => {
        db.afterCommit(() => ran.push('plain'));
        await db.transaction(async (tx) => {
          tx.afterCommit(() => ran.push('nested'));
          await tx.run(`UPDATE users SET bio = 'in nested' WHERE id = $1`, [alice.id]);
        });
        await db
          .transaction(async (tx) => {
            tx.afterCommit(() => ran.push('rolled back nested'));
            await tx.run(`UPDATE users SET bio = 'undone' WHERE id = $1`, [bob.id]);
            throw new Error('undo this savepoint');
          })
          .catch(() => undefined);
        expect(ran).toEqual([]);
      }, 'commit');
      expect(ran).toEqual(['plain', 'nested']);
      const bios = await db.all<{ bio: string }>(`SELECT bio FROM users ORDER BY id`);
      expect(bios.map((b) => b.bio)).toEqual(['in nested', '']);

      ran.length = 0;
      await inAmbient(async () => {
        db.afterCommit(() => ran.push('never'));
        await db.run(`UPDATE users SET bio = 'rolled back' WHERE id = $1`, [alice.id]);
      }, 'rollback');
      expect(ran).toEqual([]);
      expect(
        (await db.get<{ bio: string }>(`SELECT bio FROM users WHERE id = $1`, [alice.id]))!.bio,
      ).toBe('in nested');
    });

    it('undoes a failed nested transaction only: first write or not, reads before it or not', async () => {
      const bio = async (id: number) =>
        (await db.get<{ bio: string }>(`SELECT bio FROM users WHERE id = $1`, [id]))!.bio;
      const failing = (id: number, value: string) =>
        db
          .transaction(async (tx) => {
            await tx.run(`UPDATE users SET bio = $1 WHERE id = $2`, [value, id]);
            throw new Error('undo this one');
          })
          .catch(() => undefined);
      // the first write fails (after a read), then a nested transaction and a plain write commit
      await inAmbient(async () => {
        await db.get(`SELECT id FROM users WHERE id = $1`, [alice.id]);
        await failing(alice.id, 'undone first');
        await db.transaction((tx) =>
          tx.run(`UPDATE users SET bio = 'kept' WHERE id = $1`, [alice.id]),
        );
        await failing(alice.id, 'undone second');
        await db.run(`UPDATE users SET bio = 'plain' WHERE id = $1`, [bob.id]);
      }, 'commit');
      expect([await bio(alice.id), await bio(bob.id)]).toEqual(['kept', 'plain']);
      // a plain write first: a failed nested transaction after it leaves it in place
      await inAmbient(async () => {
        await db.run(`UPDATE users SET bio = 'before' WHERE id = $1`, [bob.id]);
        await failing(bob.id, 'undone');
        await failing(alice.id, 'undone too');
      }, 'commit');
      expect([await bio(alice.id), await bio(bob.id)]).toEqual(['kept', 'before']);
      // a row lock taken by a read counts as work: a failed nested transaction keeps it
      if (db.dialect === 'postgres') {
        const ambient = await db.beginAmbient();
        await ambient.enter(async () => {
          await db.get(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [alice.id]);
          await failing(alice.id, 'undone');
        });
        // outside the ambient transaction: another connection
        await expect(
          db.get(`SELECT id FROM users WHERE id = $1 FOR UPDATE NOWAIT`, [alice.id]),
        ).rejects.toMatchObject({ code: '55P03' });
        await ambient.rollback();
      }
    });

    it("keeps other requests' statements out of it", async () => {
      const ambient = await db.beginAmbient();
      const work = ambient.enter(() =>
        db.run(`UPDATE users SET bio = 'ambient' WHERE id = $1`, [alice.id]),
      );
      await work;
      // outside: no uncommitted row is seen, and a write is not part of the ambient transaction
      const outsideRead = db.get<{ bio: string }>(`SELECT bio FROM users WHERE id = $1`, [
        alice.id,
      ]);
      const outsideWrite = db.run(`UPDATE users SET bio = 'outside' WHERE id = $1`, [bob.id]);
      await new Promise((r) => setTimeout(r, 50));
      await ambient.rollback();
      expect((await outsideRead)!.bio).toBe('');
      await outsideWrite;
      const bios = await db.all<{ bio: string }>(`SELECT bio FROM users ORDER BY id`);
      expect(bios.map((b) => b.bio)).toEqual(['', 'outside']);
    });
  });
});

describe('Idempotency-Key and the rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t?.close());

  it('does not store a 429 answer', async () => {
    const alice = await createUser(t.app, 'alice');
    const post = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v0/post',
        headers: {
          authorization: alice.auth,
          'content-type': 'application/x-www-form-urlencoded',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: 'post=limited',
      });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const limited = await post('k429');
    expect(limited.statusCode).toBe(429);
    const db = t.app.get(Db);
    expect(await db.all(`SELECT id FROM idempotency_records`)).toEqual([]);
    expect(await db.all(`SELECT id FROM posts`)).toHaveLength(2);
  });
});
