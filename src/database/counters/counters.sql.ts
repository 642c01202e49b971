import type { CounterName } from './counters.repository';

/**
 * The SQL the counters lend to other modules' statements. Reads: a counter's value carried in
 * another statement's rows (GET /latest: the page and its total in one query). Writes: for a
 * caller's single statement (a data-modifying CTE), where a call of CountersRepository would cost
 * the statement its atomicity or a round trip: the same UPDATE as CountersRepository.add, with the
 * arguments as SQL expressions of the caller's statement.
 */

/** `UPDATE counters` adding `by` to the row named `name` when `when` holds (all SQL expressions). */
export function addToCounterSql(name: string, by: string, when = 'TRUE'): string {
  return `UPDATE counters SET value = value + ${by} WHERE name = ${name} AND ${when}`;
}

/**
 * `INSERT … ON CONFLICT` adding to counters that may not exist yet (per-user totals): `source` is
 * a query (or CTE name) with the columns `name` and `by`, one row per counter. The same upsert as
 * CountersRepository.addToEach.
 */
export function addToCountersSql(source: string): string {
  const from = /^\w+$/.test(source) ? source : `(${source})`;
  // WHERE TRUE: SQLite would read ON CONFLICT as a join's ON after a bare FROM
  return `INSERT INTO counters (name, value) SELECT s.name, s.by FROM ${from} s WHERE TRUE
    ON CONFLICT (name) DO UPDATE SET value = counters.value + excluded.value`;
}

/** The value of the counter `name` (a constant name, not user input) as a scalar subquery. */
export function counterValueSql(name: CounterName): string {
  return `(SELECT value FROM counters WHERE name = '${name}')`;
}
