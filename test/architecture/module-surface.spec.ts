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
const PLANTED = 'test/architecture/fixtures/planted/src';
const FIXTURE = `${PLANTED}/modules/reactions/surface.ts`;
/** Imports into a higher layer: core's and uploads'. */
const LAYER_FIXTURES = [`${PLANTED}/core/layers.ts`, `${PLANTED}/modules/uploads/layers.ts`];
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
    [join(__dirname, 'lint-surface.mjs'), 'src/**/*.ts', FIXTURE, ...LAYER_FIXTURES],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as LintReport;
}

/** The lines that follow a `// planted: …` marker in a fixture. */
function plantedLines(fixture = FIXTURE): number[] {
  const lines = readFileSync(join(ROOT, fixture), 'utf8').split('\n');
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
    const fixture = report.fixtures.find((f) => f.file === join(ROOT, FIXTURE))!;
    const reported = fixture.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
    expect(reported).toEqual(planted);
    expect(fixture.messages.filter((m) => m.ruleId !== RULE)).toEqual([]);
  });

  it('names the index to import from, and a composition root as such', () => {
    const fixture = report.fixtures.find((f) => f.file === join(ROOT, FIXTURE))!;
    const messages = fixture.messages.map((m) => m.message);
    expect(messages).toContainEqual(
      expect.stringContaining("import it from its index ('../../../../../../../src/users')"),
    );
    expect(messages).toContainEqual(expect.stringContaining('src/cli, a composition root'));
  });

  it.each(LAYER_FIXTURES)(
    'reports every import into a higher layer in %s, and no other',
    (path) => {
      const fixture = report.fixtures.find((f) => f.file === join(ROOT, path))!;
      expect(fixture).toBeDefined();
      const planted = plantedLines(path);
      expect(planted.length).toBeGreaterThan(0);
      expect(fixture.messages.map((m) => m.line)).toEqual(planted);
      for (const message of fixture.messages) {
        expect(message.ruleId).toBe(RULE);
        expect(message.message).toMatch(
          /a higher layer than .*: a lower module never imports a higher one/,
        );
      }
    },
  );

  it('says what to do about a layer, and names the order', () => {
    const [core] = LAYER_FIXTURES;
    const fixture = report.fixtures.find((f) => f.file === join(ROOT, core))!;
    expect(fixture.messages[0].message).toContain(
      'imports auth, a higher layer than core (config < core < account-data < database < docs < idempotency < modules/uploads < users < auth < the feature modules)',
    );
    expect(fixture.messages[0].message).toContain('let auth provide it');
  });

  it('finds nothing in src/', () => {
    expect(report.src.length).toBeGreaterThan(100);
    expect(
      report.src.flatMap((f) => f.messages.map((m) => `${f.file}:${m.line} ${m.message}`)),
    ).toEqual([]);
  });
});
