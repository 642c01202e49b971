import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Db } from '../src/database/sql';
import { SignInService, SignUpService } from '../src/modules/identity';
import { CredentialsService } from '../src/users';
import { builtService } from './support/built-service';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { scanDatabase } from './utils/erasure-scan';

const run = promisify(execFile);

/** `users set-password` (password on stdin) and `invites create` of the admin CLI. */
describe('CLI: users set-password, invites create', () => {
  let t: TestApp;
  let cli: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    cli = join(builtService().dir, 'src', 'cli', 'main.js');
    t = await createTestApp({ env: { SIGNUP: 'invite' } });
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      STORAGE_DIR: t.database.storageDir,
      LOG_LEVEL: 'silent',
      SQLITE_CHECKPOINT_INTERVAL_MS: '0',
    };
  }, 120_000);
  afterAll(() => t.close());

  /** Runs the CLI with `input` on stdin. */
  function withStdin(
    args: string[],
    input: string,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, ...args], { cwd: t.database.storageDir, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(input);
    });
  }

  it('sets a password read from stdin, ends the sessions, and refuses a weak one', async () => {
    const alice = await createUser(t.app, 'alice');
    const credentials = t.app.get(CredentialsService);
    await credentials.setPassword(alice.id, 'the first secret', null);
    const session = (
      await t.app.get(SignInService).signIn('alice', 'the first secret', '192.0.2.1')
    ).sessionId;

    const weak = await withStdin(['users', 'set-password', 'alice'], 'password\n');
    expect(weak.code).not.toBe(0);
    expect(weak.stderr).toMatch(/common/);

    const ok = await withStdin(['users', 'set-password', 'alice'], 'a second long secret\n');
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toBe('The password of alice is set; their sessions have ended.\n');
    expect(ok.stdout + ok.stderr).not.toContain('a second long secret');
    expect(await credentials.sessionUser(session)).toBeNull();
    await expect(
      t.app.get(SignInService).signIn('alice', 'a second long secret', '192.0.2.2'),
    ).resolves.toBeDefined();

    const unknown = await withStdin(['users', 'set-password', 'nobody'], 'a fine secret\n');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toBe('error: The user nobody does not exist.\n');
  });

  it('makes invite codes that sign-up takes once; only their hashes are stored', async () => {
    const { stdout } = await run(
      process.execPath,
      [cli, 'invites', 'create', '--count', '3', '--json'],
      {
        cwd: t.database.storageDir,
        env,
      },
    );
    const { invites } = JSON.parse(stdout) as { invites: string[] };
    expect(invites).toHaveLength(3);
    expect(new Set(invites).size).toBe(3);
    expect(await scanDatabase(t.app.get(Db), invites)).toEqual([]);
    const signUp = t.app.get(SignUpService);
    const form = { username: 'invitee', email: 'invitee@example.test', password: 'a fine secret' };
    await signUp.signUp({ ...form, invite: invites[0] }, '192.0.2.3');
    await expect(
      signUp.signUp(
        { ...form, username: 'invitee2', email: 'i2@example.test', invite: invites[0] },
        '192.0.2.3',
      ),
    ).rejects.toThrow(/invite/);

    const plain = await run(process.execPath, [cli, 'invites', 'create'], {
      cwd: t.database.storageDir,
      env,
    });
    expect(plain.stdout).toMatch(/^[A-Za-z0-9_-]{20}\n$/);
    await expect(
      run(process.execPath, [cli, 'invites', 'create', '--count', '0'], {
        cwd: t.database.storageDir,
        env,
      }),
    ).rejects.toMatchObject({ stderr: 'error: The count is a whole number from 1 to 1000.\n' });
  });
});
