import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import * as ts from 'typescript';
import { literals, sourceFiles } from './sql-scan';

/**
 * SQL of one database lives only in that database's files (CONTRIBUTING.md "How a request flows"):
 * a shared repository holds only SQL that is the same on both, and where the SQL differs a module
 * has one implementation per dialect, `*.postgres.ts` and `*.sqlite.ts`, chosen by its provider
 * factory. The data layer (src/database) implements the dialects and is exempt.
 *
 * The tokens below are read in every string and template literal of src/ (sql-scan.ts `literals`):
 * keywords in upper case, as the SQL of src/ writes them (so that English text, "at least (…)",
 * "listen to", is no SQL), function names and type casts in any case; a cast names a type
 * (`::text`), so that CSS's `::before` is none. A PostgreSQL token is allowed only in `*.postgres.ts` files, a SQLite token
 * only in `*.sqlite.ts` files. The dialect classes are named alike: what a `*.postgres.ts` file
 * exports is `Postgres…` (a class) or `POSTGRES_…` (a constant), likewise `Sqlite…`/`SQLITE_…`, and
 * the two implementations of one interface in sibling files differ only in that prefix
 * (`PostgresKeyLocks`, `SqliteKeyLocks`). fixtures/planted holds a violation of each kind.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');

/** PostgreSQL only: functions, casts, JSON, arrays, row locks, LISTEN/NOTIFY. */
const POSTGRES_TOKENS: [string, RegExp][] = [
  ['pg_*', /\bpg_[a-z_]+/i],
  [
    '::type',
    /::\s*(text|bigint|int[248]?|integer|smallint|numeric|real|double|bool(ean)?|jsonb?|timestamptz?|date|uuid|bytea|regclass|varchar|xid8?)\b/i,
  ],
  ['json_agg', /\bjsonb?_agg\b/i],
  ['jsonb', /\bjsonb\b/i],
  ['json_build_*', /\bjsonb?_build_[a-z]+\b/i],
  ['= ANY(', /=\s*ANY\s*\(/],
  ['array_agg', /\barray_agg\b/i],
  ['unnest(', /\bunnest\s*\(/i],
  ['FOR UPDATE', /\bFOR\s+(NO\s+KEY\s+)?UPDATE\b/],
  ['FOR KEY SHARE', /\bFOR\s+(KEY\s+)?SHARE\b/],
  ['SKIP LOCKED', /\bSKIP\s+LOCKED\b/],
  ['GREATEST(', /\bGREATEST\s*\(/],
  ['LEAST(', /\bLEAST\s*\(/],
  ['LATERAL', /\bLATERAL\b/],
  ['DISTINCT ON', /\bDISTINCT\s+ON\b/],
  ['ILIKE', /\bILIKE\b/],
  ['LISTEN/NOTIFY', /\b(LISTEN|NOTIFY)\s+["a-z_]/],
  ['now()', /\bnow\(\)/i],
];

/** SQLite only: index hints, JSON table functions, conflict clauses, date functions, PRAGMA. */
const SQLITE_TOKENS: [string, RegExp][] = [
  ['INDEXED BY', /\bINDEXED\s+BY\b/],
  ['NOT INDEXED', /\bNOT\s+INDEXED\b/],
  ['json_each', /\bjson_each\b/i],
  ['json_group_array', /\bjson_group_(array|object)\b/i],
  ['INSERT OR …', /\bINSERT\s+OR\s+(IGNORE|REPLACE|ABORT|FAIL|ROLLBACK)\b/],
  ['REPLACE INTO', /\bREPLACE\s+INTO\b/],
  ['date functions', /\b(datetime|strftime|julianday|unixepoch)\s*\(/i],
  // lower case: the upper-case SQLITE_BUSY … are error codes, not SQL
  ['sqlite_*', /\bsqlite_[a-z]+/],
  ['PRAGMA', /\bPRAGMA\s+[a-z_]/],
  ['BEGIN IMMEDIATE', /\bBEGIN\s+(IMMEDIATE|EXCLUSIVE|DEFERRED)\b/],
  ['last_insert_rowid()', /\blast_insert_rowid\s*\(/i],
];

const DIALECTS = [
  { name: 'PostgreSQL', suffix: '.postgres.ts', tokens: POSTGRES_TOKENS, prefix: 'Postgres' },
  { name: 'SQLite', suffix: '.sqlite.ts', tokens: SQLITE_TOKENS, prefix: 'Sqlite' },
] as const;

/** `file:line <dialect>-only '<token>'` of each dialect token outside its dialect's files. */
function misplacedTokens(root: string): string[] {
  return literals(root)
    .filter((l) => !l.file.startsWith('src/database/'))
    .flatMap((l) =>
      DIALECTS.flatMap((d) =>
        l.file.endsWith(d.suffix)
          ? []
          : d.tokens
              .filter(([, pattern]) => pattern.test(l.text))
              .map(([token]) => `${l.file}:${l.line} ${d.name}-only '${token}'`),
      ),
    );
}

/** The exported classes and constants of a file, each with the types it extends or implements. */
interface Exported {
  name: string;
  kind: 'class' | 'const';
  bases: string[];
}

function exportedNames(path: string): Exported[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.flatMap((statement): Exported[] => {
    if (ts.isClassDeclaration(statement) && statement.name && exported(statement)) {
      const bases = (statement.heritageClauses ?? []).flatMap((clause) =>
        clause.types.map((type) => type.expression.getText(source)),
      );
      return [{ name: statement.name.text, kind: 'class', bases }];
    }
    if (ts.isVariableStatement(statement) && exported(statement)) {
      return statement.declarationList.declarations.flatMap((d) =>
        ts.isIdentifier(d.name) ? [{ name: d.name.text, kind: 'const', bases: [] }] : [],
      );
    }
    return [];
  });
}

/**
 * `file name: …` of each export of a dialect file not named for its dialect, and of each pair of
 * implementations of one base in sibling files whose names differ in more than the prefix.
 */
function misnamedDialectExports(root: string): string[] {
  const files = sourceFiles(join(root, 'src'), (name) => name === 'migrations');
  const found: string[] = [];
  for (const d of DIALECTS) {
    const constant = `${d.prefix.toUpperCase()}_`;
    for (const path of files.filter((f) => f.endsWith(d.suffix))) {
      for (const { name, kind } of exportedNames(path)) {
        const ok = kind === 'class' ? name.startsWith(d.prefix) : name.startsWith(constant);
        // a constant that is not a value of the dialect (a function, in camelCase) is exempt
        if (!ok && (kind === 'class' || /^[A-Z0-9_]+$/.test(name))) {
          found.push(
            `${relative(root, path)} ${name}: a ${d.name} ${kind} is named ${kind === 'class' ? d.prefix : constant}…`,
          );
        }
      }
    }
  }
  const [postgres, sqlite] = DIALECTS;
  for (const path of files.filter((f) => f.endsWith(postgres.suffix))) {
    const sibling = path.slice(0, -postgres.suffix.length) + sqlite.suffix;
    if (!files.includes(sibling)) {
      continue;
    }
    const strip = (name: string) => name.replace(/^(Postgres|Sqlite)/, '');
    const others = exportedNames(sibling).filter((e) => e.kind === 'class');
    for (const mine of exportedNames(path).filter((e) => e.kind === 'class')) {
      for (const other of others) {
        const shared = mine.bases.filter((b) => other.bases.includes(b));
        if (shared.length > 0 && strip(mine.name) !== strip(other.name)) {
          found.push(
            `${relative(root, path)} ${mine.name} and ${basename(sibling)} ${other.name}: both implement ${shared.join(', ')}, so they are named alike (Postgres${strip(other.name)} or Sqlite${strip(mine.name)})`,
          );
        }
      }
    }
  }
  return found;
}

describe('dialect placement', () => {
  it('PostgreSQL-only SQL only in *.postgres.ts files, SQLite-only SQL only in *.sqlite.ts files', () => {
    expect(misplacedTokens(ROOT)).toEqual([]);
  });

  it('finds the dialect SQL of the dialect files (the scanner works)', () => {
    const all = literals(ROOT);
    const has = (file: string, pattern: RegExp) =>
      all.some((l) => l.file === file && pattern.test(l.text));
    expect(has('src/modules/posts/views/post-views.repository.postgres.ts', /json_agg/)).toBe(true);
    expect(has('src/modules/posts/latest-page-plan.sqlite.ts', /INDEXED BY/)).toBe(true);
  });

  it('dialect classes and constants are named for their dialect, and alike in pairs', () => {
    expect(misnamedDialectExports(ROOT)).toEqual([]);
  });

  it('reports each planted dialect token outside its files', () => {
    const found = misplacedTokens(PLANTED).map((f) => f.replace(/:\d+ /, ' '));
    expect(found.sort()).toEqual(
      [
        "src/modules/reactions/reactions.repository.ts PostgreSQL-only 'json_agg'",
        "src/modules/reactions/reactions.repository.ts PostgreSQL-only '= ANY('",
        "src/modules/reactions/reactions.repository.ts PostgreSQL-only '::type'",
        "src/modules/reactions/reactions.repository.ts PostgreSQL-only 'FOR UPDATE'",
        "src/modules/reactions/reactions.repository.ts SQLite-only 'json_each'",
        "src/modules/reactions/reaction-writer.postgres.ts SQLite-only 'INSERT OR …'",
        "src/modules/reactions/reaction-writer.postgres.ts SQLite-only 'INDEXED BY'",
        "src/modules/reactions/reaction-writer.sqlite.ts PostgreSQL-only 'pg_*'",
        // the ownership fixture's SQLite statements, in a file shared by both databases
        "src/modules/reactions/planted.ts SQLite-only 'INSERT OR …'",
        "src/modules/reactions/planted.ts SQLite-only 'REPLACE INTO'",
      ].sort(),
    );
  });

  it('reports each planted dialect export named otherwise', () => {
    const found = misnamedDialectExports(PLANTED);
    expect(found).toHaveLength(3);
    expect(found).toContain(
      'src/modules/reactions/reaction-writer.postgres.ts AdvisoryWriter: a PostgreSQL class is named Postgres…',
    );
    expect(found).toContain(
      'src/modules/reactions/reaction-writer.sqlite.ts LOCK_HINT: a SQLite const is named SQLITE_…',
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^src\/modules\/reactions\/reaction-writer\.postgres\.ts AdvisoryWriter and reaction-writer\.sqlite\.ts SqliteReactionWriter: both implement ReactionWriter/,
      ),
    );
  });
});
