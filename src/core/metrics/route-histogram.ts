import type { Sample } from './scraped-metric';

/** The request duration buckets, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** The counts of one (route, method, status class): preallocated, so observing allocates nothing. */
class Series {
  readonly buckets = new Float64Array(DURATION_BUCKETS.length);
  sum = 0;
  count = 0;

  observe(seconds: number): void {
    this.sum += seconds;
    this.count += 1;
    const bounds = DURATION_BUCKETS;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]) {
        this.buckets[i] += 1;
        return;
      }
    }
  }
}

/** The five status-class series of one route pattern and method. */
export class RouteSeries {
  readonly classes: Series[] = STATUS_CLASSES.map(() => new Series());

  constructor(
    readonly route: string,
    readonly method: string,
  ) {}

  /** One finished request: its status code and its duration in milliseconds. */
  observe(status: number, ms: number): void {
    const index = Math.min(4, Math.max(0, ((status / 100) | 0) - 1));
    this.classes[index].observe(ms / 1000);
  }
}

/**
 * `http_request_duration_seconds{route,method,status_class}`. Each route pattern gets its series
 * when the route is registered, and a request adds to numbers they already hold: no label hashing
 * and no allocation per request. Route patterns (`/api/v0/posts/:id`), never raw URLs, keep the
 * number of series bounded.
 */
export class RouteHistogram {
  static readonly NAME = 'http_request_duration_seconds';
  private readonly routes: RouteSeries[] = [];

  /** The series of one route pattern and method (the same one when asked again). */
  route(route: string, method: string): RouteSeries {
    const known = this.routes.find((r) => r.route === route && r.method === method);
    if (known) {
      return known;
    }
    const created = new RouteSeries(route, method);
    this.routes.push(created);
    return created;
  }

  /** The samples in prom-client's form, at scrape time; series without a request are left out. */
  samples(): Sample[] {
    const name = RouteHistogram.NAME;
    const values: Sample[] = [];
    for (const route of this.routes) {
      route.classes.forEach((series, i) => {
        if (series.count === 0) {
          return;
        }
        const labels = {
          route: route.route,
          method: route.method,
          status_class: STATUS_CLASSES[i],
        };
        let cumulative = 0;
        DURATION_BUCKETS.forEach((le, b) => {
          cumulative += series.buckets[b];
          values.push({
            metricName: `${name}_bucket`,
            labels: { ...labels, le },
            value: cumulative,
          });
        });
        values.push({
          metricName: `${name}_bucket`,
          labels: { ...labels, le: '+Inf' },
          value: series.count,
        });
        values.push({ metricName: `${name}_sum`, labels, value: series.sum });
        values.push({ metricName: `${name}_count`, labels, value: series.count });
      });
    }
    return values;
  }
}
