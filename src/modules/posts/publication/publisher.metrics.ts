import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock, MetricsRegistry } from '../../../core';
import { PublicationRepository } from './publication.repository';

/**
 * The publisher's backlog on /metrics: due posts not yet published, and how long the oldest of
 * them has been due. Read from the database at scrape time, so it shows a publisher that stalled
 * on any instance (the batch durations show only the batches that ran).
 */
@Injectable()
export class PublisherMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly publication: PublicationRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    let backlog: Promise<{ now: number; count: number; oldest: number | null }> | null = null;
    // Both gauges come from one query per scrape: a scrape collects every metric at once, so the
    // second asks while the first's query runs.
    const read = () => {
      backlog ??= (async () => {
        const now = this.clock.now();
        return { now, ...(await this.publication.dueBacklog(now)) };
      })().finally(() => (backlog = null));
      return backlog;
    };
    this.metrics.scraped(
      'social_publisher_due_posts',
      'Pending posts whose publication time has passed (counted up to 100000)',
      'gauge',
      async () => [{ labels: {}, value: (await read()).count }],
    );
    this.metrics.scraped(
      'social_publisher_lag_seconds',
      'How long the oldest due, unpublished post has been due (0 when none is)',
      'gauge',
      async () => {
        const { now, oldest } = await read();
        return [{ labels: {}, value: oldest === null ? 0 : Math.max(0, now - oldest) / 1000 }];
      },
    );
  }
}
