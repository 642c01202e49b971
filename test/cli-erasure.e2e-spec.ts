import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppConfig } from '../src/config/app-config';
import { Db } from '../src/database/sql';
import { builtService } from './support/built-service';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { publishedPost, react } from './utils/post-api';

const run = promisify(execFile);

/** `npm run cli -- users delete <username>`: the admin CLI erases an account to the end. */
describe('CLI: users delete', () => {
  let t: TestApp;
  let cli: string;

  beforeAll(async () => {
    cli = join(builtService().dir, 'src', 'cli', 'main.js');
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const users = (...args: string[]) =>
    run(process.execPath, [cli, 'users', ...args], {
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

  it('erases the user and their data, and frees the name', async () => {
    const victim = await createUser(t.app, 'cli_victim');
    const other = await createUser(t.app, 'cli_other');
    const post = await publishedPost(t, victim, 'a post to be erased');
    await react(t.app, other, 'star', post.id);
    await react(t.app, victim, 'star', (await publishedPost(t, other, 'a post of other')).id);

    const { stdout } = await users('delete', 'cli_victim');
    expect(stdout).toBe(`cli_victim (id ${victim.id}) and all of their data are erased.\n`);

    const db = t.app.get(Db);
    expect(await db.all(`SELECT id FROM users WHERE id = $1`, [victim.id])).toEqual([]);
    expect(await db.all(`SELECT id FROM posts WHERE id = $1`, [post.id])).toEqual([]);
    expect(
      await db.all(`SELECT status FROM account_erasures WHERE user_id = $1`, [victim.id]),
    ).toEqual([{ status: 'done' }]);
    expect((await call(t.app, 'GET', '/metric/usernames')).body.data).toEqual({ count: 1 });
    // this server verified the key before, in its cache for AUTH_CACHE_MS (another process erased
    // it): a 404 for the account that is gone meanwhile, then a 401
    expect((await call(t.app, 'GET', '/account', { auth: victim.auth })).status).toBe(404);
    t.clock.advance(t.app.get(AppConfig).AUTH_CACHE_MS + 1);
    expect((await call(t.app, 'GET', '/account', { auth: victim.auth })).status).toBe(401);
    await createUser(t.app, 'cli_victim');
  }, 60_000);

  it('fails with a clear message for an unknown user', async () => {
    await expect(users('delete', 'nobody_here')).rejects.toMatchObject({
      code: 1,
      stderr: 'error: The user nobody_here does not exist.\n',
    });
  }, 60_000);
});
