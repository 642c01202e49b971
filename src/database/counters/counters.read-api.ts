import type { CounterName } from './counters.service';

/**
 * The counters' read API for a statement of another module that carries a counter's value in its
 * own rows (GET /latest: the page and its total in one query).
 */

/** The value of the counter `name` (a constant name, not user input) as a scalar subquery. */
export function counterValueSql(name: CounterName): string {
  return `(SELECT value FROM counters WHERE name = '${name}')`;
}
