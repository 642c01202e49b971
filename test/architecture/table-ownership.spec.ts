import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  lentWrites,
  lentWritesRunAlone,
  moduleOf,
  sourceFiles,
  tableOwners,
  tableUses,
  TableUse,
} from './sql-scan';

/**
 * Every table has one owning module: the module whose folder declares its entity (CONTRIBUTING.md
 * "Modules and the data they own"). Only the owner's code writes it; other modules change the data
 * through the owner's exported service or repository, passing their transaction handle when the
 * change must commit with theirs. A module reads another module's table only through SQL that the
 * owner lends (`*.sql.ts`, in the owner's folder). A statement that must stay one statement across
 * tables (the PostgreSQL star) is built from each owner's lent fragments. SQL is written only in
 * the files named for it (SQL_FILE).
 *
 * The checks look at where a statement runs (the module of the file that uses the text) and where
 * its text was written (a constant imported from another file counts as that file's), with the
 * scanner of sql-scan.ts. fixtures/planted holds one violation of each kind the scanner must catch.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');

function ownersOf(root: string): Map<string, string> {
  return tableOwners(
    root,
    sourceFiles(join(root, 'src'), (n) => n === 'migrations'),
  );
}

/**
 * The files that may hold SQL: a module's own statements (`*.repository.ts`, and one dialect's in
 * `*.sqlite.ts` / `*.postgres.ts`), and the fragments it lends to other modules (`*.sql.ts`).
 */
const SQL_FILE = /\.(repository|sql|sqlite|postgres)\.ts$/;
const LENT_SQL = /\.sql\.ts$/;

/** A use is allowed in the owner's module, or with SQL the owner lends (`*.sql.ts`). */
function crossings(root: string, kind: 'write' | 'read'): string[] {
  const owners = ownersOf(root);
  const api = LENT_SQL;
  return tableUses(root)
    .filter((u: TableUse) => u.kind === kind && owners.has(u.table))
    .filter((u) => {
      const owner = owners.get(u.table)!;
      if (moduleOf(u.file) === owner) {
        return false;
      }
      return !(moduleOf(u.origin) === owner && api.test(u.origin));
    })
    .map((u) => `${u.file}:${u.line} ${u.kind}s ${u.table} (${u.via})`);
}

/** SQL on a table written outside the files named for it (the data layer, src/database, aside). */
function sqlOutsideSqlFiles(root: string): string[] {
  const owners = ownersOf(root);
  return tableUses(root)
    .filter((u) => u.via === 'SQL' && owners.has(u.table) && !SQL_FILE.test(u.file))
    .filter(
      (u) => !u.file.startsWith('src/database/') || u.file.startsWith('src/database/counters/'),
    )
    .map((u) => `${u.file}:${u.line} ${u.kind}s ${u.table}`);
}

function unownedWrites(root: string): string[] {
  const owners = ownersOf(root);
  return tableUses(root)
    .filter((u) => u.kind === 'write' && !owners.has(u.table))
    .map((u) => `${u.file}:${u.line} writes ${u.table} (${u.via})`);
}

describe('table ownership', () => {
  it('every table has an owner, and the scanner sees the known writes and reads', () => {
    const owners = ownersOf(ROOT);
    expect(owners.get('posts')).toBe('src/modules/posts');
    expect(owners.get('users')).toBe('src/users');
    expect(owners.get('counters')).toBe('src/database/counters');
    expect(owners.get('idempotency_records')).toBe('src/idempotency');
    const uses = tableUses(ROOT);
    const has = (file: string, table: string, kind: 'write' | 'read') =>
      uses.some((u) => u.file === file && u.table === table && u.kind === kind);
    expect(has('src/modules/posts/writing/post-writer.sqlite.ts', 'posts', 'write')).toBe(true);
    expect(has('src/modules/posts/writing/post-writer.postgres.ts', 'posts', 'write')).toBe(true);
    expect(has('src/modules/reactions/reactions.repository.ts', 'reactions', 'write')).toBe(true);
    expect(has('src/modules/posts/posts.repository.ts', 'posts', 'read')).toBe(true);
    // the single statements across owners: each part in the SQL its owner lends
    expect(has('src/modules/posts/sql/post-counters.sql.ts', 'posts', 'write')).toBe(true);
    expect(has('src/modules/notifications/notification.sql.ts', 'notifications', 'write')).toBe(
      true,
    );
    expect(has('src/database/counters/counters.sql.ts', 'counters', 'write')).toBe(true);
  });

  it('every table written has an owner', () => {
    expect(unownedWrites(ROOT)).toEqual([]);
  });

  it('only the owning module writes a table', () => {
    expect(crossings(ROOT, 'write')).toEqual([]);
  });

  it("a module reads another module's table only through the SQL that owner lends", () => {
    expect(crossings(ROOT, 'read')).toEqual([]);
  });

  it('SQL is written only in *.repository.ts, *.sql.ts, *.sqlite.ts and *.postgres.ts files', () => {
    expect(sqlOutsideSqlFiles(ROOT)).toEqual([]);
  });
});

