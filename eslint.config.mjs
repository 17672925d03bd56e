// One lint configuration for the whole repository (`eslint . --max-warnings=0`).
// The package boundaries of ARCHITECTURE.md are enforced here, not by good intentions:
// remotes import only @community/shared and npm packages; shell and shared never import a remote;
// inside an app, a feature never imports another feature or the app that composes it.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const REMOTES = ['mf-resources', 'mf-plugins', 'mf-activities', 'mf-profile'];
const APPS = ['shell', ...REMOTES];
const FRONTEND = ['shared', ...APPS];

/** Feature folders of an app (`shell/src/features/remotes`, ...), read from disk so new features are covered. */
function featuresOf(app) {
  const dir = path.join(ROOT, app, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

const boundaryZones = [
  // A remote never imports another remote or the shell (rule 3).
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote imports only @community/shared and npm packages; link to other areas with plain URLs.',
  })),
  // The shell composes remotes at run time only.
  { target: './shell', from: REMOTES.map((remote) => `./${remote}`), message: 'The shell loads remotes through the federation runtime, never by import.' },
  // shared sits below everything.
  { target: './shared', from: APPS.map((app) => `./${app}`), message: 'shared must not depend on an app.' },
  // bulletproof-react: imports flow shared → features → app.
  ...APPS.flatMap((app) => [
    { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Features do not import the app layer that composes them.' },
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature; compose them in src/app.',
    })),
  ]),
];

/** Package names of the apps (bare specifiers): importing one by name is as wrong as importing it by path. */
const appImportPatterns = [{ regex: `^(${APPS.join('|')})(/.*)?$`, message: 'Apps are never imported; see ARCHITECTURE rule 3.' }];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/data/**',
      '**/.e2e-tmp/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx modules when it follows imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      // `_` marks a parameter that is part of a contract but unused (a page ignoring its props).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: FRONTEND.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONTEND.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: 'Import from react-router-dom: it is the shared singleton.' }],
          patterns: appImportPatterns,
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Build, test and lint configuration runs in Node.
    files: ['**/*.{mjs,cjs,js}', '**/*.config.{ts,mts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Kysely's own advice: migrations take Kysely<any> so they never depend on today's schema types.
    files: ['server/src/db/migrate.ts', 'server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
