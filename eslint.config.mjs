import eslint from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Module boundaries (CONTRIBUTING.md): a feature module reaches another module's data only through
// that module's exported service or repository, or the SQL it lends (`*.sql.ts`), never its other
// repositories, its entities or one dialect's implementation (`*.sqlite.ts`, `*.postgres.ts`).
const boundaries = {
  patterns: [
    {
      group: [
        '../*/**/*.repository',
        '../../modules/*/**/*.repository',
        '../../users/**/*.repository',
        // the posts module's repositories for other modules (its counters, rows in a transaction)
        '!../posts/post-counts.repository',
        '!../posts/views/post-views.repository',
      ],
      message: "Another module's repository: use its exported service or its SQL (*.sql.ts).",
    },
    {
      group: ['../*/**/*.entity', '../../modules/*/**/*.entity', '../../users/**/*.entity'],
      message: "Another module's entity: use its exported service, types or SQL (*.sql.ts).",
    },
    {
      group: [
        '../*/**/*.sqlite',
        '../*/**/*.postgres',
        '../../modules/*/**/*.sqlite',
        '../../modules/*/**/*.postgres',
      ],
      message:
        "Another module's dialect implementation: use its exported service or SQL (*.sql.ts).",
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'bench/data/**', 'bench/results/**'] },
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
  {
    files: ['src/modules/**/*.ts', 'src/auth/**/*.ts', 'src/users/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', boundaries] },
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
