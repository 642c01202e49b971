import type { Metric, Registry } from 'prom-client';

/** One sample as prom-client formats it (`metricName` for a histogram's _bucket/_sum/_count). */
export interface Sample {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * A metric whose samples are computed at scrape time from numbers the service keeps anyway (a
 * counter field, a pool's sizes), registered with prom-client as one of its own. prom-client's
 * Counter and Histogram hash their labels on every increment; the hot paths here add to plain
 * numbers instead and pay nothing more.
 */
export function registerScraped(
  registry: Registry,
  name: string,
  help: string,
  type: 'counter' | 'gauge' | 'histogram',
  samples: () => Sample[] | Promise<Sample[]>,
): void {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    collect: () => undefined,
    reset: () => undefined,
    get: async () => ({ name, help, type, aggregator: 'sum', values: await samples() }),
  };
  registry.registerMetric(metric as unknown as Metric);
}
