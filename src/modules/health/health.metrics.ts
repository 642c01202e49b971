import { Injectable, OnModuleInit } from '@nestjs/common';
import { DrainState, MetricsRegistry } from '../../core';

/** Whether this instance drains (SIGTERM received, readiness 503) on /metrics. */
@Injectable()
export class HealthMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly drain: DrainState,
  ) {}

  onModuleInit(): void {
    this.metrics.scraped(
      'social_draining',
      '1 while this instance drains after SIGTERM (readiness answers 503, requests are still served)',
      'gauge',
      () => [{ labels: {}, value: this.drain.draining ? 1 : 0 }],
    );
  }
}
