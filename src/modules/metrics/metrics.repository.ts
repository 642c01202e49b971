import { Injectable } from '@nestjs/common';
import { CounterName, CountersRepository, Db } from '../../database';
import { COUNT_PENDING_SQL } from '../posts';

/**
 * Pending posts are counted (posts' read API, over a partial index) rather than kept in a counter
 * row, which would put one hot row lock on every POST /post.
 */

/**
 * The metrics read counter rows the writes keep (see migration MetricTotals), or, for pending
 * posts, the partial index above: no request counts a whole table.
 */
@Injectable()
export class MetricsRepository {
  constructor(
    private readonly db: Db,
    private readonly counters: CountersRepository,
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
