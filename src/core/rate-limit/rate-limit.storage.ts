import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { Clock } from '../clock';
import { closeRedis, FAIL_FAST_REDIS_OPTIONS } from '../redis/redis-client';
import { throttledWarning } from '../logging/throttled-warning';
import { eventCounts, rateLimitState } from '../metrics/events';
import { watchRedis } from '../redis/redis-metrics';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/*
 * Both stores count fixed windows: the first request of a caller opens a window of `ttl` ms, every
 * request in it counts, and past `limit` requests are refused until the window closes. One INCR
 * per request, the same answers from both stores.
 */

function record(hits: number, limit: number, msLeft: number): ThrottlerStorageRecord {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const isBlocked = hits > limit;
  return {
    totalHits: hits,
    timeToExpire: seconds,
    isBlocked,
    timeToBlockExpire: isBlocked ? seconds : 0,
  };
}

/** Counters in this process (one instance, or a limit per instance). */
export class MemoryRateLimitStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly clock: Clock) {}

  increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock.now();
    if (now >= this.nextSweep) {
      this.sweep(now);
      this.nextSweep = now + ttl;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + ttl };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return Promise.resolve(record(window.hits, limit, window.resetAt - now));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) {
        this.windows.delete(key);
      }
    }
  }
}

// INCR and PEXPIRE in one atomic step: a crash between them can never leave a counter without expiry.
const WINDOW_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/** The Redis client name of the store (`CLIENT LIST` shows it). */
export const RATE_LIMIT_CONNECTION = 'social-rate-limit';

type WindowRedis = Redis & { rateLimitWindow(key: string, ttl: number): Promise<[number, number]> };

/**
 * Counters in Redis, shared by every instance pointed at the same REDIS_URL. When Redis cannot
 * answer (down, slow), the request is counted in this process instead (the limit then holds per
 * instance, not across them), a warning is logged at most every 10 s, and /metrics shows the
 * fallback (`social_rate_limit_local_fallback`): an unavailable limiter must neither take the API
 * down with it nor stop limiting unseen.
 */
export class RedisRateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: WindowRedis;
  private readonly warn = throttledWarning(
    this.logger,
    'Redis rate-limit store unavailable, counting in this instance',
  );
  private readonly local: MemoryRateLimitStorage;

  /**
   * `connectionName`: the Redis client name (`CLIENT LIST`), one per kind of limit; /metrics names
   * the connection after it (`social-rate-limit` is `rate_limit`).
   */
  constructor(
    url: string,
    keyPrefix: string,
    clock: Clock,
    connectionName: string = RATE_LIMIT_CONNECTION,
  ) {
    this.local = new MemoryRateLimitStorage(clock);
    this.redis = new Redis(url, {
      keyPrefix,
      connectionName,
      ...FAIL_FAST_REDIS_OPTIONS,
    }) as WindowRedis;
    this.redis.defineCommand('rateLimitWindow', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
    this.redis.on('error', (error: Error) => this.warn(error));
    watchRedis(connectionName.replace(/^social-/, '').replace(/-/g, '_'), this.redis);
  }

  /** Waits (at most `timeoutMs`) for the connection, so the first requests are counted too. */
  async connected(timeoutMs = 2000): Promise<void> {
    if (this.redis.status === 'ready') {
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const [hits, msLeft] = await this.redis.rateLimitWindow(key, ttl);
      rateLimitState.localFallback = false;
      return record(hits, limit, msLeft);
    } catch (error) {
      this.warn(error);
      rateLimitState.localFallback = true;
      eventCounts.rateLimitCountedLocally += 1;
      return this.local.increment(key, ttl, limit);
    }
  }

  onApplicationShutdown(): Promise<void> {
    return closeRedis(this.redis);
  }
}
