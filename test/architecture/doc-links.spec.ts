import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The guides link to each other and to the code: a relative link whose file is gone, or whose
 * `#anchor` names no heading of that file, fails here (README.md, docs/, CONTRIBUTING.md,
 * bench/README.md). Links to other sites and to `../shared` (outside the repository) are not
 * checked.
 */
const ROOT = join(__dirname, '..', '..');

function markdownFiles(): string[] {
  const docs = join(ROOT, 'docs');
  const inDocs = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(docs, name))
    : [];
  return [
    join(ROOT, 'README.md'),
    join(ROOT, 'CONTRIBUTING.md'),
    join(ROOT, 'bench', 'README.md'),
    ...inDocs,
  ];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));
}

/** `[text](target)` links outside code blocks and code spans. */
export function relativeLinks(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

function brokenLinks(file: string): string[] {
  return relativeLinks(readFileSync(file, 'utf8')).flatMap((target) => {
    const [path, anchor] = target.split('#');
    const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
    if (!resolved.startsWith(ROOT + '/') && resolved !== ROOT) {
      return []; // ../shared and other places outside the repository
    }
    const where = `${relative(ROOT, file)} → ${target}`;
    if (!existsSync(resolved)) {
      return [`${where} (no such file)`];
    }
    if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      return anchorsIn(resolved).has(anchor) ? [] : [`${where} (no such heading)`];
    }
    return [];
  });
}

describe('links in the guides', () => {
  it('finds every relative link target and anchor', () => {
    const files = markdownFiles().filter((f) => existsSync(f));
    expect(files.length).toBeGreaterThan(3);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('fails on a missing file and on a missing heading', () => {
    expect(
      relativeLinks('see [a](docs/nope.md) and [b](#x) and [c](https://e.com) `[d](e.md)`'),
    ).toEqual(['docs/nope.md', '#x']);
    expect(anchorOf('API conventions')).toBe('api-conventions');
    expect(anchorOf('Safe retries (Idempotency-Key)')).toBe('safe-retries-idempotency-key');
    const readme = join(ROOT, 'README.md');
    const planted = relativeLinks('[x](docs/no-such-page.md) [y](README.md#no-such-heading)').map(
      (target) => {
        const [path, anchor] = target.split('#');
        const resolved = join(dirname(readme), path);
        return !existsSync(resolved) || (anchor !== undefined && !anchorsIn(resolved).has(anchor));
      },
    );
    expect(planted).toEqual([true, true]);
  });
});
