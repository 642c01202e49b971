import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../sql';

/**
 * The rows of `counters`: totals the lists and metrics answer without counting a table. Each is
 * moved by the write it counts, in that write's transaction (`sql`), with an atomic UPDATE.
 * Reactions keep their totals in shards (reaction-totals.ts); the star and flag statement and the
 * publisher's batch still move their rows inside their own statement (README, issue #16's rest).
 */
export type CounterName = 'latest_total' | 'published_total' | 'users_total';

const ADD_SQL = `UPDATE counters SET value = value + $1 WHERE name = $2`;
const VALUE_SQL = `SELECT value FROM counters WHERE name = $1`;

@Injectable()
export class CountersService {
  constructor(private readonly db: Db) {}

  /** Adds `by` (may be negative) to the counter, in the caller's transaction. */
  async add(sql: Sql, name: CounterName, by = 1): Promise<void> {
    await sql.run(ADD_SQL, [by, name]);
  }

  async value(name: CounterName, sql: Sql = this.db): Promise<number> {
    const row = await sql.get<{ value: number }>(VALUE_SQL, [name]);
    return Number(row?.value ?? 0);
  }
}
