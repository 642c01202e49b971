import { randomBytes } from 'node:crypto';
import { AddressInfo, createServer, Socket } from 'node:net';
import Redis from 'ioredis';
import { INVALID_CREDENTIALS } from '../src/auth/auth.errors';
import { rateLimitMessage } from '../src/core/rate-limit/rate-limit.guard';
import { hashKey } from '../src/users/users.service';
import { basicAuth, createUser, TestUser } from './utils/auth';
import { createWorld } from './utils/world';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call, expectError } from './utils/http';
import { resetDatabase } from './utils/reset-database';
import { createLoggedApp, LoggedApp } from './support/logged-app';
import { ProbeModule } from './support/probe.controller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Env of an app whose rate limit the test sets (createTestApp keeps env between apps). */
function limitEnv(limit: number, redisPrefix?: string): Record<string, string> {
  return {
    RATE_LIMIT_PER_MINUTE: String(limit),
    REDIS_URL: redisPrefix ? REDIS_URL : '',
    REDIS_KEY_PREFIX: redisPrefix ?? '',
    CORS_ORIGINS: '',
  };
}

describe('Operations', () => {
  describe('request log and request ids', () => {
    let t: LoggedApp;
    let user: TestUser;

    beforeAll(async () => {
      t = await createLoggedApp({}, [ProbeModule]);
    });
    afterAll(() => t.close());
    beforeEach(async () => {
      await resetDatabase(t.app);
      user = await createUser(t.app, 'alice');
    });

    it('writes one JSON line per request: method, route pattern, status, latency, request id', async () => {
      const before = t.lines().length;
      const res = await call(t.app, 'GET', '/timeline/user/alice?page=1');
      const lines = t.lines().slice(before);
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(line).toEqual(
        expect.objectContaining({
          level: 'info',
          msg: 'request',
          method: 'GET',
          route: '/api/v0/timeline/user/:username',
          status: res.status,
          reqId: res.headers['x-request-id'],
        }),
      );
      expect(typeof line.ms).toBe('number');
      expect(line.ms as number).toBeGreaterThanOrEqual(0);
      expect(typeof line.time).toBe('string');
      expect(String(res.headers['x-request-id'])).toMatch(UUID);
    });

    it('logs unknown routes with a null route and their status', async () => {
      const before = t.lines().length;
      const res = await call(t.app, 'GET', '/no/such/route');
      expect(res.status).toBe(404);
      expect(t.lines().slice(before)).toEqual([
        expect.objectContaining({ method: 'GET', route: null, status: 404 }),
      ]);
    });

    it('takes a sane X-Request-Id from the caller and replaces anything else', async () => {
      const sane = 'abc.DEF_123-xyz';
      const kept = await call(t.app, 'GET', '/hello', { headers: { 'x-request-id': sane } });
      expect(kept.headers['x-request-id']).toBe(sane);
      expect(t.lines().at(-1)).toEqual(expect.objectContaining({ reqId: sane }));

      for (const unsafe of ['a'.repeat(101), 'has space', 'line\\nbreak', 'quote"', 'ü']) {
        const res = await call(t.app, 'GET', '/hello', { headers: { 'x-request-id': unsafe } });
        expect(String(res.headers['x-request-id'])).toMatch(UUID);
        expect(t.output()).not.toContain(unsafe);
      }
      const longest = 'b'.repeat(100);
      const res = await call(t.app, 'GET', '/hello', { headers: { 'x-request-id': longest } });
      expect(res.headers['x-request-id']).toBe(longest);
    });

    it('returns the request id on errors too', async () => {
      const res = await call(t.app, 'GET', '/probe/pro', {
        headers: { 'x-request-id': 'err-1' },
      });
      expectError(res, 401);
      expect(res.headers['x-request-id']).toBe('err-1');
    });

    it('never logs the Authorization header or API keys', async () => {
      const wrong = basicAuth('alice', 'not-the-key-0123456789');
      const requests: [string, string, string][] = [
        ['GET', '/hello', user.auth],
        ['GET', '/probe/pro', user.auth],
        ['GET', '/probe/whoami', wrong],
        ['POST', '/probe/crash', user.auth],
        ['GET', '/no/such/route', user.auth],
        ['POST', '/hello', user.auth],
      ];
      for (const [method, path, auth] of requests) {
        await call(t.app, method as 'GET', path, {
          auth,
          form: method === 'POST' ? {} : undefined,
        });
      }
      const output = t.output();
      expect(output.length).toBeGreaterThan(0);
      for (const secret of [
        user.apiKey,
        user.auth,
        user.auth.slice('Basic '.length),
        wrong.slice('Basic '.length),
        'not-the-key-0123456789',
        hashKey(user.apiKey),
      ]) {
        expect(output).not.toContain(secret);
      }
      // no header logged by name (a route's path may say the word: the OAuth metadata's)
      expect(output).not.toMatch(/authorization["']?\s*[:=]/i);
      expect(output).not.toContain('Basic ');
    });

    it("writes Nest's own log lines as JSON too", async () => {
      const before = t.lines().length;
      await call(t.app, 'POST', '/probe/crash');
      const lines = t.lines().slice(before);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            level: 'error',
            context: 'Exceptions',
            msg: 'Unexpected error on POST /api/v0/probe/crash',
          }),
          expect.objectContaining({ msg: 'request', status: 500, route: '/api/v0/probe/crash' }),
        ]),
      );
    });
  });

  describe('health probes in the log', () => {
    it('logs the balancer probes of /health/* at debug, not info, and every other request at info', async () => {
      for (const level of ['info', 'debug'] as const) {
        const t = await createLoggedApp({ LOG_LEVEL: level });
        try {
          for (const path of ['/health/ready', '/health/live']) {
            expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
          }
          await call(t.app, 'GET', '/hello');
          const requests = t.lines().filter((line) => line.msg === 'request');
          const probes = level === 'debug' ? ['/health/ready', '/health/live'] : [];
          expect(requests.map((line) => [line.level, line.route])).toEqual([
            ...probes.map((route) => ['debug', route]),
            ['info', '/api/v0/hello'],
          ]);
        } finally {
          await t.close();
        }
      }
    });
  });

  describe('LOG_LEVEL', () => {
    it('writes no request lines at warn, and nothing at silent', async () => {
      for (const [level, expected] of [
        ['silent', 0],
        ['warn', 0],
      ] as const) {
        const t = await createLoggedApp({ LOG_LEVEL: level });
        try {
          await call(t.app, 'GET', '/hello');
          await call(t.app, 'GET', '/no/such/route');
          expect(t.lines()).toHaveLength(expected);
        } finally {
          await t.close();
        }
      }
    });
  });

  describe('rate limit (memory store)', () => {
    let t: TestApp;
    let alice: TestUser;
    let bob: TestUser;

    beforeAll(async () => {
      t = await createTestApp({ env: limitEnv(5), imports: [ProbeModule] });
    });
    afterAll(() => t.close());
    beforeEach(async () => {
      await resetDatabase(t.app);
      ({ alice, bob } = await createWorld(t.app, ['alice', 'bob']));
      // A fresh window for every test: the memory store keeps time with the app's clock.
      t.clock.advance(61_000);
    });

    it('answers wrong credentials with 401, also when the budget of the IP is spent', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await call(t.app, 'GET', '/hello')).status).toBe(200);
      }
      expect((await call(t.app, 'GET', '/hello')).status).toBe(429);
      const res = await call(t.app, 'GET', '/hello', { auth: basicAuth('alice', 'wrong') });
      expect(expectError(res, 401)).toEqual([INVALID_CREDENTIALS]);
    });

    it('counts down in RateLimit-* headers and answers the 6th call with 429 and Retry-After', async () => {
      for (let i = 1; i <= 5; i++) {
        const res = await call(t.app, 'GET', '/hello', { auth: alice.auth });
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit-limit']).toBe('5');
        expect(res.headers['ratelimit-remaining']).toBe(String(5 - i));
        expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
        expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
      }
      const res = await call(t.app, 'GET', '/hello', { auth: alice.auth });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(expectError(res, 429)).toEqual([rateLimitMessage(retryAfter)]);
      expect(res.body.meta).toEqual({});
      expect(res.headers['ratelimit-limit']).toBe('5');
      expect(res.headers['ratelimit-remaining']).toBe('0');
      expect(res.headers['ratelimit-reset']).toBe(String(retryAfter));
    });

    it('keeps one budget per API key across all routes, apart from other keys and the IP', async () => {
      const paths = ['/hello', '/metric/posts', '/probe/pro', '/probe/whoami', '/hello'];
      for (const path of paths) {
        expect((await call(t.app, 'GET', path, { auth: alice.auth })).status).toBe(200);
      }
      expect((await call(t.app, 'GET', '/metric/usernames', { auth: alice.auth })).status).toBe(
        429,
      );
      const bobRes = await call(t.app, 'GET', '/hello', { auth: bob.auth });
      expect(bobRes.status).toBe(200);
      expect(bobRes.headers['ratelimit-remaining']).toBe('4');
      const anonymous = await call(t.app, 'GET', '/hello');
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers['ratelimit-remaining']).toBe('4');
    });

    it('keeps one budget per IP for anonymous callers', async () => {
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i++) {
        expect((await call(t.app, 'GET', '/hello', from('203.0.113.7'))).status).toBe(200);
      }
      expect((await call(t.app, 'GET', '/hello', from('203.0.113.7'))).status).toBe(429);
      expect((await call(t.app, 'GET', '/hello', from('203.0.113.8'))).status).toBe(200);
    });

    it('does not limit the health endpoints', async () => {
      for (let i = 0; i < 8; i++) {
        const res = await call(t.app, 'GET', '//health/live');
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit-limit']).toBeUndefined();
      }
      expect((await call(t.app, 'GET', '//health/ready')).status).toBe(200);
    });

    it('opens a new window after a minute', async () => {
      for (let i = 0; i < 6; i++) {
        await call(t.app, 'GET', '/hello');
      }
      expect((await call(t.app, 'GET', '/hello')).status).toBe(429);
      t.clock.advance(60_000);
      const res = await call(t.app, 'GET', '/hello');
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe('4');
    });
  });

  describe('rate limit 0', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: limitEnv(0) });
    });
    afterAll(() => t.close());

    it('turns the limit off: no headers, no 429', async () => {
      for (let i = 0; i < 30; i++) {
        const res = await call(t.app, 'GET', '/hello');
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit-limit']).toBeUndefined();
        expect(res.headers['ratelimit-remaining']).toBeUndefined();
      }
    });
  });

  describe('rate limit (Redis store)', () => {
    const prefix = `social-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
    let a: TestApp;
    let b: TestApp;
    let redis: Redis;

    beforeAll(async () => {
      redis = new Redis(REDIS_URL);
      a = await createTestApp({ env: limitEnv(5, prefix) });
      b = await createTestApp({ env: limitEnv(5, prefix) });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) {
        await redis.del(...keys);
      }
      await redis.quit();
      Object.assign(process.env, limitEnv(0));
    });

    it('shares one limit between two instances', async () => {
      const from = { headers: { 'x-forwarded-for': '198.51.100.1' } };
      for (const app of [a, b, a, b, a]) {
        expect((await call(app.app, 'GET', '/hello', from)).status).toBe(200);
      }
      const res = await call(b.app, 'GET', '/hello', from);
      expectError(res, 429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(a.app, 'GET', '/hello', from)).status).toBe(429);
    });

    it('closes its Redis connection when the app closes', async () => {
      // the ids of the rate-limit connections on the Redis server (other processes' too: the
      // test follows the ones that appeared with this app, not a count)
      const clients = async () =>
        new Set(
          [
            ...String(await redis.call('CLIENT', 'LIST')).matchAll(
              /^id=(\d+) .* name=social-rate-limit /gm,
            ),
          ].map((m) => m[1]),
        );
      const before = await clients();
      const c = await createTestApp({ env: limitEnv(5, prefix) });
      const opened = [...(await clients())].filter((id) => !before.has(id));
      expect(opened).toHaveLength(1);
      await c.close();
      expect((await clients()).has(opened[0])).toBe(false);
    });

    it('keeps serving when Redis does not answer, counting in the instance meanwhile', async () => {
      // Accepts connections and never answers, like a hung Redis.
      const sockets = new Set<Socket>();
      const silent = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      const c = await createTestApp({
        env: { ...limitEnv(2, prefix), REDIS_URL: `redis://127.0.0.1:${port}` },
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          statuses.push((await call(c.app, 'GET', '/hello')).status);
        }
        // the limit of 2 still holds, in this instance's memory
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await c.close();
        sockets.forEach((socket) => socket.destroy());
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('stores counters under the key hash, never the key', async () => {
      await resetDatabase(a.app);
      const carol = await createUser(a.app, 'carol');
      expect((await call(a.app, 'GET', '/hello', { auth: carol.auth })).status).toBe(200);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toContain(`${prefix}rl:default:key:${hashKey(carol.apiKey)}`);
      expect(keys.join('\n')).not.toContain(carol.apiKey);
      const ttl = await redis.pttl(`${prefix}rl:default:key:${hashKey(carol.apiKey)}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  });

  describe('security headers and CORS', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: limitEnv(100) });
    });
    afterAll(() => t.close());

    it("sends OWASP's REST header set on API responses, on errors too", async () => {
      for (const res of [
        await call(t.app, 'GET', '/hello'),
        await call(t.app, 'GET', '/no/such/route'),
        await t.app.inject({ method: 'GET', url: '/health/live' }),
      ]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['strict-transport-security']).toContain('max-age=');
        expect(res.headers['referrer-policy']).toBeUndefined();
      }
    });

    it("sends helmet's document headers on the docs page and on media", async () => {
      for (const url of ['/docs', '/media/alphabet/a.png']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    });

    it('adds no CORS headers to requests without an Origin (not a CORS request)', async () => {
      const res = await call(t.app, 'GET', '/hello');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toBeUndefined();
    });

    it('allows any origin by default and exposes the operational headers', async () => {
      const res = await call(t.app, 'GET', '/hello', {
        headers: { origin: 'https://client.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const exposed = String(res.headers['access-control-expose-headers']).split(/,\s*/);
      expect(exposed).toEqual(
        expect.arrayContaining([
          'X-Request-Id',
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
          'Retry-After',
        ]),
      );
    });

    it('exposes every response header the OpenAPI document describes', async () => {
      // A header a browser may not read would be a promise the document cannot keep for web apps.
      const SAFELISTED = ['cache-control', 'content-language', 'content-length', 'content-type'];
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{
        paths: Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>;
      }>();
      const described = new Set<string>();
      for (const operations of Object.values(doc.paths)) {
        for (const operation of Object.values(operations)) {
          for (const response of Object.values(operation.responses ?? {})) {
            Object.keys(response.headers ?? {}).forEach((name) => described.add(name));
          }
        }
      }
      expect([...described]).toEqual(expect.arrayContaining(['Link', 'ETag', 'Retry-After']));
      const res = await call(t.app, 'GET', '/hello', {
        headers: { origin: 'https://client.example' },
      });
      const exposed = String(res.headers['access-control-expose-headers'])
        .split(/,\s*/)
        .map((name) => name.toLowerCase());
      const hidden = [...described]
        .map((name) => name.toLowerCase())
        .filter((name) => !SAFELISTED.includes(name) && !exposed.includes(name));
      expect(hidden).toEqual([]);
    });

    it('answers a preflight with the allowed method and headers', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v0/post',
        headers: {
          origin: 'https://client.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // the methods of the registered routes (HEAD: Fastify's own, for every GET route)
      expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, DELETE');
      expect(String(res.headers['access-control-allow-headers'])).toBe(
        'authorization,content-type',
      );
      expect(res.headers['access-control-max-age']).toBe('600');
    });

    it('allows DELETE in a preflight (DELETE /account)', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v0/account',
        headers: {
          origin: 'https://client.example',
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(String(res.headers['access-control-allow-methods']).split(', ')).toContain('DELETE');
    });

    it('answers OPTIONS without a preflight request like any other method: 405', async () => {
      expectError(await call(t.app, 'OPTIONS', '/post'), 405);
    });

    it('still answers unknown routes with 404 and wrong methods with 405', async () => {
      expectError(await call(t.app, 'GET', '/no/such/route'), 404);
      const res = await call(t.app, 'DELETE', '/hello');
      expectError(res, 405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    });
  });

  describe('CORS_ORIGINS', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({
        env: { ...limitEnv(0), CORS_ORIGINS: 'https://a.example, http://localhost:5173' },
      });
    });
    afterAll(async () => {
      await t.close();
      process.env.CORS_ORIGINS = '';
    });

    it('allows only the listed origins', async () => {
      for (const origin of ['https://a.example', 'http://localhost:5173']) {
        const res = await call(t.app, 'GET', '/hello', { headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(String(res.headers.vary)).toContain('Origin');
      }
      const other = await call(t.app, 'GET', '/hello', {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.status).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(String(other.headers.vary)).toContain('Origin');
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v0/post',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    });
  });

  describe('GET /docs', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: limitEnv(2) });
    });
    afterAll(() => t.close());

    it('serves the Swagger UI page and its assets, without envelope, limit or credentials', async () => {
      for (let i = 0; i < 3; i++) {
        const page = await t.app.inject({ method: 'GET', url: '/docs' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain('swagger-ui-bundle.js');
        expect(page.headers['ratelimit-limit']).toBeUndefined();
      }
      for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-ui-init.js']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/docs/${asset}`,
          headers: { authorization: basicAuth('nobody', 'wrong') },
        });
        expect({ asset, status: res.statusCode }).toEqual({ asset, status: 200 });
      }
    });

    it('serves the OpenAPI 3.1 document at /docs/openapi.json', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const document = res.json<Record<string, unknown>>();
      expect(document.openapi).toBe('3.1.0');
      expect(document).not.toHaveProperty('status');
      expect(document.components).toEqual(
        expect.objectContaining({
          securitySchemes: {
            basic: expect.objectContaining({ type: 'http', scheme: 'basic' }),
            oauth2: expect.objectContaining({ type: 'oauth2' }),
          },
        }),
      );
    });
  });
});
