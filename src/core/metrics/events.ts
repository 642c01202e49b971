import { Histogram } from 'prom-client';

/**
 * Counts of events of this process that other modules bump where they happen: plain numbers,
 * read when /metrics is scraped (MetricsRegistry). Process-wide, like the process metrics: one
 * service process is one Prometheus target.
 */
export const eventCounts = {
  /** Idempotency-Key: a retry answered with the stored answer. */
  idempotencyReplays: 0,
  /** Idempotency-Key: 409, the key's first request still runs. */
  idempotencyInUse: 0,
  /** Idempotency-Key: 422, the key was used with another request. */
  idempotencyKeyReused: 0,
  /** 429 of the rate limit, for a caller with an API key. */
  rateLimitedKey: 0,
  /** 429 of the rate limit, for an anonymous caller (by address). */
  rateLimitedAnonymous: 0,
  /** Requests the Redis rate-limit store could not count, counted in this process instead. */
  rateLimitCountedLocally: 0,
  /** 503 of an upload or media request because the object store failed. */
  storageUnavailable: 0,
};

/**
 * Whether the Redis rate limit counts in this process now (its last request found Redis down):
 * the limit then holds per instance, not across them.
 */
export const rateLimitState = { localFallback: false };

/** Object-store (S3) commands by name (`PutObject`, …): sent, and failed after the SDK's retries. */
export const s3Counts = new Map<string, { sent: number; failed: number }>();

export function countS3(command: string): { sent: number; failed: number } {
  let counts = s3Counts.get(command);
  if (!counts) {
    counts = { sent: 0, failed: 0 };
    s3Counts.set(command, counts);
  }
  return counts;
}

/** Duration of each publisher batch that took due posts (registered by MetricsRegistry). */
export const publisherBatchSeconds = new Histogram({
  name: 'social_publisher_batch_duration_seconds',
  help: 'Duration of a publisher batch (one transaction) that took due posts, in seconds',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
});
