import { Injectable, OnModuleInit } from '@nestjs/common';
import { MetricsRegistry } from '../../../core';
import { NotificationStreamService } from './notification-stream.service';

/** The open notification streams (SSE) of this instance on /metrics. */
@Injectable()
export class NotificationStreamMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly streams: NotificationStreamService,
  ) {}

  onModuleInit(): void {
    this.metrics.scraped(
      'social_notification_streams_open',
      'Notification streams (GET /api/v0/notifications/stream) open on this instance',
      'gauge',
      () => [{ labels: {}, value: this.streams.openStreams }],
    );
  }
}
