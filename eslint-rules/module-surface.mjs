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
 * Layers (CONTRIBUTING.md "Module surfaces"): the modules import each other lowest first, in the
 * order of option `layers`; every module not listed there (the feature modules of src/modules, a
 * new one included) is in the top layer, above all listed ones. An import into a higher layer is
 * reported: the lower module declares what it needs and the higher one provides it. Cycles among
 * the feature modules of the top layer are the business of test/architecture/module-graph.spec.ts,
 * which sees the whole graph.
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
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
          layers: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{specifier}}' reaches into the {{module}} module: import it from its index ('{{index}}'), and export there what other modules need.",
      root: "'{{specifier}}' imports {{module}}, a composition root: no module depends on it.",
      layer:
        '\'{{specifier}}\' imports {{module}}, a higher layer than {{own}} ({{order}}): a lower module never imports a higher one. Declare what {{own}} needs in {{own}} (an abstract class or a hooks registry) and let {{module}} provide it (CONTRIBUTING.md "Module surfaces"), or, for a new low module, add it to the layers in eslint.config.mjs and CONTRIBUTING.md.',
    },
  },

  create(context) {
    const roots = new Set(context.options[0]?.roots ?? ['cli']);
    const layers = context.options[0]?.layers ?? [];
    /** A module's layer: its place in `layers`, or the top layer for every other module. */
    const layerOf = (name) => (layers.includes(name) ? layers.indexOf(name) : layers.length);
    const order = [...layers, 'the feature modules'].join(' < ');
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
      } else if (own && !roots.has(own.name) && layerOf(module.name) > layerOf(own.name)) {
        context.report({
          node,
          messageId: 'layer',
          data: { specifier, module: module.name, own: own.name, order },
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
