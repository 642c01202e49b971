import eslint from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moduleSurface from './eslint-rules/module-surface.mjs';

// The layers of CONTRIBUTING.md "Module surfaces", lowest first: a module imports only its own
// layer or lower ones. Every module not listed (each feature module of src/modules, a new one
// too) is in the top layer; among those, test/architecture/module-graph.spec.ts forbids cycles.
const MODULE_LAYERS = [
  'config',
  'core',
  'account-data',
  'database',
  'docs',
  'idempotency',
  'modules/uploads',
  'users',
  'auth',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'bench/data/**',
      'bench/results/**',
      // planted violations: linted on purpose by test/architecture/module-surface.spec.ts
      'test/architecture/fixtures/**',
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
  // Module surfaces (CONTRIBUTING.md): another module only through its index.ts. Unit specs
  // (*.spec.ts) are exempt: they test a module's own pieces and may need another's internals (the
  // DTOs core's validation pipe is tried on, the users' key row the auth spec fakes).
  {
    // and the imports test/architecture/module-surface.spec.ts plants (ignored above, linted by it)
    files: ['src/**/*.ts', 'test/architecture/fixtures/planted/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { local: { rules: { 'module-surface': moduleSurface } } },
    rules: { 'local/module-surface': ['error', { layers: MODULE_LAYERS }] },
  },
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
