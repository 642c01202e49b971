import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from './sql-scan';

/**
 * One of each: a message, a path or another named text is written once and imported where it is
 * needed, so the copies cannot drift apart (three `POST_NOT_FOUND`s and two `API_PREFIX`es did).
 * Reported: a top-level string constant of src/ whose name another file's constant has too, or
 * whose text (a sentence: 10 characters or more, with a space) another file's constant holds.
 * fixtures/planted holds a copy of each kind.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');

interface Constant {
  file: string;
  line: number;
  name: string;
  text: string;
}

function constants(root: string): Constant[] {
  return sourceFiles(join(root, 'src'), (name) => name === 'migrations').flatMap((path) => {
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    return source.statements.flatMap((statement) =>
      ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.flatMap((d) =>
            ts.isIdentifier(d.name) &&
            d.initializer &&
            (ts.isStringLiteral(d.initializer) || ts.isNoSubstitutionTemplateLiteral(d.initializer))
              ? [
                  {
                    file: relative(root, path),
                    line: source.getLineAndCharacterOfPosition(d.getStart(source)).line + 1,
                    name: d.name.text,
                    text: d.initializer.text,
                  },
                ]
              : [],
          )
        : [],
    );
  });
}

/** `file:line NAME (also in other:line)` of each constant with a twin in another file. */
function copies(root: string): string[] {
  const all = constants(root);
  const sentence = (text: string) => text.length >= 10 && text.includes(' ');
  return all.flatMap((c) => {
    const twins = all.filter(
      (o) =>
        o.file !== c.file &&
        ((o.name === c.name && o.text === c.text) || (o.text === c.text && sentence(c.text))),
    );
    return twins.length === 0
      ? []
      : [
          `${c.file}:${c.line} ${c.name} (also ${twins.map((t) => `${t.file}:${t.line} ${t.name}`).join(', ')})`,
        ];
  });
}

describe('one of each', () => {
  it('no named text of src/ is written twice', () => {
    expect(copies(ROOT)).toEqual([]);
  });

  it('reads the constants of src/ (the scanner works)', () => {
    const names = constants(ROOT).map((c) => `${c.file} ${c.name}`);
    expect(names).toContain('src/modules/posts/posts.service.ts POST_NOT_FOUND');
    expect(names).toContain('src/core/http/paths.ts API_PREFIX');
  });

  it('reports each planted copy', () => {
    const file = 'src/modules/reactions/messages.ts';
    const text = readFileSync(join(PLANTED, file), 'utf8').split('\n');
    const lineAfter = (marker: string) => text.findIndex((l) => l.includes(marker)) + 2;
    const found = copies(PLANTED).filter((c) => c.startsWith(file));
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}:${lineAfter('planted: the same name and text')} POST_NOT_FOUND \\(also `,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${file}:${lineAfter('planted: the same text under another name')} NO_SUCH_POST \\(also .*posts.messages.ts`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${file}:${lineAfter('planted: the same name, a private copy')} API_PREFIX \\(also .*posts.messages.ts`,
        ),
      ),
    ]);
  });
});
