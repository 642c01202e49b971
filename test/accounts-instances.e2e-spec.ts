import { randomBytes } from 'node:crypto';
import { SignInService, SignUpService, TooManyAttempts } from '../src/modules/identity';
import { CredentialsService } from '../src/users';
import { createTestApp, TestApp } from './utils/create-test-app';

// Two apps can share only a PostgreSQL database (SQLite is one embedded file per process), so
// this suite runs in the PostgreSQL leg and is skipped on SQLite.
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * Two instances of the app on one PostgreSQL database and one Redis: a session begun on one is
 * seen and ended on the other, and the sign-in budgets are counted once for both.
 */
describePg('accounts across two instances (one database, one Redis)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      LOGIN_LIMIT_PER_ACCOUNT: '6',
    };
    a = await createTestApp({ env });
    const shared = a.database.url;
    b = await createTestApp({ env, databaseUrl: () => shared });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a session made on one instance is honoured and ended on the other', async () => {
    await a.app
      .get(SignUpService)
      .signUp(
        { username: 'twin', email: 'twin@example.test', password: 'a long secret' },
        '192.0.2.1',
      );
    const { sessionId } = await a.app
      .get(SignInService)
      .signIn('twin', 'a long secret', '192.0.2.1');
    expect(await b.app.get(CredentialsService).sessionUser(sessionId)).toMatchObject({
      username: 'twin',
    });
    await b.app.get(SignInService).signOut(sessionId);
    expect(await a.app.get(CredentialsService).sessionUser(sessionId)).toBeNull();
  });

  it('counts sign-in attempts on both instances against one budget', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = i % 2 === 0 ? a : b;
      try {
        await app.app.get(SignInService).signIn('twin', `wrong guess ${i}`, `192.0.2.${10 + i}`);
        outcomes.push('ok');
      } catch (error) {
        outcomes.push(error instanceof TooManyAttempts ? '429' : 'wrong');
      }
    }
    // the budget (6 attempts) counts every attempt: the sign-in above spent one
    expect(outcomes).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', '429', '429', '429']);
  });
});
