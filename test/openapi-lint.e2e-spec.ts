import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, TestApp } from './utils/create-test-app';

/**
 * The served OpenAPI document through the linters client authors use: Redocly (recommended rules,
 * redocly.yaml) and Spectral (`spectral:oas`, .spectral.yaml). Both must find no error and no
 * warning; a rule turned off says why in its configuration file.
 */

const run = promisify(execFile);
const ROOT = join(__dirname, '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Finding {
  rule: string;
  severity: string;
  where: string;
  message: string;
}

/** Runs a linter that exits non-zero when it finds something; its JSON report is on stdout. */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (!stdout) {
      throw new Error(`${command} failed: ${stderr}`, { cause: error });
    }
    return stdout;
  }
}

describe('OpenAPI document through the linters', () => {
  let t: TestApp;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    file = join(dir, 'openapi.json');
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    await writeFile(file, res.body);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('passes redocly lint (recommended) without errors or warnings', async () => {
    const out = await lint(bin('redocly'), [
      'lint',
      file,
      '--config',
      join(ROOT, 'redocly.yaml'),
      '--format',
      'json',
    ]);
    const report = JSON.parse(out) as {
      problems: {
        ruleId: string;
        severity: string;
        message: string;
        location: { pointer: string }[];
      }[];
    };
    const findings: Finding[] = report.problems.map((p) => ({
      rule: p.ruleId,
      severity: p.severity,
      where: p.location[0]?.pointer ?? '',
      message: p.message,
    }));
    expect(findings).toEqual([]);
  }, 120_000);

  it('passes spectral lint (spectral:oas) without errors or warnings', async () => {
    const out = await lint(bin('spectral'), [
      'lint',
      file,
      '--ruleset',
      join(ROOT, '.spectral.yaml'),
      '--format',
      'json',
      '--quiet',
    ]);
    const report = JSON.parse(out || '[]') as {
      code: string;
      severity: number;
      message: string;
      path: string[];
    }[];
    const severities = ['error', 'warning', 'info', 'hint'];
    const findings: Finding[] = report
      // Spectral reports infos and hints too; only errors and warnings count.
      .filter((p) => p.severity <= 1)
      .map((p) => ({
        rule: p.code,
        severity: severities[p.severity],
        where: p.path.join('.'),
        message: p.message,
      }));
    expect(findings).toEqual([]);
  }, 120_000);
});
