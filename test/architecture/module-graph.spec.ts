import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from './sql-scan';

/**
 * The modules import each other without cycles (CONTRIBUTING.md "Module surfaces"). The lint rule
 * module-surface orders the layers (config, core, …, auth, then every other module); this spec
 * sees the whole graph, so it also catches a cycle among the modules of one layer (the feature
 * modules), however long. A cycle through two indexes loads one of them half made: a class is
 * still `undefined` when a decorator or a provider list reads it.
 *
 * Every import counts, as the module-surface rule reads them: imports and `export … from` (of
 * types too), `import()`, `import('…')` types and `require('…')`, from every file but unit specs.
 * The composition roots (src/cli, the files directly in src) are no modules. fixtures/planted holds
 * a cycle blocks ↔ posts.
 */
const ROOT = join(__dirname, '..', '..');
const PLANTED = join(__dirname, 'fixtures', 'planted');
const COMPOSITION_ROOTS = new Set(['cli']);

/** The module of a path under `src` (a file or a folder), as eslint-rules/module-surface.mjs names it. */
function moduleOf(src: string, path: string): string | null {
  const rest = relative(src, path).split('/');
  if (rest[0] === '..' || rest[0] === '') {
    return null;
  }
  if (rest[0] === 'modules') {
    return rest.length >= 2 ? `modules/${rest[1]}` : null;
  }
  const isFolder = existsSync(path) && statSync(path).isDirectory();
  const name = rest.length >= 2 || isFolder ? rest[0] : null;
  return name && !COMPOSITION_ROOTS.has(name) ? name : null;
}

/** Every relative specifier a file imports, with its line. */
function specifiers(source: ts.SourceFile): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node) && node.text.startsWith('.')) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ specifier: node.text, line });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      add(node.arguments[0]);
    } else if (ts.isExternalModuleReference(node)) {
      add(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The edges between modules: `from -> to`, each with the first import that makes it. */
function moduleGraph(root: string): Map<string, Map<string, string>> {
  const src = join(root, 'src');
  const graph = new Map<string, Map<string, string>>();
  for (const path of sourceFiles(src)) {
    const from = moduleOf(src, path);
    if (!from) {
      continue;
    }
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    for (const { specifier, line } of specifiers(source)) {
      const to = moduleOf(src, resolve(dirname(path), specifier));
      if (to && to !== from) {
        const edges = graph.get(from) ?? new Map<string, string>();
        graph.set(from, edges);
        if (!edges.has(to)) {
          edges.set(to, `${relative(root, path)}:${line} '${specifier}'`);
        }
      }
    }
  }
  return graph;
}

/**
 * The cycles of the graph, one per strongly connected component of more than one module (Tarjan),
 * each as the modules in a cycle through them with the import that makes each step.
 */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const strongConnect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of [...(graph.get(v)?.keys() ?? [])].sort()) {
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) {
        components.push(component.sort());
      }
    }
  };
  for (const v of [...graph.keys()].sort()) {
    if (!index.has(v)) {
      strongConnect(v);
    }
  }
  return components.map((component) => describeCycle(graph, component));
}

/** A cycle through the first module of a component (breadth first), one line per step. */
function describeCycle(graph: Map<string, Map<string, string>>, component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of [...(graph.get(v)?.keys() ?? [])].sort()) {
      if (!inside.has(w)) {
        continue;
      }
      if (w === start) {
        const path = [v];
        while (path[0] !== start) {
          path.unshift(cameFrom.get(path[0])!);
        }
        return path.map((m, i) => {
          const next = path[i + 1] ?? start;
          return `${m} -> ${next} (${graph.get(m)!.get(next)})`;
        });
      }
      if (!cameFrom.has(w) && w !== start) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

/**
 * A feature module's surface holds services, lent SQL, types and hooks, not repositories
 * (CONTRIBUTING.md "Module surfaces"): another module changes its data through a service method
 * that takes the caller's transaction. `file name` of each `*Repository` a feature index exports.
 */
function exportedRepositories(root: string): string[] {
  return sourceFiles(join(root, 'src', 'modules'))
    .filter((f) => f.endsWith('/index.ts'))
    .flatMap((path) => {
      const source = ts.createSourceFile(
        path,
        readFileSync(path, 'utf8'),
        ts.ScriptTarget.ES2022,
        true,
      );
      return source.statements.flatMap((s) =>
        ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause)
          ? s.exportClause.elements
              .filter((e) => !e.isTypeOnly && !s.isTypeOnly && /Repository$/.test(e.name.text))
              .map((e) => `${relative(root, path)} ${e.name.text}`)
          : [],
      );
    });
}

describe('feature module surfaces', () => {
  it('export no repository', () => {
    expect(exportedRepositories(ROOT)).toEqual([]);
  });

  it('reports the planted one', () => {
    expect(exportedRepositories(PLANTED)).toEqual(['src/modules/posts/index.ts PostsRepository']);
  });
});

describe('the module graph', () => {
  it('has no cycle in src/', () => {
    expect(cycles(moduleGraph(ROOT))).toEqual([]);
  });

  it('sees the imports of src/ (the scanner works)', () => {
    const graph = moduleGraph(ROOT);
    expect(graph.get('modules/reactions')?.has('modules/posts')).toBe(true);
    expect(graph.get('auth')?.has('users')).toBe(true);
    expect(graph.has('cli')).toBe(false);
  });

  it('reports the planted cycle blocks <-> posts, with the imports that make it', () => {
    const found = cycles(moduleGraph(PLANTED));
    expect(found).toEqual([
      [
        expect.stringMatching(
          /^modules\/blocks -> modules\/posts \(src\/modules\/blocks\/blocks\.service\.ts:\d+ '\.\.\/posts\/posts\.service'\)$/,
        ),
        expect.stringMatching(
          /^modules\/posts -> modules\/blocks \(src\/modules\/posts\/posts\.service\.ts:\d+ '\.\.\/blocks'\)$/,
        ),
      ],
    ]);
  });

  it('reports a longer cycle, as the posts -> reactions -> notifications -> posts one was', () => {
    const graph = new Map([
      ['modules/posts', new Map([['modules/reactions', 'a']])],
      ['modules/reactions', new Map([['modules/notifications', 'b']])],
      ['modules/notifications', new Map([['modules/posts', 'c']])],
      ['users', new Map([['core', 'd']])],
    ]);
    expect(cycles(graph)).toEqual([
      [
        'modules/notifications -> modules/posts (c)',
        'modules/posts -> modules/reactions (a)',
        'modules/reactions -> modules/notifications (b)',
      ],
    ]);
  });
});
