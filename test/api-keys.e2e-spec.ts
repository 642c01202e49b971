import { ConflictException, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { INVALID_CREDENTIALS } from '../src/auth/auth.errors';
import { AuthService } from '../src/auth/auth.service';
import { AppConfig } from '../src/config/app-config';
import { ValidationFailedException } from '../src/core/errors';
import { Db } from '../src/database/sql';
import { ApiKeysRepository } from '../src/users/api-keys.repository';
import {
  ApiKeysService,
  KEY_LIMIT,
  KEY_LIMIT_REACHED,
  KEY_NOT_FOUND,
  KEY_PREFIX_LENGTH,
  LAST_USED_RESOLUTION_MS,
} from '../src/users/api-keys.service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { dbDump, dbSnapshot } from './utils/db-snapshot';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';

/**
 * API keys managed by their owner (ApiKeysService, which the API Keys page calls): names,
 * read-only, shown once and stored as a hash with a short prefix, the limit per account, the
 * owner's list, the owner's revoke, and `last_used_at` kept to the minute.
 */
describe('API keys managed by their owner', () => {
  let t: TestApp;
  let keys: ApiKeysService;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    keys = t.app.get(ApiKeysService);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    t.app.get(AuthService).clearCache();
    alice = await createUser(t.app, 'alice');
    bob = await createUser(t.app, 'bob');
  });

  const account = (username: string, key: string) =>
    call(t.app, 'GET', '/account', { auth: basicAuth(username, key) });

  describe('create', () => {
    it('returns the key once, stores only its hash and a prefix, and the key works', async () => {
      const created = await keys.create(alice.id, { name: 'My laptop' });
      expect(created.apiKey).toMatch(/^[0-9a-f]{32}$/);
      expect(created.key).toEqual({
        id: expect.any(Number),
        name: 'My laptop',
        prefix: created.apiKey.slice(0, KEY_PREFIX_LENGTH),
        read_only: false,
        created_at: t.clock.now(),
        last_used_at: null,
        revoked_at: null,
      });
      const row = await t.app
        .get(Db)
        .get<{ key_hash: string; prefix: string }>(
          'SELECT key_hash, prefix FROM api_keys WHERE id = $1',
          [created.key.id],
        );
      expect(row).toEqual({
        key_hash: createHash('sha256').update(created.apiKey).digest('hex'),
        prefix: created.apiKey.slice(0, 8),
      });
      expect(await dbDump(t.app)).not.toContain(created.apiKey);
      expect((await account('alice', created.apiKey)).status).toBe(200);
      // nothing the owner lists or exports gives the key back
      expect(JSON.stringify(await keys.list(alice.id))).not.toContain(created.apiKey);
    });

    it('refuses a name longer than 100 characters or with control characters, storing nothing', async () => {
      const before = await dbSnapshot(t.app);
      for (const name of ['x'.repeat(101), 'line\nbreak', 'tab\there']) {
        const error = await keys.create(alice.id, { name }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ValidationFailedException);
        expect((error as ValidationFailedException).fieldErrors).toHaveProperty('name');
      }
      expect(await dbSnapshot(t.app)).toEqual(before);
      // 100 characters (not bytes) are fine
      expect((await keys.create(alice.id, { name: 'é'.repeat(100) })).key.name).toBe(
        'é'.repeat(100),
      );
    });

    it(`allows ${KEY_LIMIT} active keys per account: the next one is a 409 until one is revoked`, async () => {
      // alice has the key createUser made
      const made = [];
      for (let i = 1; i < KEY_LIMIT; i++) {
        made.push(await keys.create(alice.id, { name: `key ${i}` }));
      }
      const before = await dbSnapshot(t.app);
      const refused = await keys.create(alice.id, { name: 'one too many' }).catch((e) => e);
      expect(refused).toBeInstanceOf(ConflictException);
      expect((refused as ConflictException).message).toBe(KEY_LIMIT_REACHED);
      expect(await dbSnapshot(t.app)).toEqual(before);
      // another account is not affected
      expect((await keys.create(bob.id)).key.id).toBeGreaterThan(0);
      await keys.revoke(alice.id, made[0].key.id);
      expect((await keys.create(alice.id, { name: 'after a revoke' })).key.name).toBe(
        'after a revoke',
      );
      expect(await keys.list(alice.id)).toHaveLength(KEY_LIMIT);
    });

    it('never passes the limit with concurrent creations', async () => {
      for (let i = 1; i < KEY_LIMIT - 5; i++) {
        await keys.create(alice.id);
      }
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => keys.create(alice.id, { name: `race ${i}` })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      for (const r of results) {
        if (r.status === 'rejected') {
          expect(r.reason).toBeInstanceOf(ConflictException);
        }
      }
      expect(await keys.list(alice.id)).toHaveLength(KEY_LIMIT);
    });

    it('answers 404 for an account that does not exist', async () => {
      await expect(keys.create(999_999)).rejects.toBeInstanceOf(NotFoundException);
    });
  });

  describe('list', () => {
    it("lists the owner's active keys only, oldest first, with name, prefix, dates and access", async () => {
      const laptop = await keys.create(alice.id, { name: 'laptop' });
      const reader = await keys.create(alice.id, { name: 'dashboard', readOnly: true });
      const gone = await keys.create(alice.id, { name: 'old' });
      await keys.revoke(alice.id, gone.key.id);
      await keys.create(bob.id, { name: "bob's" });
      const list = await keys.list(alice.id);
      expect(list.map((k) => k.name)).toEqual(['test', 'laptop', 'dashboard']);
      expect(list[1]).toEqual(laptop.key);
      expect(list[2]).toMatchObject({ read_only: true, prefix: reader.apiKey.slice(0, 8) });
      expect(list.every((k) => k.revoked_at === null)).toBe(true);
      // keys made before prefixes were kept show none
      await t.app.get(Db).run('UPDATE api_keys SET prefix = NULL WHERE id = $1', [laptop.key.id]);
      expect((await keys.list(alice.id))[1].prefix).toBeNull();
      // the operator's list (CLI) has the revoked ones too
      expect((await keys.listAll(alice.id)).map((k) => k.name)).toContain('old');
    });
  });

  describe('revoke', () => {
    it('stops the key at once on this instance, the other keys keep working', async () => {
      const second = await keys.create(alice.id, { name: 'second' });
      expect((await account('alice', second.apiKey)).status).toBe(200); // cached now
      await keys.revoke(alice.id, second.key.id);
      expect(expectError(await account('alice', second.apiKey), 401)).toEqual([
        INVALID_CREDENTIALS,
      ]);
      expect((await account('alice', alice.apiKey)).status).toBe(200);
      expect((await keys.list(alice.id)).map((k) => k.id)).not.toContain(second.key.id);
      // revoking it again changes nothing
      await expect(keys.revoke(alice.id, second.key.id)).resolves.toBeUndefined();
    });

    it("refuses another user's key and an unknown id with the same 404, changing nothing", async () => {
      const bobsKey = (await keys.list(bob.id))[0];
      const before = await dbSnapshot(t.app);
      for (const id of [bobsKey.id, 999_999]) {
        const error = await keys.revoke(alice.id, id).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(NotFoundException);
        expect((error as NotFoundException).message).toBe(KEY_NOT_FOUND);
      }
      expect(await dbSnapshot(t.app)).toEqual(before);
      expect((await account('bob', bob.apiKey)).status).toBe(200);
    });

    it('stops the key on another instance within AUTH_CACHE_MS', async () => {
      const second = await keys.create(alice.id, { name: 'second' });
      expect((await account('alice', second.apiKey)).status).toBe(200);
      // another instance revokes it: this one's cache cannot hear of it
      await t.app
        .get(Db)
        .run('UPDATE api_keys SET revoked_at = $1 WHERE id = $2', [t.clock.now(), second.key.id]);
      const cacheMs = t.app.get(AppConfig).AUTH_CACHE_MS;
      t.clock.advance(cacheMs - 1);
      expect((await account('alice', second.apiKey)).status).toBe(200);
      t.clock.advance(1);
      expectError(await account('alice', second.apiKey), 401);
    });
  });

  describe('last used', () => {
    let touch: jest.SpyInstance;
    let lookup: jest.SpyInstance;

    beforeEach(() => {
      touch = jest.spyOn(t.app.get(ApiKeysRepository), 'touch');
      lookup = jest.spyOn(t.app.get(ApiKeysRepository), 'findActiveOwner');
    });
    afterEach(() => {
      touch.mockRestore();
      lookup.mockRestore();
    });

    const lastUsed = async () => (await keys.list(alice.id))[0].last_used_at;
    /** Waits for the UPDATEs the requests so far sent (they are not awaited by the requests). */
    const settled = () =>
      Promise.all(touch.mock.results.map((r: jest.MockResult<Promise<void>>) => r.value));

    it('is written at most once a minute per key, by one UPDATE per minute and instance', async () => {
      const first = t.clock.now();
      expect((await account('alice', alice.apiKey)).status).toBe(200);
      await settled();
      expect(await lastUsed()).toBe(first);
      // more requests within the minute: no UPDATE sent at all
      for (let i = 0; i < 5; i++) {
        t.clock.advance(10_000);
        expect((await account('alice', alice.apiKey)).status).toBe(200);
      }
      expect(touch).toHaveBeenCalledTimes(1);
      // a minute later: one more
      t.clock.set(first + LAST_USED_RESOLUTION_MS);
      expect((await account('alice', alice.apiKey)).status).toBe(200);
      await settled();
      expect(touch).toHaveBeenCalledTimes(2);
      expect(await lastUsed()).toBe(first + LAST_USED_RESOLUTION_MS);
    });

    it('is changed by only one of several instances within the minute (a conditional UPDATE)', async () => {
      const first = t.clock.now();
      expect((await account('alice', alice.apiKey)).status).toBe(200);
      await settled();
      // another instance (no memory of this one's touches) sees the key 30 s later: its UPDATE
      // matches no row
      t.app.get(AuthService).clearCache();
      t.clock.advance(30_000);
      expect((await account('alice', alice.apiKey)).status).toBe(200);
      await settled();
      expect(touch).toHaveBeenCalledTimes(2);
      expect(await lastUsed()).toBe(first);
    });

    it('costs an anonymous request nothing: no key lookup, no UPDATE', async () => {
      for (const path of ['/latest', '/hello', '/metric/posts']) {
        expect((await call(t.app, 'GET', path)).status).toBe(200);
      }
      expect(lookup).not.toHaveBeenCalled();
      expect(touch).not.toHaveBeenCalled();
    });
  });
});

