// One runner, two projects: `unit` (*.spec.ts: no database, no app; src/ and the static checks of
// test/architecture) and `e2e` (test/**/*.e2e-spec.ts). `npm test` runs both; `npm run test:unit`
// only the first.
// NestJS 12 ships ES modules; Node 20 loads them through require(esm), Jest's module system does
// not, so those packages are compiled to CommonJS by swc like our own code.
const esmPackages = ['@nestjs', 'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit', 'load-esm', '@standard-schema', 'cookie', 'set-cookie-parser', 'toad-cache', 'content-disposition', 'ansis', 'tinyglobby', 'fdir', 'yargs', 'yargs-parser', 'y18n', 'cliui', 'get-east-asian-width', 'oauth4webapi'];

const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
};

module.exports = {
  testTimeout: 30000,
  projects: [
    { ...shared, displayName: 'unit', testRegex: '.*\\.spec\\.ts$' },
    { ...shared, displayName: 'e2e', testRegex: '.*\\.e2e-spec\\.ts$' },
  ],
};
