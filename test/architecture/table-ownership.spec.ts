import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every table has one owning module (README "Modules and the data they own"); only the owner's
 * code writes it. Other modules change the data through the owner's exported service, passing
 * their transaction handle when the change must commit with theirs.
 *
 * This test reads the SQL of src/ (migrations aside) and TypeORM repository injections, and fails
 * when a module writes a table it does not own, or a table nobody owns.
 */
const OWNERS: Record<string, string> = {
  users: 'src/users',
  api_keys: 'src/users',
  posts: 'src/modules/posts',
  attachments: 'src/modules/posts',
  reply_ordinals: 'src/modules/posts',
  reactions: 'src/modules/reactions',
  notifications: 'src/modules/notifications',
  uploads: 'src/modules/uploads',
  media: 'src/modules/uploads',
  counters: 'src/database/counters',
  idempotency_records: 'src/core/idempotency',
};

/**
 * Writes that still cross a module line: issue #16's remaining work (the star statement and the
 * publisher's batch write other modules' tables inside their single statement or transaction).
 * The test also fails when one of these is gone, so the list only shrinks.
 */
const KNOWN_CROSSINGS = new Set([
  'src/modules/reactions/reactions.repository.ts -> posts',
  'src/modules/reactions/reactions.repository.ts -> notifications',
  'src/modules/reactions/reactions.repository.ts -> counters',
  'src/modules/posts/publication.repository.ts -> notifications',
  'src/modules/posts/publication.repository.ts -> counters',
]);

const ROOT = join(__dirname, '..', '..');
const WRITE =
  /\b(?:INSERT\s+INTO\s+([a-z_]+)|UPDATE\s+([a-z_]+)\s+(?:[a-z]+\s+)?SET\b|DELETE\s+FROM\s+([a-z_]+))/gi;
const INJECTED = /@InjectRepository\((\w+)\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'migrations' ? [] : sourceFiles(path);
    }
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `@Entity('table')` of each entity class. */
function entityTables(files: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/@Entity\(\s*'([a-z_]+)'[\s\S]*?export class (\w+)/g)) {
      tables.set(m[2], m[1]);
    }
  }
  return tables;
}

/** `file -> table` for every table a file writes (or holds a TypeORM repository of). */
function writes(): { file: string; table: string }[] {
  const files = sourceFiles(join(ROOT, 'src'));
  const tables = entityTables(files);
  return files.flatMap((path) => {
    const file = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    const found = new Set<string>();
    for (const m of text.matchAll(WRITE)) {
      found.add((m[1] ?? m[2] ?? m[3]).toLowerCase());
    }
    for (const m of text.matchAll(INJECTED)) {
      found.add(tables.get(m[1]) ?? `entity ${m[1]}`);
    }
    return [...found].map((table) => ({ file, table }));
  });
}

describe('table ownership', () => {
  const all = writes();

  it('finds the writes it checks (the scanner works)', () => {
    expect(all).toContainEqual({ file: 'src/modules/posts/posts.repository.ts', table: 'posts' });
    expect(all).toContainEqual({
      file: 'src/modules/reactions/reactions.repository.ts',
      table: 'reactions',
    });
  });

  it('every table written has an owner', () => {
    expect(all.filter(({ table }) => !(table in OWNERS))).toEqual([]);
  });

  it('only the owning module writes a table (apart from the known crossings)', () => {
    const crossings = all
      .filter(({ file, table }) => table in OWNERS && !file.startsWith(OWNERS[table] + '/'))
      .map(({ file, table }) => `${file} -> ${table}`);
    expect(crossings.filter((c) => !KNOWN_CROSSINGS.has(c))).toEqual([]);
    // a crossing that was removed leaves the list too
    expect([...KNOWN_CROSSINGS].filter((c) => !crossings.includes(c))).toEqual([]);
  });

  it('the owners are real folders', () => {
    for (const dir of new Set(Object.values(OWNERS))) {
      expect(() => statSync(join(ROOT, dir))).not.toThrow();
    }
  });
});
