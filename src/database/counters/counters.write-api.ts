/**
 * The counters' write API for a caller's single statement (a data-modifying CTE), where a call of
 * CountersService would cost the statement its atomicity or a round trip: the same UPDATE as
 * CountersService.add, with the arguments as SQL expressions of the caller's statement.
 */

/** `UPDATE counters` adding `by` to the row named `name` when `when` holds (all SQL expressions). */
export function addToCounterSql(name: string, by: string, when = 'TRUE'): string {
  return `UPDATE counters SET value = value + ${by} WHERE name = ${name} AND ${when}`;
}
