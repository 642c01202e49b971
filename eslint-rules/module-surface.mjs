import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Module surfaces (CONTRIBUTING.md "Module surfaces"): a file may import another module only
 * through that module's index.ts (`../users`, `../users/index`), never a file inside it.
 *
 * The modules are found from the path after the last `src` folder: each folder of `src/modules`,
 * and each other folder directly under `src` (`users`, `auth`, `core`, `database`, `docs`,
 * `config`, `cli`). The files directly in `src` (main.ts, app.module.ts …) belong to no module;
 * they and the composition-root folders (option `roots`, `cli` by default) import modules through
 * their index like everyone else, and nothing imports a composition root. Within a module,
 * relative imports are free. Every relative specifier is checked: imports and `export … from` (of
 * types too), `import()`, `import('…')` types and `require('…')`.
 *
 * A local rule rather than eslint-plugin-boundaries' entry-point rule: every import in src/ is
 * relative, so resolving one is a path join (no import resolver to configure), and the few lines
 * here say exactly what a module and a composition root are.
 */

/** The module folder of `path` (a file or folder), or null for a file directly in src. */
function moduleOf(path) {
  const parts = path.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) {
    return null;
  }
  const rest = parts.slice(src + 1);
  const base = parts.slice(0, src + 1).join(sep);
  if (rest[0] === 'modules') {
    return rest.length >= 2
      ? { root: join(base, 'modules', rest[1]), name: `modules/${rest[1]}` }
      : null;
  }
  if (rest.length >= 2 || (rest.length === 1 && isFolder(path))) {
    return { root: join(base, rest[0]), name: rest[0] };
  }
  return null;
}

function isFolder(path) {
  return existsSync(path) && statSync(path).isDirectory();
}

/** `root` itself or its index (with or without the extension). */
function isIndex(target, root) {
  return target === root || target === join(root, 'index') || target === join(root, 'index.ts');
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its index.ts (its public surface).' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{specifier}}' reaches into the {{module}} module: import it from its index ('{{index}}'), and export there what other modules need.",
      root: "'{{specifier}}' imports {{module}}, a composition root: no module depends on it.",
    },
  },

  create(context) {
    const roots = new Set(context.options[0]?.roots ?? ['cli']);
    const file = context.filename;
    const own = moduleOf(file);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) {
        return;
      }
      const target = resolve(dirname(file), specifier);
      const module = moduleOf(target);
      if (module === null || module.root === own?.root) {
        return;
      }
      if (roots.has(module.name)) {
        context.report({
          node,
          messageId: 'root',
          data: { specifier, module: `src/${module.name}` },
        });
      } else if (!isIndex(target, module.root)) {
        const path = relative(dirname(file), module.root).split(sep).join('/');
        const index = path.startsWith('.') ? path : `./${path}`;
        context.report({
          node,
          messageId: 'internal',
          data: { specifier, module: module.name, index },
        });
      }
    }

    const source = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: (node) => node.source && source(node),
      ExportAllDeclaration: source,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const literal = node.source ?? node.argument?.literal;
        if (literal) {
          check(literal, literal.value);
        }
      },
      TSExternalModuleReference: (node) => check(node.expression, node.expression.value),
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          first?.type === 'Literal'
        ) {
          check(first, first.value);
        }
      },
    };
  },
};
