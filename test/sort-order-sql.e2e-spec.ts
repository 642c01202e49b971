import {
  childSortOrder,
  childSortOrderSql,
  MAX_DEPTH,
  replyOrdinalFitsSql,
  SEGMENT_WIDTHS,
  sortOrderSegmentWidthSql,
  subtreeRange,
  subtreeRangeSql,
} from '../src/modules/posts/rules/sort-order';
import { openRawDatabase, RawDatabase } from './utils/raw-database';

// The one SQL form of the path runs on both databases (POST /post computes it in its ordinal
// upsert on SQLite and in its one statement on PostgreSQL): SQLite in memory by default, the
// TEST_DATABASE_URL server in the PostgreSQL leg of .ci/run.
const url = process.env.TEST_DATABASE_URL ?? 'sqlite::memory:';

describe(`childSortOrderSql equals childSortOrder (${url.split(':')[0]})`, () => {
  let db: RawDatabase;

  beforeAll(async () => {
    db = await openRawDatabase(url);
  });
  afterAll(() => db.close());

  // Typed as in the writers: a text path, an integer depth and ordinal (PostgreSQL would take an
  // untyped parameter for text; SQLite binds a JS number as a float, and CAST(7.0 AS TEXT) is '7.0').
  const PATH = childSortOrderSql('$1', 'CAST($2 AS INTEGER)', 'CAST($3 AS BIGINT)');
  const FITS = replyOrdinalFitsSql('CAST($1 AS INTEGER)', 'CAST($2 AS BIGINT)');

  async function sqlPath(parentPath: string | null, depth: number, ordinal: number) {
    const [row] = await db.all<{ path: string }>(`SELECT ${PATH} AS path`, [
      parentPath,
      depth,
      ordinal,
    ]);
    return row.path;
  }

  async function fits(depth: number, ordinal: number): Promise<boolean> {
    const [row] = await db.all<{ fits: string }>(
      `SELECT CASE WHEN ${FITS} THEN 'yes' ELSE 'no' END AS fits`,
      [depth, ordinal],
    );
    return row.fits === 'yes';
  }

  it('for a reply to a post at every depth, with small and widest ordinals', async () => {
    const cases: [string | null, number, number][] = [];
    let path: string | null = null;
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      for (const ordinal of [
        1,
        7,
        10 ** (SEGMENT_WIDTHS[depth] - 1),
        10 ** SEGMENT_WIDTHS[depth] - 1,
      ]) {
        cases.push([path, depth, ordinal]);
      }
      path = childSortOrder(path, depth, 3 + depth);
    }
    for (const [parentPath, depth, ordinal] of cases) {
      expect({ depth, ordinal, path: await sqlPath(parentPath, depth, ordinal) }).toEqual({
        depth,
        ordinal,
        path: childSortOrder(parentPath, depth, ordinal),
      });
    }
  });

  it('keeps every other segment of a parent with non-zero digits everywhere', async () => {
    // The widest ordinal at every level above, so a misplaced start or width would show.
    let path: string | null = null;
    for (let depth = 0; depth < MAX_DEPTH - 1; depth++) {
      path = childSortOrder(path, depth, 10 ** SEGMENT_WIDTHS[depth] - 1);
      expect({ depth, path: await sqlPath(path, depth + 1, 12) }).toEqual({
        depth,
        path: childSortOrder(path, depth + 1, 12),
      });
    }
  });

  it('gives each level its segment width', async () => {
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const [row] = await db.all<{ width: number }>(
        `SELECT ${sortOrderSegmentWidthSql('CAST($1 AS INTEGER)')} AS width`,
        [depth],
      );
      expect([depth, Number(row.width)]).toEqual([depth, SEGMENT_WIDTHS[depth]]);
    }
  });

  it('lets an ordinal through exactly when childSortOrder accepts it', async () => {
    let parent: string | null = null;
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const widest = 10 ** SEGMENT_WIDTHS[depth] - 1;
      for (const ordinal of [1, widest, widest + 1]) {
        let accepted = true;
        try {
          childSortOrder(parent, depth, ordinal);
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(ordinal <= widest);
        expect({ depth, ordinal, fits: await fits(depth, ordinal) }).toEqual({
          depth,
          ordinal,
          fits: accepted,
        });
      }
      parent = childSortOrder(parent, depth, 1);
    }
  });

  it('gives subtreeRangeSql the range of subtreeRange for a post at every depth', async () => {
    const { after, upTo } = subtreeRangeSql('$1', 'CAST($2 AS INTEGER)');
    let path: string | null = null;
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const [row] = await db.all<{ after: string; up_to: string }>(
        `SELECT ${after} AS after, ${upTo} AS up_to`,
        [path, depth],
      );
      expect({ depth, ...row }).toEqual({ depth, ...toRow(subtreeRange(path, depth)) });
      if (depth < MAX_DEPTH) {
        // the widest ordinal at every level, so a misplaced start would show
        path = childSortOrder(path, depth, 10 ** SEGMENT_WIDTHS[depth] - 1);
      }
    }
  });
});

const toRow = (range: { after: string; upTo: string }) => ({
  after: range.after,
  up_to: range.upTo,
});
