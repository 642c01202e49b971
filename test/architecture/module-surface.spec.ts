import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lint rule module-surface (eslint-rules/module-surface.mjs): another module only through its
 * index.ts. It reports each import planted in fixtures/planted (the line after each
 * `// planted:` marker) and nothing else there, and nothing in src/. ESLint runs in a child
 * process (lint-surface.mjs), through its Node API and the project's own config.
 */
const ROOT = join(__dirname, '..', '..');
const FIXTURE = 'test/architecture/fixtures/planted/src/modules/reactions/surface.ts';
const RULE = 'local/module-surface';

interface Linted {
  file: string;
  messages: { ruleId: string | null; line: number; message: string }[];
}

interface LintReport {
  fixtures: Linted[];
  src: Linted[];
  fixturesIgnored: boolean;
  ruleInSrc: number | string | null;
}

function lint(): LintReport {
  const out = execFileSync(
    process.execPath,
    [join(__dirname, 'lint-surface.mjs'), FIXTURE, 'src/**/*.ts'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as LintReport;
}

/** The lines that follow a `// planted: …` marker in the fixture. */
function plantedLines(): number[] {
  const lines = readFileSync(join(ROOT, FIXTURE), 'utf8').split('\n');
  return lines.flatMap((line, i) => (line.includes('// planted:') ? [i + 2] : []));
}

describe('module surfaces', () => {
  const report = lint();

  it('the rule is on for src/ in the project config, and the fixtures are ignored by it', () => {
    expect(report.ruleInSrc).toBe(2);
    expect(report.fixturesIgnored).toBe(true);
  });

  it('reports every planted import and none of the allowed ones', () => {
    const planted = plantedLines();
    expect(planted.length).toBe(9);
    const [fixture] = report.fixtures;
    expect(fixture.file).toBe(join(ROOT, FIXTURE));
    const reported = fixture.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
    expect(reported).toEqual(planted);
    expect(fixture.messages.filter((m) => m.ruleId !== RULE)).toEqual([]);
  });

  it('names the index to import from, and a composition root as such', () => {
    const messages = report.fixtures[0].messages.map((m) => m.message);
    expect(messages).toContainEqual(
      expect.stringContaining("import it from its index ('../../../../../../../src/users')"),
    );
    expect(messages).toContainEqual(expect.stringContaining('src/cli, a composition root'));
  });

  it('finds nothing in src/', () => {
    expect(report.src.length).toBeGreaterThan(100);
    expect(
      report.src.flatMap((f) => f.messages.map((m) => `${f.file}:${m.line} ${m.message}`)),
    ).toEqual([]);
  });
});
