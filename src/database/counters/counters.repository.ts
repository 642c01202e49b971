import { Injectable } from '@nestjs/common';
import { Db, Sql } from '../sql';
import { addToCountersSql } from './counters.sql';
import { randomShard, ShardedCounterName, shardNames } from './sharded-counters';

/**
 * The rows of `counters`: totals the lists and metrics answer without counting a table. Each is
 * moved by the write it counts, in that write's transaction (`sql`), with an atomic UPDATE. This
 * repository is the only writer of the table; a caller's single statement (the PostgreSQL star) uses
 * the same UPDATE through counters.sql.ts.
 */
export type CounterName = 'latest_total' | 'published_total' | 'users_total';

const ADD_SQL = `UPDATE counters SET value = value + $1 WHERE name = $2`;
const VALUE_SQL = `SELECT value FROM counters WHERE name = $1`;
const UPSERT_SQL = addToCountersSql(`SELECT CAST($1 AS TEXT) AS name, CAST($2 AS BIGINT) AS by`);

/** The sum of a sharded counter's rows; the names are constants, a literal list (built once). */
function sumSql(name: ShardedCounterName): string {
  const names = shardNames(name)
    .map((n) => `'${n}'`)
    .join(', ');
  return `SELECT SUM(value) AS value FROM counters WHERE name IN (${names})`;
}

const SUM_SQL: Record<ShardedCounterName, string> = {
  stars_total: sumSql('stars_total'),
  flags_total: sumSql('flags_total'),
};

@Injectable()
export class CountersRepository {
  constructor(private readonly db: Db) {}

  /** Adds `by` (may be negative) to the counter, in the caller's transaction. */
  async add(sql: Sql, name: CounterName, by = 1): Promise<void> {
    await sql.run(ADD_SQL, [by, name]);
  }

  async value(name: CounterName, sql: Sql = this.db): Promise<number> {
    const row = await sql.get<{ value: number }>(VALUE_SQL, [name]);
    return Number(row?.value ?? 0);
  }

  /**
   * Adds to counters that may not exist yet (per-user totals, such as a user's notifications),
   * in the caller's transaction. One atomic upsert per counter, in name order, so that two
   * transactions moving the same counters never wait for each other in a cycle.
   */
  async addToEach(sql: Sql, amounts: ReadonlyMap<string, number>): Promise<void> {
    for (const name of [...amounts.keys()].sort()) {
      const by = amounts.get(name) ?? 0;
      if (by !== 0) {
        await sql.run(UPSERT_SQL, [name, by]);
      }
    }
  }

  /** The value of a counter that may not exist yet (0 then). */
  async valueOf(name: string, sql: Sql = this.db): Promise<number> {
    const row = await sql.get<{ value: number }>(VALUE_SQL, [name]);
    return Number(row?.value ?? 0);
  }

  /** Adds `by` (may be negative) to one shard of a sharded counter, picked at random. */
  async addToShard(sql: Sql, name: ShardedCounterName, by: number): Promise<void> {
    await sql.run(ADD_SQL, [by, randomShard(name)]);
  }

  /** A sharded counter's value: the sum of its shards (never below 0, see sharded-counters.ts). */
  async sum(name: ShardedCounterName, sql: Sql = this.db): Promise<number> {
    const row = await sql.get<{ value: number | null }>(SUM_SQL[name]);
    return Math.max(0, Number(row?.value ?? 0));
  }
}
