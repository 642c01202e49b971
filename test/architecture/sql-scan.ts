import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/**
 * The scanner behind the architecture checks: it reads TypeScript sources with the TypeScript
 * compiler (not regular expressions over the file), takes every string and template literal,
 * resolves template parts that name a string constant (of the same file, or imported from
 * another file of the tree), and tokenises the SQL in them. A statement built from fragments of
 * several files is seen fragment by fragment, each in the file that holds its text; whole-statement
 * SQL parsers (node-sql-parser, pgsql-ast-parser) refuse such fragments and the `$1` placeholders of
 * both dialects, so the tokens are read here: quoted identifiers, comments, `INSERT OR IGNORE`,
 * `REPLACE INTO`, `UPDATE t AS a SET`, `DELETE FROM`, `TRUNCATE`, and the tables after FROM/JOIN.
 * TypeORM writes (injected repositories, `getRepository`, the entity manager, query builders) are
 * found by the entity class they name.
 */

export interface TableUse {
  /** The file, relative to the scanned root. */
  file: string;
  line: number;
  table: string;
  kind: 'write' | 'read';
  /** How it was found, for the failure message. */
  via: string;
  /** The file whose text holds the SQL (another file's, for an imported constant). */
  origin: string;
}

export function sourceFiles(dir: string, skip: (name: string) => boolean = () => false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return skip(name) ? [] : sourceFiles(path, skip);
    }
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * The module a file belongs to: `src/modules/<m>`, `src/core/<m>`, `src/database/<m>` for files in
 * a subfolder there, else the top folder under src (`src/users`, `src/auth`, …).
 */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  const src = parts.indexOf('src');
  const rest = parts.slice(src + 1);
  if (['modules', 'core', 'database'].includes(rest[0]) && rest.length > 2) {
    return parts.slice(0, src + 3).join('/');
  }
  return parts.slice(0, src + 2).join('/');
}

// ------------------------------------------------------------------------------- SQL tokens

type Token = { word: string; quoted: boolean };

/** Words and quoted identifiers of an SQL text, without comments and string literals. */
export function sqlTokens(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (c === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) {
        j += sql[j] === "'" ? 2 : 1;
      }
      i = j + 1;
    } else if (c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      const end = sql.indexOf(close, i + 1);
      const word = sql.slice(i + 1, end === -1 ? sql.length : end);
      tokens.push({ word: word.toLowerCase(), quoted: true });
      i = end === -1 ? sql.length : end + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /[A-Za-z0-9_$]/.test(sql[j])) {
        j++;
      }
      tokens.push({ word: sql.slice(i, j).toLowerCase(), quoted: false });
      i = j;
    } else if (c === '.') {
      tokens.push({ word: '.', quoted: false });
      i++;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ word: c, quoted: false });
      i++;
    } else {
      i++;
    }
  }
  return tokens;
}

const INSERT_CONFLICT = new Set(['ignore', 'replace', 'abort', 'fail', 'rollback']);

/** The table named at `tokens[i]` (skipping a schema prefix `main.` / `public.`), if any. */
function tableAt(tokens: Token[], i: number): string | undefined {
  const t = tokens[i];
  if (!t || (!t.quoted && !/^[a-z_][a-z0-9_]*$/.test(t.word))) {
    return undefined;
  }
  if (tokens[i + 1]?.word === '.' && tokens[i + 2]) {
    return tokens[i + 2].word;
  }
  return t.word;
}

/** The tables an SQL text writes and reads. */
export function sqlTables(sql: string): { writes: string[]; reads: string[] } {
  const tokens = sqlTokens(sql);
  const writes: string[] = [];
  const reads: string[] = [];
  const at = (i: number) => tokens[i]?.word;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].quoted) {
      continue;
    }
    const w = tokens[i].word;
    if (w === 'insert' || w === 'replace') {
      let j = i + 1;
      if (w === 'insert' && at(j) === 'or' && INSERT_CONFLICT.has(at(j + 1) ?? '')) {
        j += 2;
      }
      if (at(j) === 'into') {
        const table = tableAt(tokens, j + 1);
        if (table) {
          writes.push(table);
        }
      }
    } else if (w === 'update') {
      let j = i + 1;
      if (at(j) === 'or' && INSERT_CONFLICT.has(at(j + 1) ?? '')) {
        j += 2;
      }
      if (at(j) === 'only') {
        j += 1;
      }
      const table = tableAt(tokens, j);
      const after = tokens[j + 1]?.word === '.' ? j + 3 : j + 1;
      // `UPDATE t SET`, `UPDATE t AS a SET`, `UPDATE t a SET` (not `DO UPDATE SET` of an upsert)
      const set =
        at(after) === 'set' ||
        (at(after) === 'as' && at(after + 2) === 'set') ||
        at(after + 1) === 'set';
      if (table && table !== 'set' && set && at(i - 1) !== 'do') {
        writes.push(table);
      }
    } else if (w === 'delete' && at(i + 1) === 'from') {
      const j = at(i + 2) === 'only' ? i + 3 : i + 2;
      const table = tableAt(tokens, j);
      if (table) {
        writes.push(table);
      }
    } else if (w === 'truncate') {
      const table = tableAt(tokens, at(i + 1) === 'table' ? i + 2 : i + 1);
      if (table) {
        writes.push(table);
      }
    } else if (w === 'from' || w === 'join') {
      const table = tableAt(tokens, i + 1);
      if (table && tokens[i + 1].word !== '(') {
        reads.push(table);
      }
    }
  }
  return { writes, reads };
}