// Two instances share only a PostgreSQL database (SQLite is one embedded file per process).
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg('API keys on two instances of one database', () => {
  let a: TestApp;
  let b: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ databaseUrl: () => a.database.url });
    alice = await createUser(a.app, 'alice');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const account = (t: TestApp, key: string) =>
    call(t.app, 'GET', '/account', { auth: basicAuth('alice', key) });

  it('stops a key the owner revoked on one at once there, and within AUTH_CACHE_MS on the other', async () => {
    const second = await a.app.get(ApiKeysService).create(alice.id, { name: 'second' });
    expect((await account(a, second.apiKey)).status).toBe(200);
    expect((await account(b, second.apiKey)).status).toBe(200);
    await a.app.get(ApiKeysService).revoke(alice.id, second.key.id);
    expectError(await account(a, second.apiKey), 401);
    const cacheMs = b.app.get(AppConfig).AUTH_CACHE_MS;
    b.clock.advance(cacheMs - 1);
    expect((await account(b, second.apiKey)).status).toBe(200);
    b.clock.advance(1);
    expectError(await account(b, second.apiKey), 401);
  });

  it('writes last_used_at once a minute between them', async () => {
    const key = await a.app.get(ApiKeysService).create(alice.id, { name: 'shared' });
    const touches = [a, b].map((t) => jest.spyOn(t.app.get(ApiKeysRepository), 'touch'));
    try {
      const settled = () =>
        Promise.all(
          touches.flatMap((s) =>
            s.mock.results.map((r: jest.MockResult<Promise<void>>) => r.value),
          ),
        );
      const start = a.clock.now();
      b.clock.set(start + 20_000);
      expect((await account(a, key.apiKey)).status).toBe(200);
      await settled(); // the requests do not wait for their UPDATE: let a's land first
      expect((await account(b, key.apiKey)).status).toBe(200);
      await settled();
      // each instance sent its UPDATE; only the first changed the row
      expect(touches.map((s) => s.mock.calls.length)).toEqual([1, 1]);
      const stored = async () =>
        (await a.app.get(ApiKeysService).list(alice.id)).find((k) => k.id === key.key.id)!
          .last_used_at;
      expect(await stored()).toBe(start);
      // a minute after b's own last UPDATE, b writes again
      const later = start + 20_000 + LAST_USED_RESOLUTION_MS;
      b.clock.set(later);
      expect((await account(b, key.apiKey)).status).toBe(200);
      await settled();
      expect(touches.map((s) => s.mock.calls.length)).toEqual([1, 2]);
      expect(await stored()).toBe(later);
    } finally {
      touches.forEach((s) => s.mockRestore());
    }
  });
});
