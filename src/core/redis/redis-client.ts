import type Redis from 'ioredis';

/**
 * Options of a Redis client on a request path: fail fast instead of queueing commands behind a
 * reconnecting client (the callers fall back when Redis does not answer).
 */
export const FAIL_FAST_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 1000,
} as const;

/** QUIT lets pending replies arrive; a Redis that stopped answering gets one second. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await Promise.race([
      redis.quit().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1000).unref()),
    ]);
  }
  redis.disconnect();
}
