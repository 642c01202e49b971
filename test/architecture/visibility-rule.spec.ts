import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { literals, sourceFiles } from './sql-scan';

/**
 * Who may see or touch a post is written once: `mayAccess` and `accessSql` in
 * src/modules/posts/rules/post-visibility.ts (CONTRIBUTING.md "Changing a post's lifecycle"), and
 * the statuses a thread lists there too (`LISTED`, `LISTED_IN_THREAD_SQL`). Everywhere else asks
 * them. A second copy is what the rule looks like written out again:
 *
 * - SQL that tests a post's status against `published` (or the statuses everyone may open) and,
 *   with an OR, its author against someone: `status = 'published' OR (… user_id = $1)`;
 * - TypeScript that does the same in one condition: `post.status === 'published' || post.user_id
 *   === viewerId`;
 * - a list of the listed statuses, `['published', 'deleted']`, other than `LISTED`.
 *
 * fixtures/planted holds one of each.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');
const RULE_FILE = 'src/modules/posts/rules/post-visibility.ts';

const STATUS_TEST = /status\s*(=|IN\s*\()\s*'(published|pending)'/i;
const AUTHOR_TEST = /user_id\s*=/i;

function sqlCopies(root: string): string[] {
  return literals(root)
    .filter((l) => l.file !== RULE_FILE)
    .filter((l) => STATUS_TEST.test(l.text) && AUTHOR_TEST.test(l.text) && /\bOR\b/i.test(l.text))
    .map((l) => `${l.file}:${l.line} SQL`);
}

/** The operands of a tree of `||` / `&&` (through parentheses and `!`). */
function operands(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node) || ts.isPrefixUnaryExpression(node)) {
    return operands(ts.isParenthesizedExpression(node) ? node.expression : node.operand);
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
  ) {
    return [...operands(node.left), ...operands(node.right)];
  }
  return [node];
}

function isOr(node: ts.Node): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken;
}

const ARRAY_OF_LISTED = new Set(['published,deleted', 'deleted,published']);

function typescriptCopies(root: string): string[] {
  const files = sourceFiles(join(root, 'src')).filter((f) => relative(root, f) !== RULE_FILE);
  return files.flatMap((path) => {
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const found: string[] = [];
    const at = (node: ts.Node, what: string) =>
      found.push(
        `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`,
      );
    const visit = (node: ts.Node): void => {
      // the top of a condition with an OR
      if (
        isOr(node) &&
        !(node.parent && (isOr(node.parent) || ts.isParenthesizedExpression(node.parent)))
      ) {
        const parts = operands(node).map((e) => e.getText(source));
        const status = parts.some(
          (p) =>
            /\.status\s*===?\s*'(published|pending)'/.test(p) ||
            /\.includes\(\s*[\w.]+\.status\s*\)/.test(p),
        );
        const author = parts.some((p) => /\.user_id\s*===?|===?\s*\w+\.user_id/.test(p));
        if (status && author) {
          at(node, 'condition');
        }
      }
      if (ts.isArrayLiteralExpression(node)) {
        const items = node.elements.map((e) => (ts.isStringLiteral(e) ? e.text : '?')).join(',');
        if (ARRAY_OF_LISTED.has(items)) {
          at(node, 'list of the listed statuses');
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

describe('the visibility rule', () => {
  it('is written once: no copy of it in SQL outside post-visibility.ts', () => {
    expect(sqlCopies(ROOT)).toEqual([]);
  });

  it('is written once: no copy of it in TypeScript outside post-visibility.ts', () => {
    expect(typescriptCopies(ROOT)).toEqual([]);
  });

  it('the rule file itself would be reported (the scanner works)', () => {
    const text = readFileSync(join(ROOT, RULE_FILE), 'utf8');
    expect(text).toMatch(/export const LISTED\b/);
    expect(text).toMatch(STATUS_TEST);
  });

  it('reports each planted copy', () => {
    const file = 'src/modules/reactions/visibility-copy.repository.ts';
    const found = [...sqlCopies(PLANTED), ...typescriptCopies(PLANTED)].map((f) =>
      f.replace(/:\d+ /, ' '),
    );
    expect(found.sort()).toEqual(
      [
        `${file} SQL`,
        `${file} condition`,
        `${file} condition`,
        `${file} list of the listed statuses`,
      ].sort(),
    );
  });
});
