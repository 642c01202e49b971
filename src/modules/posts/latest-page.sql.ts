import { PAGE_SIZE } from '../../core/pagination';
import { counterValueSql } from '../../database/counters/counters.read-api';
import { Db } from '../../database/sql';
import { AUTHORED_POST_JOINS, POST_COLUMNS } from './post.read-api';

/** The number of published top-level posts, from its counter row (a scalar subquery). */
export const LATEST_TOTAL = counterValueSql('latest_total');

/**
 * The statement of a GET /latest page (`$1` the offset), each row carrying the list total. The
 * one list query whose SQL differs by database, for the planners: one implementation per
 * dialect, chosen by the posts module's provider factory.
 *
 * A page past the total must not scan the list: the counter guard `$1 < total`. PostgreSQL
 * evaluates it once as a WHERE term (a one-time filter); as the LIMIT, which it cannot know when
 * planning, it planned for thousands of rows (a hash join over every post). SQLite compares such
 * a WHERE term on every index entry the OFFSET skips, and does not stop the scan; as the LIMIT it
 * evaluates it once.
 */
export abstract class LatestPageSql {
  abstract readonly text: string;
}

const GUARD = `$1 < ${LATEST_TOTAL}`;

function latestPage(indexHint: string, where: string, limit: string): string {
  return `SELECT ${POST_COLUMNS}, ${LATEST_TOTAL} AS latest_total
      FROM (SELECT id FROM posts ${indexHint}
             WHERE status = 'published' AND parent_id = 0 ${where}
             ORDER BY sorted_at DESC, id DESC
             LIMIT ${limit}
             OFFSET $1) page
      JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
      ORDER BY p.sorted_at DESC, p.id DESC`;
}

/**
 * SQLite: the guard in the LIMIT, and the index pinned (once `sqlite_stat1` exists, the planner
 * reads `parent_id = 0` through another index and sorts).
 */
export class SqliteLatestPageSql extends LatestPageSql {
  readonly text = latestPage(
    'INDEXED BY posts_latest',
    '',
    `(CASE WHEN ${GUARD} THEN ${PAGE_SIZE} ELSE 0 END)`,
  );
}

/** PostgreSQL: the guard as a one-time filter. */
export class PostgresLatestPageSql extends LatestPageSql {
  readonly text = latestPage('', `AND ${GUARD}`, String(PAGE_SIZE));
}

export const latestPageSqlProvider = {
  provide: LatestPageSql,
  inject: [Db],
  useFactory: (db: Db): LatestPageSql =>
    db.dialect === 'postgres' ? new PostgresLatestPageSql() : new SqliteLatestPageSql(),
};
