// One runner for unit (src, *.spec.ts) and e2e (test, *.e2e-spec.ts) tests.
// NestJS 12 ships ES modules; Node 20 loads them through require(esm), Jest's module system does
// not, so those packages are compiled to CommonJS by swc like our own code.
const esmPackages = ['@nestjs', 'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit', 'load-esm', '@standard-schema', 'cookie', 'set-cookie-parser', 'toad-cache', 'content-disposition', 'ansis', 'tinyglobby', 'fdir', 'yargs', 'yargs-parser', 'y18n', 'cliui', 'get-east-asian-width'];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  testTimeout: 30000,
};
