import { AuthService } from '../../src/auth/auth.service';
import { createUser, TestUser } from '../utils/auth';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { call, expectError } from '../utils/http';
import { TcpProxy } from '../utils/tcp-proxy';

const pgUrl = process.env.TEST_DATABASE_URL;
// This test needs a PostgreSQL server to put a proxy in front of; the SQLite leg has no network
// database to lose, so the suite runs only in the PostgreSQL leg of .ci/run.
const describePg = pgUrl ? describe : describe.skip;

describePg('database faults (PostgreSQL behind a proxy the test cuts)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let user: TestUser;

  beforeAll(async () => {
    const target = new URL(pgUrl!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    t = await createTestApp({
      databaseUrl: (url) => {
        const viaProxy = new URL(url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        return viaProxy.toString();
      },
      env: { DATABASE_POOL_SIZE: '4' },
    });
    user = await createUser(t.app, 'alice');
  });

  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.cut();
  });

  it('serves requests while the database is reachable', async () => {
    expect((await call(t.app, 'GET', '/metric/usernames', { auth: user.auth })).status).toBe(200);
    expect((await call(t.app, 'GET', '//health/ready')).status).toBe(200);
  });

  it('fails fast with 503 in the envelope while the database is gone, then recovers by itself', async () => {
    await proxy.cut();
    t.app.get(AuthService).clearCache();

    const started = Date.now();
    const res = await call(t.app, 'GET', '/metric/usernames');
    expect(Date.now() - started).toBeLessThan(7000);
    expect(expectError(res, 503)).toEqual([
      'The service is temporarily unavailable. Please try again shortly.',
    ]);
    expect(res.headers['retry-after']).toBe('1');
    expect(JSON.stringify(res.body)).not.toMatch(/ECONN|postgres|terminated|pg/i);

    // an authenticated request fails in the guard's key lookup: also a 503, not a 401 or 500
    const authed = await call(t.app, 'GET', '/metric/usernames', { auth: user.auth });
    expectError(authed, 503);

    const ready = await call(t.app, 'GET', '//health/ready');
    expectError(ready, 503);

    await proxy.restore();
    let recovered = false;
    for (let i = 0; i < 20 && !recovered; i++) {
      recovered = (await call(t.app, 'GET', '/metric/usernames')).status === 200;
      if (!recovered) {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(recovered).toBe(true);
    expect((await call(t.app, 'GET', '//health/ready')).status).toBe(200);
    expect((await call(t.app, 'GET', '/metric/usernames', { auth: user.auth })).status).toBe(200);
  });
});
