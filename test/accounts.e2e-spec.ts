import { parseOptions } from '@node-rs/argon2';
import { AppConfig } from '../src/config/app-config';
import { Db } from '../src/database/sql';
import { ErasureService } from '../src/modules/erasure/erasure.service';
import {
  FormRefused,
  InvitesService,
  PasswordResetService,
  SignInService,
  SignUpService,
  TooManyAttempts,
  WRONG_CREDENTIALS,
} from '../src/modules/identity';
import { CredentialsService, UsersService } from '../src/users';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { scanDatabase } from './utils/erasure-scan';
import { call } from './utils/http';
import { sampleOf } from './utils/prometheus';
import { resetTokenOf, SmtpSink } from './utils/smtp-sink';
import { waitUntil } from './utils/wait';

const PASSWORD = 'correct horse battery staple';

/** What a refused form said, by field (fails when it was not refused). */
async function refusal(
  work: Promise<unknown>,
): Promise<{ status: number; fields: Record<string, string> }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof FormRefused) {
      return { status: error.status, fields: error.fields };
    }
    throw error;
  }
  throw new Error('the form was accepted');
}

let ipCounter = 0;
/** A fresh client address, so the per-IP budgets do not mix tests. */
const ip = () => `192.0.2.${++ipCounter}`;

