/** Server tests: the same suites run once on SQLite and once on PostgreSQL (TEST_DB). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // Workspace packages (TypeScript sources) are transformed; so are the few ESM-only dependencies.
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm|content-disposition|cookie)(/|@))'],
  testTimeout: 30000,
  displayName: process.env.TEST_DB === 'postgres' ? 'server:postgres' : 'server:sqlite',
};
