import { ConflictException, NotFoundException } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PRO_REQUIRED } from '../src/auth/auth.errors';
import { AuthService } from '../src/auth/auth.service';
import { Db } from '../src/database/sql';
import { ErasureService } from '../src/modules/erasure/erasure.service';
import { ALREADY_PRO, ProRequestsService } from '../src/users/pro-requests.service';
import { UsersService } from '../src/users/users.service';
import { builtService } from './support/built-service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';

const run = promisify(execFile);

/**
 * Requests for Pro (ProRequestsService, which the services page calls) and the operator's side in
 * the admin CLI: `users pro-requests` lists the open ones, `users set-plan` grants or declines.
 * Also the CLI's keys: `keys create --read-only`, `keys list` with the new columns.
 */
describe('requests for Pro', () => {
  let t: TestApp;
  let requests: ProRequestsService;
  let free: TestUser;
  let pro: TestUser;
  let cliPath: string;

  beforeAll(async () => {
    cliPath = join(builtService().dir, 'src', 'cli', 'main.js');
    t = await createTestApp();
    requests = t.app.get(ProRequestsService);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.app);
    t.app.get(AuthService).clearCache();
    free = await createUser(t.app, 'frida', { plan: 'free' });
    pro = await createUser(t.app, 'pavel');
  });

  const cli = (...args: string[]) =>
    run(process.execPath, [cliPath, ...args], {
      cwd: t.database.storageDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: t.database.url,
        STORAGE_DIR: t.database.storageDir,
        LOG_LEVEL: 'silent',
        SQLITE_CHECKPOINT_INTERVAL_MS: '0',
      },
    });

  const rows = (userId: number) =>
    t.app.get(Db).all<{
      status: string;
      closed_at: number | null;
    }>('SELECT status, closed_at FROM pro_requests WHERE user_id = $1 ORDER BY id', [userId]);

  it('opens one request for a Free account: asking again, even at once, keeps that one', async () => {
    expect(await requests.status(free.id)).toEqual({ plan: 'free', request: null });
    const asked = await requests.requestPro(free.id);
    expect(asked).toEqual({
      plan: 'free',
      request: { status: 'open', requested_at: t.clock.now(), closed_at: null },
    });
    t.clock.advance(60_000);
    const again = await Promise.all(Array.from({ length: 8 }, () => requests.requestPro(free.id)));
    for (const status of again) {
      expect(status).toEqual(asked);
    }
    expect(await rows(free.id)).toEqual([{ status: 'open', closed_at: null }]);
    expect(await requests.status(free.id)).toEqual(asked);
  });

  it('refuses a Pro account (409) and an unknown one (404)', async () => {
    await expect(requests.requestPro(pro.id)).rejects.toThrow(new ConflictException(ALREADY_PRO));
    await expect(requests.requestPro(999_999)).rejects.toBeInstanceOf(NotFoundException);
    await expect(requests.status(999_999)).rejects.toBeInstanceOf(NotFoundException);
    expect(await rows(pro.id)).toEqual([]);
  });

  it('is granted by `users set-plan <username> pro`, listed until then by `users pro-requests`', async () => {
    const other = await createUser(t.app, 'olga', { plan: 'free' });
    await requests.requestPro(free.id);
    t.clock.advance(1000);
    await requests.requestPro(other.id);
    const listed = await cli('users', 'pro-requests', '--json');
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ user_id: free.id, username: 'frida' }),
      expect.objectContaining({ user_id: other.id, username: 'olga' }),
    ]);
    expect((await cli('users', 'pro-requests')).stdout).toMatch(/^frida\trequested .*\nolga\t/);
    expectError(await call(t.app, 'GET', '/pending', { auth: free.auth }), 403);

    const granted = await cli('users', 'set-plan', 'frida', 'pro');
    expect(granted.stdout).toMatch(
      /^frida is now on the pro plan\.\nTheir request for Pro of \S+ is granted\.\n$/,
    );
    expect(await rows(free.id)).toEqual([{ status: 'granted', closed_at: expect.any(Number) }]);
    expect((await requests.status(free.id)).plan).toBe('pro');
    expect((await requests.status(free.id)).request?.status).toBe('granted');
    // the plan holds on the API once the auth cache has let the old answer go
    t.app.get(AuthService).clearCache();
    expect((await call(t.app, 'GET', '/pending', { auth: free.auth })).status).toBe(200);
    expect(JSON.parse((await cli('users', 'pro-requests', '--json')).stdout)).toEqual([
      expect.objectContaining({ username: 'olga' }),
    ]);
    // Pro now: no further request
    await expect(requests.requestPro(free.id)).rejects.toBeInstanceOf(ConflictException);
  }, 60_000);

  it('is declined by `users set-plan <username> free`; the account may ask again', async () => {
    await requests.requestPro(free.id);
    await t.app.get(UsersService).setPlan('frida', 'free');
    expect(await requests.status(free.id)).toMatchObject({
      plan: 'free',
      request: { status: 'declined' },
    });
    expect(await requests.listOpen()).toEqual([]);
    await requests.requestPro(free.id);
    expect((await rows(free.id)).map((r) => r.status)).toEqual(['declined', 'open']);
    expectError(await call(t.app, 'GET', '/pending', { auth: free.auth }), 403);
    expect((await call(t.app, 'GET', '/pending', { auth: free.auth })).body.messages).toEqual([
      PRO_REQUIRED,
    ]);
  });

  it('is in the account export and goes with the account', async () => {
    await requests.requestPro(free.id);
    await t.app.get(UsersService).setPlan('frida', 'pro');
    t.app.get(AuthService).clearCache();
    const exported = await call<{ pro_requests: unknown[] }>(t.app, 'GET', '/account/export', {
      auth: free.auth,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.data.pro_requests).toEqual([
      {
        id: expect.any(Number),
        status: 'granted',
        requested_at: expect.stringMatching(/\+00:00$/),
        closed_at: expect.stringMatching(/\+00:00$/),
      },
    ]);
    await t.app.get(ErasureService).eraseByUsername('frida');
    expect(await rows(free.id)).toEqual([]);
  });

  it('lets no key or request made during an erasure keep the users row', async () => {
    const users = t.app.get(UsersService);
    // the erasure was asked for (the keys are gone); then the CLI makes a key and a request
    await t.app.get(Db).transaction((tx) => users.deleteKeys(tx, free.id));
    await users.createKey(free.id, 'late');
    await requests.requestPro(free.id);
    await users.eraseAccount(free.id, []);
    expect(await users.findById(free.id)).toBeNull();
    expect(await rows(free.id)).toEqual([]);
    expect(
      await t.app.get(Db).all('SELECT id FROM api_keys WHERE user_id = $1', [free.id]),
    ).toEqual([]);
  });

  describe('CLI keys', () => {
    it('creates a read-only key with --read-only and lists name, prefix and access', async () => {
      const created = await cli(
        'keys',
        'create',
        'pavel',
        '--name',
        'dashboard',
        '--read-only',
        '--json',
      );
      const key = JSON.parse(created.stdout) as {
        key_id: number;
        name: string;
        read_only: boolean;
        api_key: string;
      };
      expect(key).toEqual({
        key_id: expect.any(Number),
        user_id: pro.id,
        username: 'pavel',
        name: 'dashboard',
        read_only: true,
        api_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      const refused = await call(t.app, 'POST', '/post', {
        auth: basicAuth('pavel', key.api_key),
        form: { post: 'no' },
      });
      expect(refused.status).toBe(403);
      const writer = await cli('keys', 'create', 'pavel', '--name', 'writer');
      expect(writer.stdout).toMatch(
        /^Created key \d+ for pavel: [0-9a-f]{32} \(shown only now\)\n$/,
      );
      const listed = (await cli('keys', 'list', 'pavel')).stdout.trim().split('\n');
      expect(listed).toHaveLength(3);
      expect(listed[1]).toMatch(
        new RegExp(
          `^${key.key_id}\\tdashboard\\t${key.api_key.slice(0, 8)}…\\tread-only\\tactive\\tcreated `,
        ),
      );
      expect(listed[2]).toMatch(/\twriter\t[0-9a-f]{8}…\tread-write\tactive\t/);
      expect(listed.join('\n')).not.toContain(key.api_key);
    }, 60_000);

    it('refuses the key past the limit with a message on stderr and a non-zero exit', async () => {
      for (let i = 0; i < 19; i++) {
        await t.app.get(UsersService).createKey(pro.id, `k${i}`);
      }
      const failed = await cli('keys', 'create', 'pavel').catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(failed).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('at most 20 API keys') as string,
      });
    }, 60_000);
  });
});