describe('accounts: sign-up, sign-in, sessions, resets (services)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let signUp: SignUpService;
  let signIn: SignInService;
  let credentials: CredentialsService;
  let db: Db;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, LOGIN_LIMIT_PER_ACCOUNT: '8', LOGIN_LIMIT_PER_IP: '6' },
    });
    signUp = t.app.get(SignUpService);
    signIn = t.app.get(SignInService);
    credentials = t.app.get(CredentialsService);
    db = t.app.get(Db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = (username: string, password = PASSWORD, from = ip()) =>
    signUp.signUp({ username, email: `${username}@example.test`, password }, from);

  describe('sign-up (SIGNUP=open)', () => {
    it('makes an account with the sign-up plan and delay, an argon2id hash at OWASP parameters, and no API key', async () => {
      const { id } = await register('newcomer');
      const [row] = await db.all<Record<string, unknown>>(
        `SELECT username, email, password_hash, plan, delay_minutes FROM users WHERE id = $1`,
        [id],
      );
      expect(row).toMatchObject({
        username: 'newcomer',
        email: 'newcomer@example.test',
        plan: 'pro',
        delay_minutes: 2,
      });
      const options = parseOptions(row.password_hash as string);
      expect(options).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await db.all(`SELECT id FROM api_keys WHERE user_id = $1`, [id])).toEqual([]);
      expect(await scanDatabase(db, [PASSWORD])).toEqual([]);
      expect((await call(t.app, 'GET', '/metric/usernames')).body.data).toMatchObject({
        count: expect.any(Number),
      });
    });

    it('refuses short, long and common passwords, bad emails and usernames, each by field', async () => {
      expect((await refusal(register('shorty', 'abc12'))).fields.password).toMatch(/at least 8/);
      expect((await refusal(register('longy', 'x'.repeat(129)))).fields.password).toMatch(
        /at most 128/,
      );
      for (const common of ['password1', 'Iloveyou1', 'qwertyuiop']) {
        expect((await refusal(register('commoner', common))).fields.password).toMatch(/common/);
      }
      const bad = await refusal(
        signUp.signUp({ username: 'no spaces', email: 'not-an-email', password: 'x' }, ip()),
      );
      expect(Object.keys(bad.fields).sort()).toEqual(['email', 'password', 'username']);
      expect(
        await db.all(`SELECT id FROM users WHERE username IN ('shorty', 'longy', 'commoner')`),
      ).toEqual([]);
    });

    it('refuses reserved usernames in any case, on sign-up and in the CLI', async () => {
      for (const name of [
        'admin',
        'Root',
        'support',
        'moderator',
        'login',
        'API',
        'docs',
        'metrics',
        'media',
      ]) {
        const refused = await refusal(register(name));
        expect(refused.fields.username).toBe('This username is reserved.');
      }
      signUp.reserve(['some_page']);
      expect((await refusal(register('Some_Page'))).fields.username).toBe(
        'This username is reserved.',
      );
      await expect(t.app.get(UsersService).createUser('Admin')).rejects.toThrow(/reserved/);
    });

    it('refuses a taken username or email (any case) with a field error and a 409', async () => {
      await register('taken_name');
      const byName = await refusal(
        signUp.signUp(
          { username: 'TAKEN_NAME', email: 'other@example.test', password: PASSWORD },
          ip(),
        ),
      );
      expect(byName).toEqual({ status: 409, fields: { username: 'This username is taken.' } });
      const byEmail = await refusal(
        signUp.signUp(
          { username: 'another', email: 'Taken_Name@Example.test', password: PASSWORD },
          ip(),
        ),
      );
      expect(byEmail.status).toBe(409);
      expect(Object.keys(byEmail.fields)).toEqual(['email']);
    });

    it('lets exactly one of 8 concurrent sign-ups of one name win; the others get the field error', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          signUp.signUp(
            { username: 'racer', email: `racer${i}@example.test`, password: PASSWORD },
            ip(),
          ),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const lost of results.filter((r) => r.status === 'rejected')) {
        const reason = lost.reason as FormRefused;
        expect(reason).toBeInstanceOf(FormRefused);
        expect(reason.fields).toEqual({ username: 'This username is taken.' });
      }
      expect(await db.all(`SELECT id FROM users WHERE lower(username) = 'racer'`)).toHaveLength(1);
    });

    it('limits sign-ups per IP (SIGNUP_LIMIT_PER_IP an hour)', async () => {
      const from = ip();
      const limit = t.app.get(AppConfig).SIGNUP_LIMIT_PER_IP;
      for (let i = 0; i < limit; i += 1) {
        await refusal(signUp.signUp({ username: `x${i}`, email: 'bad', password: '' }, from));
      }
      await expect(register('one_too_many', PASSWORD, from)).rejects.toBeInstanceOf(
        TooManyAttempts,
      );
      expect(await db.all(`SELECT id FROM users WHERE username = 'one_too_many'`)).toEqual([]);
    });
  });

  describe('sign-in and sessions', () => {
    beforeAll(() => register('signer'));

    it('answers a wrong password and an unknown user alike, after the same argon2 work', async () => {
      const wrong = await refusal(signIn.signIn('signer', 'wrong password!', ip()));
      const unknown = await refusal(signIn.signIn('nobody_here', 'wrong password!', ip()));
      expect(wrong).toEqual({ status: 400, fields: { form: WRONG_CREDENTIALS } });
      expect(unknown).toEqual(wrong);
      // the unknown name is checked against a decoy hash: it takes as long as a real check
      const time = async (name: string) => {
        const start = process.hrtime.bigint();
        await refusal(signIn.signIn(name, 'wrong password!', ip()));
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      // interleaved, the fastest of three each: a skipped check would take well under 1 % of one
      const known: number[] = [];
      const missing: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        known.push(await time('signer'));
        missing.push(await time('nobody_else'));
      }
      expect(Math.min(...missing)).toBeGreaterThan(Math.min(...known) * 0.25);
    });

    it('stores only the hash of a session id; the id changes at every sign-in and the old one ends', async () => {
      await register('rotator');
      const first = await signIn.signIn('ROTATOR', PASSWORD, ip());
      expect(first.username).toBe('rotator');
      expect(await credentials.sessionUser(first.sessionId)).toMatchObject({ username: 'rotator' });
      expect(await scanDatabase(db, [first.sessionId])).toEqual([]);
      const second = await signIn.signIn('rotator', PASSWORD, ip(), first.sessionId);
      expect(second.sessionId).not.toBe(first.sessionId);
      expect(await credentials.sessionUser(first.sessionId)).toBeNull();
      expect(await credentials.sessionUser(second.sessionId)).not.toBeNull();
      await signIn.signOut(second.sessionId);
      expect(await credentials.sessionUser(second.sessionId)).toBeNull();
    });

    it('ends a session after SESSION_IDLE_DAYS without use, and keeps a used one alive', async () => {
      await register('idler');
      const idle = (await signIn.signIn('idler', PASSWORD, ip())).sessionId;
      const used = (await signIn.signIn('idler', PASSWORD, ip())).sessionId;
      const day = 24 * 60 * 60 * 1000;
      t.clock.advance(20 * day);
      expect(await credentials.sessionUser(used)).not.toBeNull();
      t.clock.advance(11 * day);
      expect(await credentials.sessionUser(idle)).toBeNull();
      expect(await credentials.sessionUser(used)).not.toBeNull();
    });

    it('a password change ends every other session and keeps the current one', async () => {
      await register('changer');
      const user = (await t.app.get(UsersService).findByUsername('changer'))!;
      const here = (await signIn.signIn('changer', PASSWORD, ip())).sessionId;
      const elsewhere = (await signIn.signIn('changer', PASSWORD, ip())).sessionId;
      const wrong = await refusal(
        signIn.changePassword(user, here, 'not the password', 'a new pass phrase', ip()),
      );
      expect(Object.keys(wrong.fields)).toEqual(['current_password']);
      await signIn.changePassword(user, here, PASSWORD, 'a new pass phrase', ip());
      expect(await credentials.sessionUser(here)).not.toBeNull();
      expect(await credentials.sessionUser(elsewhere)).toBeNull();
      await expect(refusal(signIn.signIn('changer', PASSWORD, ip()))).resolves.toMatchObject({
        fields: { form: WRONG_CREDENTIALS },
      });
      await expect(signIn.signIn('changer', 'a new pass phrase', ip())).resolves.toBeDefined();
    });

    it('answers 429 past LOGIN_LIMIT_PER_ACCOUNT attempts, even with the right password, and counts them', async () => {
      await register('guarded');
      for (let i = 0; i < 8; i += 1) {
        await refusal(signIn.signIn('guarded', `guess number ${i}`, ip()));
      }
      const limited = signIn.signIn('Guarded', PASSWORD, ip());
      await expect(limited).rejects.toBeInstanceOf(TooManyAttempts);
      const error = (await limited.catch((e: unknown) => e)) as TooManyAttempts;
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      t.clock.advance(15 * 60 * 1000 + 1);
      await expect(signIn.signIn('guarded', PASSWORD, ip())).resolves.toBeDefined();
    });

    it('answers 429 past LOGIN_LIMIT_PER_IP attempts from one address, whatever the accounts', async () => {
      const from = ip();
      for (let i = 0; i < 6; i += 1) {
        await refusal(signIn.signIn(`someone_${i}`, 'whatever it is', from));
      }
      await register('crowded');
      await expect(signIn.signIn('crowded', PASSWORD, from)).rejects.toBeInstanceOf(
        TooManyAttempts,
      );
      await expect(signIn.signIn('crowded', PASSWORD, ip())).resolves.toBeDefined();
    });
  });

  describe('password reset', () => {
    const resets = () => t.app.get(PasswordResetService);

    it('mails a single-use link to a known email, stored only as a hash; the same answer for an unknown one', async () => {
      await register('forgetful');
      const session = (await signIn.signIn('forgetful', PASSWORD, ip())).sessionId;
      expect(await resets().request('Forgetful@example.test', ip())).toBe('sent-if-known');
      expect(await resets().request('unknown@example.test', ip())).toBe('sent-if-known');
      await waitUntil('the reset mail arrived', async () =>
        Promise.resolve(smtp.to('forgetful@example.test').length === 1),
      );
      const token = resetTokenOf(smtp.to('forgetful@example.test')[0]);
      expect(await scanDatabase(db, [token])).toEqual([]);
      expect(await db.all(`SELECT id FROM password_resets`)).toHaveLength(1);
      expect(smtp.to('unknown@example.test')).toEqual([]);

      expect(await resets().valid(token)).toBe(true);
      await resets().reset(token, 'my brand new secret');
      expect(await credentials.sessionUser(session)).toBeNull();
      await expect(signIn.signIn('forgetful', 'my brand new secret', ip())).resolves.toBeDefined();
      // single use
      expect(await resets().valid(token)).toBe(false);
      expect((await refusal(resets().reset(token, 'yet another secret'))).fields).toHaveProperty(
        'token',
      );
      expect(await db.all(`SELECT id FROM password_resets`)).toEqual([]);
    });

    it('refuses a token after 30 minutes, and a weak new password without using the token', async () => {
      await register('slowpoke');
      await resets().request('slowpoke@example.test', ip());
      await waitUntil('the reset mail arrived', () =>
        Promise.resolve(smtp.to('slowpoke@example.test').length === 1),
      );
      const token = resetTokenOf(smtp.to('slowpoke@example.test')[0]);
      expect((await refusal(resets().reset(token, 'password'))).fields).toHaveProperty('password');
      expect(await resets().valid(token)).toBe(true);
      t.clock.advance(30 * 60 * 1000 + 1);
      expect(await resets().valid(token)).toBe(false);
      expect((await refusal(resets().reset(token, 'a fine new secret'))).fields).toHaveProperty(
        'token',
      );
      await expect(signIn.signIn('slowpoke', PASSWORD, ip())).resolves.toBeDefined();
    });

    it('uses a token once when two resets race with it', async () => {
      await register('racing_reset');
      await resets().request('racing_reset@example.test', ip());
      await waitUntil('the reset mail arrived', () =>
        Promise.resolve(smtp.to('racing_reset@example.test').length === 1),
      );
      const token = resetTokenOf(smtp.to('racing_reset@example.test')[0]);
      const results = await Promise.allSettled([
        resets().reset(token, 'first new secret'),
        resets().reset(token, 'second new secret'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });

    it('limits reset requests per IP', async () => {
      const from = ip();
      for (let i = 0; i < t.app.get(AppConfig).SIGNUP_LIMIT_PER_IP; i += 1) {
        await resets().request(`nobody${i}@example.test`, from);
      }
      await expect(resets().request('forgetful@example.test', from)).rejects.toBeInstanceOf(
        TooManyAttempts,
      );
    });
  });

  describe('erasure and export', () => {
    it('an erasure ends the sessions at once and leaves no email, hash, session or token', async () => {
      await register('leaving_soon');
      const user = (await t.app.get(UsersService).findByUsername('leaving_soon'))!;
      const session = (await signIn.signIn('leaving_soon', PASSWORD, ip())).sessionId;
      await t.app.get(PasswordResetService).request('leaving_soon@example.test', ip());
      await waitUntil(
        'the reset token exists',
        async () =>
          (await db.all(`SELECT id FROM password_resets WHERE user_id = $1`, [user.id])).length ===
          1,
      );
      const [{ password_hash: hash }] = await db.all<{ password_hash: string }>(
        `SELECT password_hash FROM users WHERE id = $1`,
        [user.id],
      );
      await t.app.get(ErasureService).request(user.id);
      expect(await credentials.sessionUser(session)).toBeNull();
      await waitUntil(
        'the erasure is done',
        async () => (await db.all(`SELECT id FROM users WHERE id = $1`, [user.id])).length === 0,
      );
      expect(await scanDatabase(db, ['leaving_soon@example.test', hash, 'leaving_soon'])).toEqual(
        [],
      );
    });

    it('the account export has no password hash', async () => {
      const alice = await createUser(t.app, 'alice');
      await credentials.setPassword(alice.id, PASSWORD, null);
      const [{ password_hash: hash }] = await db.all<{ password_hash: string }>(
        `SELECT password_hash FROM users WHERE id = $1`,
        [alice.id],
      );
      const res = await call(t.app, 'GET', '/account/export', { auth: alice.auth });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(hash);
      expect(JSON.stringify(res.body)).not.toContain('password');
    });
  });

  it('counts sign-ups, logins (ok, failed, limited) and resets on /metrics', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sampleOf(text, 'social_signups_total')).toBeGreaterThanOrEqual(8);
    expect(sampleOf(text, 'social_logins_total', { result: 'ok' })).toBeGreaterThan(0);
    expect(sampleOf(text, 'social_logins_total', { result: 'failed' })).toBeGreaterThan(0);
    expect(sampleOf(text, 'social_logins_total', { result: 'limited' })).toBeGreaterThan(0);
    expect(sampleOf(text, 'social_password_resets_total', { stage: 'completed' })).toBeGreaterThan(
      0,
    );
    expect(sampleOf(text, 'social_password_resets_total', { stage: 'requested' })).toBeGreaterThan(
      0,
    );
  });
});

