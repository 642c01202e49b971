import { Injectable } from '@nestjs/common';
import { CounterName, CountersService } from '../../database/counters/counters.service';
import { Db } from '../../database/sql';

/**
 * Pending posts, counted over the partial index `posts_due` (`WHERE status = 'pending'`): it holds
 * only the posts waiting for their publication time, so the count grows with the traffic of the
 * last publishing delay, not with the table. The status is a literal because a planner can use a
 * partial index only when the query's own condition implies the index's (a `$1` cannot).
 * A counter row would put one hot row lock on every POST /post instead.
 */
export const COUNT_PENDING_SQL = `SELECT COUNT(*) AS n FROM posts WHERE status = 'pending'`;

/**
 * The metrics read counter rows the writes keep (see migration MetricTotals), or, for pending
 * posts, the partial index above: no request counts a whole table.
 */
@Injectable()
export class MetricsRepository {
  constructor(
    private readonly db: Db,
    private readonly counters: CountersService,
  ) {}

  async countPending(): Promise<number> {
    const row = await this.db.get<{ n: number }>(COUNT_PENDING_SQL);
    return Number(row?.n ?? 0);
  }

  /** Published posts, replies included: kept by the publisher. */
  countPublished(): Promise<number> {
    return this.counter('published_total');
  }

  /** Users: kept by user creation. */
  countUsers(): Promise<number> {
    return this.counter('users_total');
  }

  private counter(name: CounterName): Promise<number> {
    return this.counters.value(name);
  }
}
