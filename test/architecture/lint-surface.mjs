// Runs ESLint through its Node API for test/architecture/module-surface.spec.ts, in a process of
// its own: ESLint loads eslint.config.mjs with import(), which Jest's module system does not run.
// Prints JSON: the rule's messages per file, and what the project's config says of the paths.
import { ESLint } from 'eslint';
import { join } from 'node:path';

const RULE = 'local/module-surface';
const root = join(import.meta.dirname, '..', '..');
const [src, ...fixtures] = process.argv.slice(2);

// The project's config as `npx eslint .` uses it.
const project = new ESLint({ cwd: root });
// The same config with no ignores (the fixtures are ignored in it), only this rule and no type
// information, which the rule does not use.
const only = new ESLint({
  cwd: root,
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

const messages = async (patterns) =>
  (await only.lintFiles(patterns)).map((result) => ({
    file: result.filePath,
    messages: result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })),
  }));

const srcConfig = await project.calculateConfigForFile(join(root, 'src', 'main.ts'));
console.log(
  JSON.stringify({
    fixtures: await messages(fixtures),
    src: await messages([src]),
    fixturesIgnored: await project.isPathIgnored(join(root, fixtures[0])),
    ruleInSrc: srcConfig.rules?.[RULE]?.[0] ?? null,
  }),
);
