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
 * the function given as a provider's `useFactory`. fixtures/planted holds one of each.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');
const NAMES = new Set(['dialect', 'isPostgres']);
const DIALECT_CLASSES = /^(Postgres|Sqlite)Sql$/;

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
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const found: string[] = [];
    const report = (node: ts.Node, what: string) => {
      if (!insideFactory(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${relative(root, path)}:${line} ${what}`);
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && NAMES.has(node.name.text)) {
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
      ].sort(),
    );
  });
});
