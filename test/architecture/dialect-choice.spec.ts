import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from './sql-scan';

/**
 * Services and repositories never look at the database dialect (CONTRIBUTING.md "How a request
 * flows"): where the SQL differs, a module has one implementation per dialect behind one
 * interface, and only its provider factory (`useFactory`) picks one. The data layer
 * (src/database) implements the dialects and the configuration (src/config) defines them: both are
 * exempt. Found with the TypeScript compiler: a `.dialect` or `.isPostgres` read, a destructured
 * `{ dialect }` / `{ isPostgres }`, `['dialect']`, and `instanceof PostgresSql | SqliteSql`, outside
 * the function given as a provider's `useFactory`. Nor is the dialect guessed another way: a
 * `.constructor.name` (of the data layer's `PostgresSql`, say) is read nowhere outside
 * src/database, and the environment (`process.env`, where DATABASE_URL is) only by the
 * configuration (src/config) and the tracing preload (src/core/tracing, which OpenTelemetry's
 * OTEL_* variables configure before the configuration loads). fixtures/planted holds one of each.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');
const NAMES = new Set(['dialect', 'isPostgres']);
const DIALECT_CLASSES = /^(Postgres|Sqlite)Sql$/;
/** The folders that may read the environment. */
const READS_ENV = ['src/config/', 'src/core/tracing/'];

function insideFactory(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (
      (ts.isPropertyAssignment(n) || ts.isMethodDeclaration(n)) &&
      ts.isIdentifier(n.name) &&
      n.name.text === 'useFactory'
    ) {
      return true;
    }
  }
  return false;
}

/** `file:line what` of each dialect choice outside a provider factory. */
function dialectChoices(root: string): string[] {
  const files = sourceFiles(join(root, 'src')).filter((f) => {
    const rel = relative(root, f);
    return !rel.startsWith('src/database/') && !rel.startsWith('src/config/');
  });
  return files.flatMap((path) => {
    const envAllowed = READS_ENV.some((folder) => relative(root, path).startsWith(folder));
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const found: string[] = [];
    const lineOf = (node: ts.Node) =>
      source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const report = (node: ts.Node, what: string) => {
      if (!insideFactory(node)) {
        found.push(`${relative(root, path)}:${lineOf(node)} ${what}`);
      }
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAccessExpression(node) &&
        node.name.text === 'name' &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'constructor'
      ) {
        found.push(`${relative(root, path)}:${lineOf(node)} .constructor.name`);
      } else if (
        !envAllowed &&
        ts.isPropertyAccessExpression(node) &&
        node.name.text === 'env' &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'process'
      ) {
        found.push(`${relative(root, path)}:${lineOf(node)} process.env`);
      } else if (ts.isPropertyAccessExpression(node) && NAMES.has(node.name.text)) {
        report(node, `.${node.name.text}`);
      } else if (
        ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        NAMES.has(node.argumentExpression.text)
      ) {
        report(node, `['${node.argumentExpression.text}']`);
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name) && NAMES.has(name.text)) {
          report(node, `{ ${name.text} }`);
        }
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
        ts.isIdentifier(node.right) &&
        DIALECT_CLASSES.test(node.right.text)
      ) {
        report(node, `instanceof ${node.right.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

describe('the dialect choice', () => {
  it('is made only by provider factories', () => {
    expect(dialectChoices(ROOT)).toEqual([]);
  });

  it('finds the factories it allows (the scanner works)', () => {
    const text = readFileSync(join(ROOT, 'src/modules/reactions/reactions.module.ts'), 'utf8');
    expect(text).toMatch(/useFactory[\s\S]*\.dialect === 'postgres'/);
  });

  it('catches every planted choice outside a factory, and not the one inside', () => {
    const found = dialectChoices(PLANTED).map((f) => f.replace(/:\d+ /, ' '));
    expect(found.sort()).toEqual(
      [
        'src/modules/reactions/dialect.ts .dialect',
        "src/modules/reactions/dialect.ts ['dialect']",
        'src/modules/reactions/dialect.ts { dialect }',
        'src/modules/reactions/dialect.ts instanceof PostgresSql',
        'src/modules/reactions/dialect.ts .isPostgres',
        'src/modules/reactions/dialect.ts { isPostgres }',
        'src/modules/reactions/dialect.ts .constructor.name',
        'src/modules/reactions/dialect.ts process.env',
        // in a factory too: neither is a way to choose
        'src/modules/reactions/dialect.ts .constructor.name',
      ].sort(),
    );
  });
});