// ------------------------------------------------------------------------------- TypeScript

/** `@Entity('table')` of each entity class under the root. */
export function entityTables(files: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/@Entity\(\s*'([a-z_]+)'[\s\S]*?export class (\w+)/g)) {
      tables.set(m[2], m[1]);
    }
  }
  return tables;
}

/** The owner of each table: the module of the file that declares its entity. */
export function tableOwners(root: string, files: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/@Entity\(\s*'([a-z_]+)'/g)) {
      owners.set(m[1], moduleOf(relative(root, file)));
    }
  }
  return owners;
}

/** The scanned file an import specifier names (relative imports only), if any. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) {
    return undefined;
  }
  const base = join(from, '..', specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) {
        return candidate;
      }
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Top-level `const NAME = 'text'` (or a template without substitutions) of a file. */
function stringConstants(source: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) {
      continue;
    }
    for (const d of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(d.name) &&
        d.initializer &&
        (ts.isStringLiteral(d.initializer) || ts.isNoSubstitutionTemplateLiteral(d.initializer))
      ) {
        found.set(d.name.text, d.initializer.text);
      }
    }
  }
  return found;
}

const TYPEORM_WRITES = new Set([
  'insert',
  'update',
  'delete',
  'save',
  'remove',
  'upsert',
  'softDelete',
  'softRemove',
  'restore',
  'increment',
  'decrement',
  'clear',
]);

/**
 * Every table use of every file under `root`/src (migrations excluded: they make the schema). Other
 * files' string constants are resolved when imported by name (`import { T } from './t'`).
 */
