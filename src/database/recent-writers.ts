import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock, closeRedis, FAIL_FAST_REDIS_OPTIONS, throttledWarning, watchRedis } from '../core';

/**
 * Who made a write request lately: their reads stay on the primary (read your own writes). In Redis
 * when REDIS_URL is set, so a mark made on one instance is seen by all the others behind the
 * balancer; in this process otherwise (right for one instance only).
 */
export interface RecentWriters {
  mark(userId: number): Promise<void>;
  isRecent(userId: number): Promise<boolean>;
}

/** Marks in this process, on the injected clock (as the in-memory rate-limit store). */
export class MemoryRecentWriters implements RecentWriters {
  private readonly until = new Map<number, number>();
  private nextSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
  ) {}

  mark(userId: number): Promise<void> {
    const now = this.clock.now();
    if (now >= this.nextSweep) {
      for (const [id, until] of this.until) {
        if (until <= now) {
          this.until.delete(id);
        }
      }
      this.nextSweep = now + this.windowMs;
    }
    this.until.set(userId, now + this.windowMs);
    return Promise.resolve();
  }

  isRecent(userId: number): Promise<boolean> {
    return Promise.resolve((this.until.get(userId) ?? 0) > this.clock.now());
  }
}

/** The Redis client name of the store (`CLIENT LIST` shows it). */
export const RECENT_WRITERS_CONNECTION = 'social-recent-writers';

/**
 * Marks in Redis (`<prefix>ryw:<user id>`, expiring after the window). When Redis cannot answer,
 * the caller counts as a recent writer: their reads go to the primary, never to a stale replica.
 */
export class RedisRecentWriters implements RecentWriters, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplicas');
  private readonly redis: Redis;
  private readonly local: MemoryRecentWriters;
  private readonly warn = throttledWarning(
    this.logger,
    'Redis unavailable for read-your-writes marks',
  );

  constructor(
    url: string,
    keyPrefix: string,
    private readonly windowMs: number,
    clock: Clock,
  ) {
    // this instance's own marks answer without a round trip, and stand in while Redis is away
    this.local = new MemoryRecentWriters(clock, windowMs);
    this.redis = new Redis(url, {
      keyPrefix,
      connectionName: RECENT_WRITERS_CONNECTION,
      ...FAIL_FAST_REDIS_OPTIONS,
    });
    this.redis.on('error', (error: Error) => this.warn(error));
    watchRedis('recent_writers', this.redis);
  }

  async mark(userId: number): Promise<void> {
    await this.local.mark(userId);
    try {
      await this.redis.set(`ryw:${userId}`, '1', 'PX', this.windowMs);
    } catch (error) {
      this.warn(error);
    }
  }

  async isRecent(userId: number): Promise<boolean> {
    if (await this.local.isRecent(userId)) {
      return true;
    }
    try {
      return (await this.redis.exists(`ryw:${userId}`)) === 1;
    } catch (error) {
      this.warn(error);
      return true;
    }
  }

  onApplicationShutdown(): Promise<void> {
    return closeRedis(this.redis);
  }
}