describe.each(['invite', 'closed'] as const)('sign-up with SIGNUP=%s', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP: mode } });
  }, 60_000);
  afterAll(() => t.close());

  const form = (username: string, invite?: string) => ({
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    invite,
  });

  if (mode === 'closed') {
    it('refuses every sign-up with a 403; the CLI still makes accounts', async () => {
      const refused = await refusal(t.app.get(SignUpService).signUp(form('closed_out'), ip()));
      expect(refused.status).toBe(403);
      await createUser(t.app, 'by_the_cli');
      expect(await t.app.get(UsersService).findByUsername('closed_out')).toBeNull();
    });
    return;
  }

  it('needs a code; a code works once, also when two sign-ups race with it', async () => {
    const signUp = t.app.get(SignUpService);
    expect((await refusal(signUp.signUp(form('uninvited'), ip()))).fields).toHaveProperty('invite');
    expect(
      (await refusal(signUp.signUp(form('guesser', 'made-up-code'), ip()))).fields,
    ).toHaveProperty('invite');
    const [code, other] = await t.app.get(InvitesService).create(2);
    expect(await scanDatabase(t.app.get(Db), [code, other])).toEqual([]);
    const results = await Promise.allSettled([
      signUp.signUp(form('invited_a', code), ip()),
      signUp.signUp(form('invited_b', code), ip()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await refusal(signUp.signUp(form('invited_c', code), ip()))).fields).toHaveProperty(
      'invite',
    );
    // a refused sign-up (a taken name) does not spend the code
    const taken = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{
      username: string;
    }>;
    expect((await refusal(signUp.signUp(form(taken.value.username, other), ip()))).status).toBe(
      409,
    );
    await expect(signUp.signUp(form('invited_d', other), ip())).resolves.toBeDefined();
    expect(await t.app.get(InvitesService).count()).toBe(0);
  });
});
