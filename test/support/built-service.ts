import { transformFileSync } from '@swc/core';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

/**
 * A directory holding the compiled service (`<dir>/src/main.js`, `<dir>/src/cli/main.js`): `dist/`
 * when `npm run build` ran after the last change under src/ (as in CI), otherwise a fresh
 * transpilation of src/ with swc into a temp directory (about a second, no type check: that is
 * the build's and lint's job), so a test never runs stale code.
 */
export function builtService(): { dir: string; fresh: boolean } {
  const files = sourceFiles(join(ROOT, 'src')).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
  );
  const distMain = join(ROOT, 'dist', 'src', 'main.js');
  const newestSource = Math.max(...files.map((f) => statSync(f).mtimeMs));
  if (existsSync(distMain) && statSync(distMain).mtimeMs >= newestSource) {
    return { dir: join(ROOT, 'dist'), fresh: false };
  }
  const out = mkdtempSync(join(tmpdir(), 'social-build-'));
  const swcOptions = JSON.parse(readFileSync(join(ROOT, '.swcrc'), 'utf8')) as Record<
    string,
    unknown
  >;
  delete swcOptions.$schema;
  for (const file of files) {
    const { code } = transformFileSync(file, {
      ...swcOptions,
      swcrc: false,
      sourceMaps: false,
      filename: file,
    });
    const target = join(out, relative(ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  // What the build copies as assets (nest-cli.json: the web module's views and stylesheet).
  for (const file of sourceFiles(join(ROOT, 'src')).filter((f) => !f.endsWith('.ts'))) {
    const target = join(out, relative(ROOT, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  // Packages resolve from the compiled files upwards.
  symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'), 'dir');
  return { dir: out, fresh: true };
}
