import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from './sql-scan.ts';
const PG: [string, RegExp][] = [
  ['pg_*', /\bpg_[a-z_]+/i],
  ['::type', /::\s*[a-z_]+/i],
  ['json_agg', /\bjsonb?_agg\b/i],
  ['jsonb', /\bjsonb\b/i],
  ['= ANY(', /=\s*ANY\s*\(/i],
  ['FOR UPDATE', /\bFOR\s+(NO\s+KEY\s+)?UPDATE\b/i],
  ['KEY SHARE', /\bFOR\s+(KEY\s+)?SHARE\b/i],
  ['SKIP LOCKED', /\bSKIP\s+LOCKED\b/i],
  ['GREATEST', /\bGREATEST\s*\(/i],
  ['LEAST', /\bLEAST\s*\(/i],
  ['LATERAL', /\bLATERAL\b/i],
  ['DISTINCT ON', /\bDISTINCT\s+ON\b/i],
  ['ILIKE', /\bILIKE\b/i],
  ['array_agg', /\barray_agg\b/i],
  ['unnest', /\bunnest\s*\(/i],
  ['NOTIFY', /\b(LISTEN|NOTIFY)\s+[a-z_"]/],
  ['now()', /\bnow\(\)/i],
];
const SQ: [string, RegExp][] = [
  ['INDEXED BY', /\bINDEXED\s+BY\b/i],
  ['json_each', /\bjson_each\b/i],
  ['json_group_array', /\bjson_group_(array|object)\b/i],
  ['INSERT OR', /\bINSERT\s+OR\s+(IGNORE|REPLACE)\b/i],
  ['REPLACE INTO', /\bREPLACE\s+INTO\b/i],
  ['datetime(', /\b(datetime|strftime|julianday|unixepoch)\s*\(/i],
  ['sqlite_*', /\bsqlite_[a-z_]+/i],
  ['PRAGMA', /\bPRAGMA\b/i],
  ['BEGIN IMMEDIATE', /\bBEGIN\s+(IMMEDIATE|EXCLUSIVE)\b/i],
  ['last_insert_rowid', /\blast_insert_rowid\s*\(/i],
];
for (const f of sourceFiles('/work/wt-rules/src', (n) => n === 'migrations')) {
  const rel = relative('/work/wt-rules', f);
  const s = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true);
  const visit = (n: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) text = n.text;
    else if (ts.isTemplateExpression(n))
      text = [n.head.text, ...n.templateSpans.map((x) => x.literal.text)].join(' ${} ');
    if (text !== undefined) {
      for (const [kind, list] of [
        ['pg', PG],
        ['sqlite', SQ],
      ] as const)
        for (const [name, re] of list)
          if (re.test(text))
            console.log(
              rel,
              s.getLineAndCharacterOfPosition(n.getStart(s)).line + 1,
              kind,
              name,
              JSON.stringify(text.match(re)![0]),
            );
    }
    ts.forEachChild(n, visit);
  };
  visit(s);
}
