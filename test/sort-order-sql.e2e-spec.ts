import { Client } from 'pg';
import {
  childSortOrder,
  childSortOrderSql,
  MAX_DEPTH,
  SEGMENT_WIDTHS,
} from '../src/modules/posts/sort-order';

const pgUrl = process.env.TEST_DATABASE_URL;
// The SQL form of the path is used only on PostgreSQL (POST /post as one statement), so it is
// compared with the TypeScript one in the PostgreSQL leg of .ci/run; the SQLite leg skips it.
const describePg = pgUrl ? describe : describe.skip;

describePg('childSortOrderSql (PostgreSQL) equals childSortOrder', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: pgUrl });
    await client.connect();
  });
  afterAll(() => client.end());

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
      const { rows } = await client.query<{ path: string }>(
        `SELECT ${childSortOrderSql('CAST($1 AS TEXT)', 'CAST($2 AS INTEGER)', 'CAST($3 AS BIGINT)')} AS path`,
        [parentPath, depth, ordinal],
      );
      expect({ depth, ordinal, path: rows[0].path }).toEqual({
        depth,
        ordinal,
        path: childSortOrder(parentPath, depth, ordinal),
      });
    }
  });
});
