import eslint from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The boundary patterns for a file `levels` folders inside its module (1 in the module's own
 * folder, 2 in one of its subfolders). A path that climbs out of the module (`../` from the
 * module's folder, `../../` from a subfolder) is another module's; within a module, relative
 * imports are free. A pattern's `*` also matches `..`, so one pattern covers every path that
 * climbs at least that far.
 */
function boundaries(levels) {
  const up = '../'.repeat(levels);
  // what other modules may use: the counters, the posts module's repositories for other modules
  // (its counters, rows in a transaction), the stream tickets of auth
  const shared = [
    'database/counters/counters.repository',
    'modules/posts/post-counts.repository',
    'modules/posts/views/post-views.repository',
    'auth/stream-tickets.repository',
  ];
  const allowed = [];
  for (let climb = levels; climb <= levels + 1; climb++) {
    const prefix = '../'.repeat(climb);
    for (const path of shared) {
      // from src/modules/<m>/…, a sibling module is `../<x>` rather than `../../modules/<x>`
      allowed.push(`!${prefix}${path}`, `!${prefix}${path.replace(/^modules\//, '')}`);
    }
  }
  return {
    patterns: [
      {
        group: [`${up}*/**/*.repository`, ...new Set(allowed)],
        message: "Another module's repository: use its exported service or its SQL (*.sql.ts).",
      },
      {
        group: [`${up}*/**/*.entity`],
        message: "Another module's entity: use its exported service, types or SQL (*.sql.ts).",
      },
      {
        group: [`${up}*/**/*.sqlite`, `${up}*/**/*.postgres`],
        message:
          "Another module's dialect implementation: use its exported service or SQL (*.sql.ts).",
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'bench/data/**',
      'bench/results/**',
      // Written against an SDK generated at test time (test/hey-api-client.e2e-spec.ts compiles it
      // with tsc --strict there); without it, type-checked rules see only unresolved imports.
      'clients/hey-api/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      curly: 'error',
    },
  },
  // Module boundaries (CONTRIBUTING.md): a feature module reaches another module's data only
  // through that module's exported service or repository, or the SQL it lends (`*.sql.ts`), never
  // its other repositories, its entities or one dialect's implementation (`*.sqlite.ts`,
  // `*.postgres.ts`).
  ...[
    [1, ['src/auth/*.ts', 'src/users/*.ts', 'src/modules/*/*.ts']],
    [2, ['src/modules/*/*/*.ts']],
  ].map(([levels, files]) => ({
    files,
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', boundaries(levels)] },
  })),
  {
    // Jest's asymmetric matchers (expect.any, expect.stringMatching …) and inject()'s json() are
    // typed `any`; in tests the unsafe-any rules flag every use of them, not a real risk.
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Plain Node scripts (bench, scripts, configs): CommonJS without types.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `x != null` is the idiom for "neither null nor undefined" in these untyped scripts
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // `const crypto = require('node:crypto')` shadows Node's global of the same module on purpose
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
