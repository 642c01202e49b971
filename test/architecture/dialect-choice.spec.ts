import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Services and repositories never look at the database dialect (CONTRIBUTING.md "How a request
 * flows"): where the SQL differs, a module has one implementation per dialect behind one
 * interface, and only its provider factory (`useFactory`) reads `db.dialect` to pick one. The
 * data layer (src/database) implements the dialects and is exempt.
 */
const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `file:line` of each `.dialect` read that is not inside a provider's `useFactory`. */
function dialectReadsOutsideFactories(): string[] {
  const dirs = ['src/modules', 'src/core', 'src/users', 'src/auth', 'src/config', 'src/docs'];
  return dirs.flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const found: string[] = [];
      for (const m of text.matchAll(/\.dialect\b/g)) {
        const before = text.slice(0, m.index);
        const factory = before.lastIndexOf('useFactory');
        // inside the factory: no end of the provider object (`};` at the line start) in between
        if (factory === -1 || /\n\};/.test(before.slice(factory))) {
          found.push(`${relative(ROOT, path)}:${before.split('\n').length}`);
        }
      }
      return found;
    }),
  );
}

describe('the dialect choice', () => {
  it('is made only by provider factories', () => {
    expect(dialectReadsOutsideFactories()).toEqual([]);
  });

  it('finds the factories it allows (the scanner works)', () => {
    const text = readFileSync(join(ROOT, 'src/modules/reactions/reaction-writer.ts'), 'utf8');
    expect(text).toMatch(/useFactory[\s\S]*db\.dialect === 'postgres'/);
  });
});