export function tableUses(root: string): TableUse[] {
  const files = sourceFiles(join(root, 'src'), (name) => name === 'migrations');
  const entities = entityTables(files);
  const parsed = new Map(
    files.map((f) => [
      f,
      ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true),
    ]),
  );
  const constantsOf = new Map([...parsed].map(([f, s]) => [f, stringConstants(s)]));

  return files.flatMap((path) => {
    const source = parsed.get(path)!;
    const file = relative(root, path);
    const constants = new Map(constantsOf.get(path));
    /** Constants imported by name from another scanned file, with that file. */
    const imported = new Map<string, { text: string; origin: string }>();
    for (const statement of source.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
      ) {
        const from = resolveImport(path, statement.moduleSpecifier.text);
        const other = from ? constantsOf.get(from) : undefined;
        for (const element of statement.importClause.namedBindings.elements) {
          const text = other?.get((element.propertyName ?? element.name).text);
          if (text !== undefined && from) {
            constants.set(element.name.text, text);
            imported.set(element.name.text, { text, origin: relative(root, from) });
          }
        }
      }
    }
    const uses: TableUse[] = [];
    const lineOf = (node: ts.Node) =>
      source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const addSql = (node: ts.Node, text: string, origin = file, via = 'SQL') => {
      const { writes, reads } = sqlTables(text);
      for (const table of writes) {
        uses.push({ file, line: lineOf(node), table, kind: 'write', via, origin });
      }
      for (const table of reads) {
        uses.push({ file, line: lineOf(node), table, kind: 'read', via, origin });
      }
    };
    const entityArg = (node: ts.CallExpression): string | undefined => {
      const arg = node.arguments[0];
      return arg && ts.isIdentifier(arg) ? entities.get(arg.text) : undefined;
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        return;
      }
      if (ts.isIdentifier(node) && imported.has(node.text) && !ts.isTemplateSpan(node.parent)) {
        // SQL written in another file and run here
        const { text, origin } = imported.get(node.text)!;
        addSql(node, text, origin, `SQL imported from ${origin}`);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        addSql(node, node.text);
      } else if (ts.isTemplateExpression(node)) {
        // substitute resolvable constants; anything else stands for an unknown expression
        let text = node.head.text;
        const borrowed: { text: string; origin: string }[] = [];
        for (const span of node.templateSpans) {
          const e = span.expression;
          const name = ts.isIdentifier(e) ? e.text : undefined;
          text += (name ? constants.get(name) : undefined) ?? ' __expr__ ';
          text += span.literal.text;
          if (name && imported.has(name)) {
            borrowed.push(imported.get(name)!);
          }
        }
        // what a borrowed constant holds by itself belongs to the file that wrote it
        const all = sqlTables(text);
        for (const part of borrowed) {
          const own = sqlTables(part.text);
          for (const kind of ['writes', 'reads'] as const) {
            for (const table of own[kind]) {
              const i = all[kind].indexOf(table);
              if (i !== -1) {
                all[kind].splice(i, 1);
                const k = kind === 'writes' ? 'write' : 'read';
                uses.push({
                  file,
                  line: lineOf(node),
                  table,
                  kind: k,
                  via: `SQL imported from ${part.origin}`,
                  origin: part.origin,
                });
              }
            }
          }
        }
        for (const table of all.writes) {
          uses.push({ file, line: lineOf(node), table, kind: 'write', via: 'SQL', origin: file });
        }
        for (const table of all.reads) {
          uses.push({ file, line: lineOf(node), table, kind: 'read', via: 'SQL', origin: file });
        }
      } else if (ts.isDecorator(node) && ts.isCallExpression(node.expression)) {
        const call = node.expression;
        if (ts.isIdentifier(call.expression) && call.expression.text === 'InjectRepository') {
          const table = entityArg(call);
          if (table) {
            uses.push({
              file,
              line: lineOf(node),
              table,
              kind: 'write',
              via: 'InjectRepository',
              origin: file,
            });
          }
        }
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const table = entityArg(node);
        if (table && (method === 'getRepository' || TYPEORM_WRITES.has(method))) {
          uses.push({
            file,
            line: lineOf(node),
            table,
            kind: 'write',
            via: `TypeORM ${method}`,
            origin: file,
          });
        }
        const chain = node.expression.expression.getText(source);
        const builderWrite = method === 'into' || (method === 'from' && chain.includes('.delete('));
        if (table && builderWrite) {
          uses.push({
            file,
            line: lineOf(node),
            table,
            kind: 'write',
            via: `query builder ${method}`,
            origin: file,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return uses;
  });
}

// ------------------------------------------------------------------------------- literals

export interface Literal {
  /** The file, relative to the scanned root. */
  file: string;
  line: number;
  /** The text; a template's substitutions stand as ` ${} `. */
  text: string;
}

/** Every string and template literal of the files under `root`/src (migrations excluded). */
export function literals(root: string): Literal[] {
  return sourceFiles(join(root, 'src'), (name) => name === 'migrations').flatMap((path) => {
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const found: Literal[] = [];
    const add = (node: ts.Node, text: string) =>
      found.push({
        file: relative(root, path),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        text,
      });
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        add(node, node.text);
      } else if (ts.isTemplateExpression(node)) {
        add(
          node,
          [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ${} '),
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

// ------------------------------------------------------------------------------- lent writes

export interface LentWrite {
  /** The module that lends it (sql-scan's moduleOf of its index). */
  module: string;
  /** The name its index exports. */
  name: string;
  /** The file that defines it, relative to the root. */
  origin: string;
  tables: string[];
}

/** The top-level `const NAME = …` or `function NAME() {…}` of a file: its initializer or body. */
function definition(source: ts.SourceFile, name: string): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body) {
      return statement.body;
    }
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) {
          return d.initializer;
        }
      }
    }
  }
  return undefined;
}

/** The literals of a node, joined (a template's substitutions as `__expr__`), and its identifiers. */
function contents(node: ts.Node): { text: string; identifiers: Set<string> } {
  const texts: string[] = [];
  const identifiers = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      texts.push(n.text);
    } else if (ts.isTemplateExpression(n)) {
      texts.push([n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' __expr__ '));
    } else if (ts.isIdentifier(n)) {
      identifiers.add(n.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return { text: texts.join('\n;\n'), identifiers };
}

/**
 * What each module index lends that writes: `export { x } from './file'` whose x holds a write, or
 * passes on one another index lends (notifications' total, built on the counters' upsert).
 */
export function lentWrites(root: string): LentWrite[] {
  const src = join(root, 'src');
  const indexes = sourceFiles(src).filter((f) => f.endsWith('/index.ts'));
  const exported = indexes.flatMap((index) => {
    const source = ts.createSourceFile(
      index,
      readFileSync(index, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    return source.statements.flatMap((statement) => {
      if (
        !ts.isExportDeclaration(statement) ||
        !statement.moduleSpecifier ||
        !ts.isStringLiteral(statement.moduleSpecifier) ||
        !statement.exportClause ||
        !ts.isNamedExports(statement.exportClause)
      ) {
        return [];
      }
      const from = resolveImport(index, statement.moduleSpecifier.text);
      if (!from) {
        return [];
      }
      const defining = ts.createSourceFile(
        from,
        readFileSync(from, 'utf8'),
        ts.ScriptTarget.ES2022,
        true,
      );
      return statement.exportClause.elements.flatMap((element) => {
        const node = definition(defining, (element.propertyName ?? element.name).text);
        return node
          ? [
              {
                module: moduleOf(relative(root, index)),
                name: element.name.text,
                origin: relative(root, from),
                ...contents(node),
              },
            ]
          : [];
      });
    });
  });
  const writes: LentWrite[] = exported.flatMap((e) => {
    const tables = [...new Set(sqlTables(e.text).writes)];
    return tables.length > 0 ? [{ module: e.module, name: e.name, origin: e.origin, tables }] : [];
  });
  for (const e of exported) {
    const passedOn = writes.filter((w) => w.module !== e.module && e.identifiers.has(w.name));
    if (passedOn.length > 0 && !writes.some((w) => w.module === e.module && w.name === e.name)) {
      const tables = [...new Set(passedOn.flatMap((w) => w.tables))];
      writes.push({ module: e.module, name: e.name, origin: e.origin, tables });
    }
  }
  return writes;
}

/**
 * Each use of a lent write outside its module that is not the body of a common table expression
 * (`name AS (${lent(…)})`, a part of one statement built from the owners' fragments): the write
 * run by itself, or as a part that is not one. `file:line name (module)`.
 */
export function lentWritesRunAlone(root: string): string[] {
  const lent = lentWrites(root);
  const files = sourceFiles(join(root, 'src'), (name) => name === 'migrations');
  return files.flatMap((path) => {
    const file = relative(root, path);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    /** Local names imported from another module's index that are lent writes. */
    const imported = new Map<string, LentWrite>();
    for (const statement of source.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
      ) {
        const from = resolveImport(path, statement.moduleSpecifier.text);
        if (!from || !from.endsWith('/index.ts')) {
          continue;
        }
        const module = moduleOf(relative(root, from));
        if (module === moduleOf(file)) {
          continue;
        }
        for (const element of statement.importClause.namedBindings.elements) {
          const write = lent.find(
            (l) => l.module === module && l.name === (element.propertyName ?? element.name).text,
          );
          if (write) {
            imported.set(element.name.text, write);
          }
        }
      }
    }
    if (imported.size === 0) {
      return [];
    }
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        return;
      }
      if (ts.isIdentifier(node) && imported.has(node.text)) {
        // the value itself, or the call that makes it
        const use =
          ts.isCallExpression(node.parent) && node.parent.expression === node ? node.parent : node;
        if (!isCteBody(use) && !(file.endsWith('.sql.ts') && isReturned(use))) {
          const write = imported.get(node.text)!;
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push(
            `${file}:${line} ${write.name} (${write.module}, writes ${write.tables.join(', ')})`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

/** `use` is what a function returns: lent SQL passing another owner's fragment on. */
function isReturned(use: ts.Node): boolean {
  const parent = use.parent;
  return (
    (ts.isReturnStatement(parent) && parent.expression === use) ||
    (ts.isArrowFunction(parent) && parent.body === use)
  );
}

/** `use` is a template substitution right after `AS (`: the body of a common table expression. */
function isCteBody(use: ts.Node): boolean {
  const span = use.parent;
  if (!span || !ts.isTemplateSpan(span) || span.expression !== use) {
    return false;
  }
  const template = span.parent;
  const i = template.templateSpans.indexOf(span);
  const before = i === 0 ? template.head.text : template.templateSpans[i - 1].literal.text;
  return /\bAS\s*\(\s*$/i.test(before);
}
