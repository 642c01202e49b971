import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every table has one owning module (README "Modules and the data they own"); only the owner's
 * code writes it. Other modules change the data through the owner's exported service, passing
 * their transaction handle when the change must commit with theirs.
 *
 * This test reads the SQL of src/ (migrations aside) and TypeORM repository injections, and fails
 * when a module writes a table it does not own, or a table nobody owns. A statement that must stay
 * one statement across tables (the PostgreSQL star) is built from each owner's `*.write-api.ts`
 * fragment, so each INSERT/UPDATE text still sits in its owner's folder.
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
  stream_tickets: 'src/auth',
};

const ROOT = join(__dirname, '..', '..');
const WRITE =
  /\b(?:INSERT\s+INTO\s+([a-z_]+)|UPDATE\s+([a-z_]+)\s+(?:[a-z]+\s+)?SET\b|DELETE\s+FROM\s+([a-z_]+))/gi;
const INJECTED = /@InjectRepository\((\w+)\)/g;
const READ = /\b(?:FROM|JOIN)\s+([a-z_]+)\b/gi;
/** Where an owner keeps the SQL other modules may use: its read and write APIs. */
const API_FILE = /\.(?:read|write)-api\.ts$/;

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

/** `file -> table` for every table a file reads outside the owners' read and write APIs. */
function reads(): { file: string; table: string }[] {
  return sourceFiles(join(ROOT, 'src')).flatMap((path) => {
    const file = relative(ROOT, path);
    if (API_FILE.test(file)) {
      return [];
    }
    const found = new Set<string>();
    for (const m of readFileSync(path, 'utf8').matchAll(READ)) {
      const table = m[1].toLowerCase();
      if (table in OWNERS) {
        found.add(table);
      }
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

  it('only the owning module writes a table', () => {
    const crossings = all
      .filter(({ file, table }) => table in OWNERS && !file.startsWith(OWNERS[table] + '/'))
      .map(({ file, table }) => `${file} -> ${table}`);
    expect(crossings).toEqual([]);
  });

  it("a single statement that writes several tables takes the other owners' fragments", () => {
    // the PostgreSQL star: its post, notification and total parts are the owners' write APIs
    expect(all).toContainEqual({ file: 'src/modules/posts/post.write-api.ts', table: 'posts' });
    expect(all).toContainEqual({
      file: 'src/modules/notifications/notification.write-api.ts',
      table: 'notifications',
    });
    expect(all).toContainEqual({
      file: 'src/database/counters/counters.write-api.ts',
      table: 'counters',
    });
  });

  it("a module reads another module's table only through that owner's read API", () => {
    const found = reads();
    // the scanner works: the posts module reads its own table
    expect(found).toContainEqual({ file: 'src/modules/posts/posts.repository.ts', table: 'posts' });
    const crossings = found
      .filter(({ file, table }) => !file.startsWith(OWNERS[table] + '/'))
      .map(({ file, table }) => `${file} -> ${table}`);
    expect(crossings).toEqual([]);
  });

  it('the owners are real folders', () => {
    for (const dir of new Set(Object.values(OWNERS))) {
      expect(() => statSync(join(ROOT, dir))).not.toThrow();
    }
  });
});
