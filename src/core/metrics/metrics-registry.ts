import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { AppConfig } from '../../config';
import { redisErrorSamples, redisUpSamples } from '../redis/redis-metrics';
import { eventCounts, publisherBatchSeconds, rateLimitState, s3Counts } from './events';
import { RouteHistogram } from './route-histogram';
import { registerScraped, Sample } from './scraped-metric';

/**
 * The metrics of this service instance (GET /metrics). Modules add theirs at start-up with
 * `scraped()`: samples computed at scrape time from what they keep anyway, so nothing is paid
 * between scrapes. Names: docs/operations.md "Monitoring".
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  /** Request durations; configureApp feeds it when metrics are served. */
  readonly requests = new RouteHistogram();
  readonly served: 'port' | 'main' | 'off';

  constructor(config: AppConfig) {
    this.served = config.metricsServed;
    if (this.served !== 'off') {
      collectDefaultMetrics({ register: this.registry });
    }
    this.scraped(
      RouteHistogram.NAME,
      'HTTP requests by route pattern, method and status class: duration in seconds',
      'histogram',
      () => this.requests.samples(),
    );
    this.scraped(
      'social_idempotency_replays_total',
      'Requests with an Idempotency-Key answered with the stored answer',
      'counter',
      () => [{ labels: {}, value: eventCounts.idempotencyReplays }],
    );
    this.scraped(
      'social_idempotency_conflicts_total',
      'Requests with an Idempotency-Key refused: in_use (409, the first still runs), reused (422, another request)',
      'counter',
      () => [
        { labels: { reason: 'in_use' }, value: eventCounts.idempotencyInUse },
        { labels: { reason: 'reused' }, value: eventCounts.idempotencyKeyReused },
      ],
    );
    this.scraped(
      'social_rate_limited_requests_total',
      'Requests refused by the rate limit (429), by caller: key (an API key) or anonymous',
      'counter',
      () => [
        { labels: { caller: 'key' }, value: eventCounts.rateLimitedKey },
        { labels: { caller: 'anonymous' }, value: eventCounts.rateLimitedAnonymous },
      ],
    );
    this.scraped(
      'social_s3_operations_total',
      'Object-store (S3) commands sent, by command',
      'counter',
      () => [...s3Counts].map(([command, c]) => ({ labels: { command }, value: c.sent })),
    );
    this.scraped(
      'social_s3_errors_total',
      "Object-store (S3) commands that failed after the SDK's retries, by command",
      'counter',
      () => [...s3Counts].map(([command, c]) => ({ labels: { command }, value: c.failed })),
    );
    this.scraped(
      'social_rate_limit_local_fallback',
      '1 while the rate limit counts in this process because Redis does not answer (the limit then holds per instance)',
      'gauge',
      () => [{ labels: {}, value: rateLimitState.localFallback ? 1 : 0 }],
    );
    this.scraped(
      'social_rate_limit_local_requests_total',
      'Requests the Redis rate-limit store could not count, counted in this process instead',
      'counter',
      () => [{ labels: {}, value: eventCounts.rateLimitCountedLocally }],
    );
    this.scraped(
      'social_redis_up',
      '1 while the Redis connection is ready, by connection (only with REDIS_URL)',
      'gauge',
      redisUpSamples,
    );
    this.scraped(
      'social_redis_command_errors_total',
      'Redis commands that failed (refused while down, timed out, or an error reply), by connection',
      'counter',
      redisErrorSamples,
    );
    this.scraped(
      'social_storage_unavailable_total',
      'Upload and media requests answered 503 because the object store failed',
      'counter',
      () => [{ labels: {}, value: eventCounts.storageUnavailable }],
    );
    this.registry.registerMetric(publisherBatchSeconds);
  }

  /** Adds a metric computed at scrape time. */
  scraped(
    name: string,
    help: string,
    type: 'counter' | 'gauge' | 'histogram',
    samples: () => Sample[] | Promise<Sample[]>,
  ): void {
    registerScraped(this.registry, name, help, type, samples);
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