/**
 * Lent SQL never writes on its own (CONTRIBUTING.md "Modules and the data they own"): what a
 * module's index lends is read fragments, and a write only as one part of a single statement built
 * from the owners' fragments (the PostgreSQL star: `counted AS (${countReactionSql(…)})`). A lent
 * write used any other way (run by itself, or spliced into a statement as anything but the body of
 * a common table expression) is another module writing the owner's table.
 */
describe('lent SQL never writes on its own', () => {
  it('finds the lent writes of src/ (the scanner works)', () => {
    const names = lentWrites(ROOT).map((l) => `${l.module} ${l.name}`);
    expect(names).toContain('src/modules/posts countReactionSql');
    expect(names).toContain('src/modules/notifications insertNotificationsSql');
    expect(names).toContain('src/database addToCounterSql');
    // passed on: the receivers' totals, built on the counters' upsert
    expect(names).toContain('src/modules/notifications notificationTotalSql');
  });

  it('no module runs a write another module lends, but as a part of one statement', () => {
    expect(lentWritesRunAlone(ROOT)).toEqual([]);
  });

  it('reports each planted lent write run by itself, and not the CTE part nor the read', () => {
    const file = 'src/modules/moderation/purge.repository.ts';
    const text = readFileSync(join(PLANTED, file), 'utf8').split('\n');
    const lineAfter = (marker: string) => text.findIndex((l) => l.includes(marker)) + 2;
    expect(lentWritesRunAlone(PLANTED)).toEqual([
      `${file}:${lineAfter('planted: a lent DELETE')} PURGE_POSTS_SQL (src/modules/posts, writes posts)`,
      `${file}:${lineAfter('planted: a lent UPDATE')} bumpPostSql (src/modules/posts, writes posts)`,
    ]);
  });
});

describe('table ownership: the planted violations are caught', () => {
  const writes = crossings(PLANTED, 'write');
  const reads = crossings(PLANTED, 'read');
  const file = 'src/modules/reactions/planted.ts';

  it.each([
    ['UPDATE posts AS p SET', 'SQL'],
    ['INSERT OR IGNORE INTO posts', 'SQL'],
    ['REPLACE INTO posts', 'SQL'],
    ['INSERT INTO "posts"', 'SQL'],
    ['DELETE FROM ${TABLE} (a constant)', 'SQL'],
    ['a TypeORM query builder insert', 'query builder into'],
    ['a TypeORM entity manager update', 'TypeORM update'],
    ['SQL text imported from the posts module and run here', 'SQL imported from'],
  ])('%s', (marker, via) => {
    const found = writes.filter((w) => w.startsWith(file) && w.includes(via));
    expect(found.length).toBeGreaterThan(0);
    // each planted statement is on its own marked line of the fixture
    expect(planted(marker)).toBeDefined();
    expect(writes.some((w) => w.startsWith(`${file}:${planted(marker)} `))).toBe(true);
  });

  it('a *.sql.ts file outside the owner module does not lend its table', () => {
    expect(reads).toContainEqual(
      expect.stringMatching(/^src\/modules\/reactions\/sneaky\.sql\.ts:\d+ reads posts/),
    );
  });

  it('SQL in a file not named for it', () => {
    const outside = sqlOutsideSqlFiles(PLANTED);
    expect(outside).toContainEqual(
      expect.stringMatching(/^src\/modules\/reactions\/planted\.ts:\d+ writes posts/),
    );
    expect(outside.filter((u) => !u.startsWith(file))).toEqual([]);
  });

  it('a table with no entity is unowned', () => {
    expect(unownedWrites(PLANTED)).toContainEqual(expect.stringMatching(/writes nobody_owns_me/));
  });
});

/** The line of the fixture statement preceded by `// planted: <marker>`. */
function planted(marker: string): number | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const text: string = require('node:fs').readFileSync(
    join(PLANTED, 'src/modules/reactions/planted.ts'),
    'utf8',
  );
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.includes(`// planted: ${marker}`));
  return i === -1 ? undefined : i + 2;
}
