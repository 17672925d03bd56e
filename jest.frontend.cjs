// Base Jest config of the frontend packages (shared, shell, mf-*); each package's jest.config.cjs spreads it.
const path = require('node:path');

/** @param {string} dir the package folder (`__dirname` of its jest.config.cjs) */
function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // Class names come back as their own keys, which is all a component test needs.
      '\\.(css|scss)$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.frontend.cjs')],
    clearMocks: true,
  };
}

module.exports = { frontendJestConfig };
