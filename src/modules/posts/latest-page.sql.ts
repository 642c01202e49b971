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
  /** The page for a viewer who hides nobody (every anonymous one). */
  readonly text: string;
  /**
   * The page for a viewer who hides the authors of the id list `$2` (their blocks): the list
   * without their posts, and a total of that list: the counter less their published top-level
   * posts (counted over `posts_user`, so the cost grows with their posts, not with the list).
   */
  readonly hiding: string;
  /** The total of `hiding` alone (`$1` the id list), for a page past its end. */
  readonly hidingTotal: string;

  protected constructor(texts: LatestPageTexts) {
    this.text = texts.text;
    this.hiding = texts.hiding;
    this.hidingTotal = texts.hidingTotal;
  }
}

type LatestPageTexts = Pick<LatestPageSql, 'text' | 'hiding' | 'hidingTotal'>;

/** The list total less the published top-level posts of the authors of the id list `$n`. */
function totalHiding(db: Db, n: number): string {
  return `(${LATEST_TOTAL} - (SELECT COUNT(*) FROM posts
      WHERE ${db.inIds('user_id', n)} AND status = 'published' AND parent_id = 0))`;
}

function latestPage(indexHint: string, where: string, limit: string, total: string): string {
  return `SELECT ${POST_COLUMNS}, ${total} AS latest_total
      FROM (SELECT id FROM posts ${indexHint}
             WHERE status = 'published' AND parent_id = 0 ${where}
             ORDER BY sorted_at DESC, id DESC
             LIMIT ${limit}
             OFFSET $1) page
      JOIN posts p ON p.id = page.id ${AUTHORED_POST_JOINS}
      ORDER BY p.sorted_at DESC, p.id DESC`;
}

/** The texts of one database: where the guard goes (`guarded`) and the index hint. */
function latestPageTexts(
  db: Db,
  indexHint: string,
  guarded: (guard: string) => { where: string; limit: string },
): LatestPageTexts {
  const page = (total: string, hide: string) => {
    const { where, limit } = guarded(`$1 < ${total}`);
    return latestPage(indexHint, `${hide} ${where}`, limit, total);
  };
  return {
    text: page(LATEST_TOTAL, ''),
    hiding: page(totalHiding(db, 2), `AND NOT (${db.inIds('user_id', 2)})`),
    hidingTotal: `SELECT ${totalHiding(db, 1)} AS n`,
  };
}

/**
 * SQLite: the guard in the LIMIT, and the index pinned (once `sqlite_stat1` exists, the planner
 * reads `parent_id = 0` through another index and sorts).
 */
export class SqliteLatestPageSql extends LatestPageSql {
  constructor(db: Db) {
    super(
      latestPageTexts(db, 'INDEXED BY posts_latest', (guard) => ({
        where: '',
        limit: `(CASE WHEN ${guard} THEN ${PAGE_SIZE} ELSE 0 END)`,
      })),
    );
  }
}

/** PostgreSQL: the guard as a one-time filter. */
export class PostgresLatestPageSql extends LatestPageSql {
  constructor(db: Db) {
    super(
      latestPageTexts(db, '', (guard) => ({ where: `AND ${guard}`, limit: String(PAGE_SIZE) })),
    );
  }
}

export const latestPageSqlProvider = {
  provide: LatestPageSql,
  inject: [Db],
  useFactory: (db: Db): LatestPageSql =>
    db.dialect === 'postgres' ? new PostgresLatestPageSql(db) : new SqliteLatestPageSql(db),
};
