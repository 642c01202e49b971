import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppConfig } from '../src/config/app-config';
import { Db } from '../src/database/sql';
import { builtService } from './support/built-service';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { tokensFor } from './oauth/oauth-client';

const run = promisify(execFile);

/** `npm run cli -- apps list|delete`, and `users delete` for an account with OAuth tokens. */
describe('CLI: apps', () => {
  let t: TestApp;
  let cli: string;

  beforeAll(async () => {
    cli = join(builtService().dir, 'src', 'cli', 'main.js');
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const cliRun = (...args: string[]) =>
    run(process.execPath, [cli, ...args], {
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
  const pastAuthCache = () => t.clock.advance(t.app.get(AppConfig).AUTH_CACHE_MS + 1);

  it('lists the apps without secrets, and deletes one with its tokens', async () => {
    const alice = await createUser(t.app, 'cli_alice');
    const { client, bearer } = await tokensFor(t.app, alice.id, ['read']);
    const listed = JSON.parse((await cliRun('apps', 'list', '--json')).stdout) as unknown[];
    expect(listed).toEqual([
      {
        client_id: client.client_id,
        name: 'Test app',
        website: 'https://app.example',
        client_type: 'public',
        redirect_uris: ['https://app.example/callback'],
        scopes: 'read write notifications',
        created_at: expect.any(String),
      },
    ]);
    expect((await cliRun('apps', 'list')).stdout).toContain(
      `${client.client_id}\tTest app\tpublic`,
    );

    expect((await call(t.app, 'GET', '/account', { auth: bearer })).status).toBe(200);
    const { stdout } = await cliRun('apps', 'delete', client.client_id);
    expect(stdout).toBe(`App ${client.client_id} is deleted, with its tokens.\n`);
    pastAuthCache();
    expect((await call(t.app, 'GET', '/account', { auth: bearer })).status).toBe(401);
    await expect(cliRun('apps', 'delete', client.client_id)).rejects.toMatchObject({
      code: 1,
      stderr: `error: The app ${client.client_id} does not exist.\n`,
    });
  });

  it('users delete removes the account’s codes and tokens', async () => {
    const bob = await createUser(t.app, 'cli_bob');
    const { bearer } = await tokensFor(t.app, bob.id, ['read', 'write']);
    await cliRun('users', 'delete', 'cli_bob');
    const db = t.app.get(Db);
    expect(await db.all(`SELECT id FROM oauth_tokens WHERE user_id = $1`, [bob.id])).toEqual([]);
    expect(await db.all(`SELECT id FROM oauth_codes WHERE user_id = $1`, [bob.id])).toEqual([]);
    pastAuthCache();
    expect((await call(t.app, 'GET', '/account', { auth: bearer })).status).toBe(401);
  });
});
