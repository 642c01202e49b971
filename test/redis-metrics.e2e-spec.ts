import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUser } from './utils/auth';
import { createTestApp, TestApp } from './utils/create-test-app';
import { call } from './utils/http';
import { sampleOf } from './utils/prometheus';
import { RedisServer } from './utils/redis-server';
import { waitUntil } from './utils/wait';

const LIMIT = 4;

/**
 * Redis on /metrics, with a Redis server of the test's own that really goes down (its process
 * ends, its port refuses) and comes back: the connections' state, the failed commands, and the
 * rate limit's fallback to counting in the instance.
 */
describe('Redis in /metrics', () => {
  let redis: RedisServer;
  let t: TestApp;

  beforeAll(async () => {
    redis = await RedisServer.start();
    t = await createTestApp({
      env: {
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: `test:redis-metrics:${process.pid}:`,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        CORS_ORIGINS: '',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  async function scrape(): Promise<(name: string, labels?: Record<string, string>) => number> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return (name, labels = {}) => sampleOf(res.body, name, labels) ?? NaN;
  }
  const rateLimitUp = async () => (await scrape())('social_redis_up', { connection: 'rate_limit' });

  it('shows Redis up and down, counts failed commands, and shows the rate limit counting locally', async () => {
    const alice = await createUser(t.app, 'alice');
    const bob = await createUser(t.app, 'bob');
    await waitUntil('every Redis connection is up', async () => {
      const m = await scrape();
      return ['rate_limit', 'events_subscriber', 'events_publisher'].every(
        (connection) => m('social_redis_up', { connection }) === 1,
      );
    });
    let m = await scrape();
    expect(m('social_rate_limit_local_fallback')).toBe(0);
    const errorsBefore = m('social_redis_command_errors_total', { connection: 'rate_limit' });
    expect(errorsBefore).toBe(0);
    const localBefore = m('social_rate_limit_local_requests_total');
    expect((await call(t.app, 'GET', '/account', { auth: alice.auth })).status).toBe(200);

    await redis.stop();
    await waitUntil('the rate limit connection is down', async () => (await rateLimitUp()) === 0);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push((await call(t.app, 'GET', '/account', { auth: alice.auth })).status);
    }
    // counted in this instance from 0: the limit still holds, per instance
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    m = await scrape();
    expect(m('social_rate_limit_local_fallback')).toBe(1);
    expect(m('social_rate_limit_local_requests_total')).toBe(localBefore + LIMIT + 1);
    expect(m('social_redis_command_errors_total', { connection: 'rate_limit' })).toBe(
      errorsBefore + LIMIT + 1,
    );
    expect(m('social_redis_up', { connection: 'events_publisher' })).toBe(0);

    await redis.restart();
    await waitUntil(
      'the rate limit connection is up again',
      async () => (await rateLimitUp()) === 1,
    );
    expect((await call(t.app, 'GET', '/account', { auth: bob.auth })).status).toBe(200);
    m = await scrape();
    expect(m('social_rate_limit_local_fallback')).toBe(0);
    expect(m('social_rate_limit_local_requests_total')).toBe(localBefore + LIMIT + 1);
  });

  it('has an alert rule in deploy/ for each of them, and for the drain', () => {
    const alerts = readFileSync(
      join(__dirname, '..', 'deploy', 'prometheus', 'alerts.yml'),
      'utf8',
    );
    const exprs = [...alerts.matchAll(/^\s+expr: (.+)$/gm)].map((m) => m[1]);
    for (const metric of [
      'social_redis_up',
      'social_redis_command_errors_total',
      'social_rate_limit_local_fallback',
      'social_draining',
      'social_storage_unavailable_total',
    ]) {
      expect(exprs.filter((expr) => expr.includes(metric))).toHaveLength(1);
    }
  });
});
