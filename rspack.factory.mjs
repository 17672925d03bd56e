// Build configuration shared by the shell and the four remotes, so the five apps cannot drift apart.
// Build-time only: nothing here reaches the browser.
//
//   export default createAppConfig({ dir, name, kind: 'host' | 'remote', exposes, devPort });
//
// It returns an rspack config function; `rspack build` makes the production build, `rspack serve` the dev server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SHARED_PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));

/** Paths the dev servers hand to the real server, so pages talk to one origin as in production. */
const PROXIED_PATHS = ['/api', '/community/api', '/et', '/cms', '/img', '/community_audit', '/community/remotes.json'];
const DEFAULT_API_TARGET = 'http://localhost:8080';
const BROWSER_TARGET = 'es2020';

/**
 * Singletons every app shares. The version of an npm package is read from what the app resolves, and the
 * requirement is the same major, so a patch release in one app never splits React in two.
 * `@community/shared` is a workspace package: without an explicit version the manifest says `workspace:*`.
 */
function sharedSingletons(dir) {
  const requireFromApp = createRequire(path.join(dir, 'package.json'));
  const installedVersion = (pkg) => JSON.parse(fs.readFileSync(requireFromApp.resolve(`${pkg}/package.json`), 'utf8')).version;
  const npmSingleton = (pkg) => {
    const version = installedVersion(pkg);
    return { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0` };
  };
  const sharedMajor = SHARED_PACKAGE.version.split('.')[0];
  return {
    react: npmSingleton('react'),
    // The trailing slash shares deep imports too: react/jsx-runtime, react-dom/client.
    'react/': npmSingleton('react'),
    'react-dom': npmSingleton('react-dom'),
    'react-dom/': npmSingleton('react-dom'),
    'react-router-dom': npmSingleton('react-router-dom'),
    zustand: npmSingleton('zustand'),
    [SHARED_PACKAGE.name]: { singleton: true, version: SHARED_PACKAGE.version, requiredVersion: `^${sharedMajor}.0.0` },
  };
}

function moduleRules(isProduction) {
  const sassLoader = {
    loader: 'sass-loader',
    options: { api: 'modern-compiler', implementation: 'sass-embedded', sourceMap: !isProduction },
  };
  return [
    {
      test: /\.(?:[cm]?ts|tsx)$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      type: 'javascript/auto',
      options: {
        jsc: {
          target: BROWSER_TARGET,
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
    // rspack 2 CSS modules export class names as named exports: `import * as styles from './x.module.scss'`.
    { test: /\.module\.scss$/, type: 'css/module', use: [sassLoader] },
    { test: /\.scss$/, exclude: /\.module\.scss$/, type: 'css', use: [sassLoader] },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(?:svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
  ];
}

function devProxy(extraPaths = []) {
  const target = process.env.API_TARGET || DEFAULT_API_TARGET;
  // The server refuses writes whose Origin is not its own: changeOrigin rewrites Host, and the Origin header is
  // rewritten to the target, so a remote's dev server presents the site's origin.
  const origin = new URL(target).origin;
  return [
    {
      context: [...PROXIED_PATHS, ...extraPaths],
      target,
      changeOrigin: true,
      on: {
        proxyReq: (proxyReq) => {
          if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', origin);
        },
      },
    },
  ];
}

/** `./PluginListPage` → `./src/pages/plugin-list-page.tsx`: the one place a page's file is named. */
function pageFileOf(exposedKey) {
  const kebab = exposedKey.replace(/^\.\//, '').replace(/[A-Z]/g, (c, i) => `${i === 0 ? '' : '-'}${c.toLowerCase()}`);
  return `./src/pages/${kebab}.tsx`;
}

/**
 * Exposed pages follow the file convention, so the route table's `module` keys, the exposes and the files
 * cannot disagree silently (each remote's tests check the route table against the files).
 */
function checkPageExposes(name, exposes) {
  for (const [key, file] of Object.entries(exposes)) {
    if (key.endsWith('Page') && file !== pageFileOf(key)) {
      throw new Error(`createAppConfig(${name}): expose ${key} must point at ${pageFileOf(key)}, not ${file}`);
    }
  }
}

/** Page of a remote's standalone dev server; the dev entry mounts the remote's pages into #root. */
function devHarnessHtml(name) {
  return `<!doctype html>
<html lang="zh-CN" data-theme="light" class="light">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} · dev</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%233370ff'/%3E%3C/svg%3E" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (use `import.meta.dirname`)
 * @param {string} options.name       federation name: `shell`, `mf_plugins`, ... (also output.uniqueName)
 * @param {'host' | 'remote'} options.kind
 * @param {Record<string, string>} [options.exposes]  remote only: `{ './PluginListPage': './src/pages/plugin-list-page.tsx' }`
 * @param {number} options.devPort    port of `rspack serve`
 */
export function createAppConfig({ dir, name, kind, exposes = {}, devPort }) {
  if (kind !== 'host' && kind !== 'remote') throw new Error(`createAppConfig: kind must be 'host' or 'remote', got ${kind}`);
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`createAppConfig: federation name must be an identifier, got ${name}`);
  checkPageExposes(name, exposes);
  const isHost = kind === 'host';

  return (env = {}, argv = {}) => {
    const isServe = Boolean(env.RSPACK_SERVE);
    const mode = argv.mode || (isServe ? 'development' : 'production');
    const isProduction = mode === 'production';
    const hashed = (ext) => (isProduction ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
    const srcDir = path.join(dir, 'src');

    const federation = new ModuleFederationPlugin(
      isHost
        ? {
            name,
            // Remotes are registered at run time from /community/remotes.json (ARCHITECTURE rule 4).
            remotes: {},
            shared: sharedSingletons(dir),
            // The default loads every remote entry at start, so one offline remote would break start-up.
            shareStrategy: 'loaded-first',
            dts: false,
            // Nobody consumes the shell, so it publishes no manifest.
            manifest: false,
          }
        : {
            name,
            filename: 'remoteEntry.js',
            exposes,
            shared: sharedSingletons(dir),
            manifest: true,
            dts: false,
          },
    );

    const plugins = [federation];
    const entry = {};
    if (isHost) {
      // index.ts only does import('./bootstrap'): the async boundary lets federation negotiate the singletons.
      entry.main = './src/index.ts';
      plugins.push(new rspack.HtmlRspackPlugin({ template: path.join(srcDir, 'index.html'), chunks: ['main'] }));
    } else if (isServe) {
      // Dev only: a second entry renders this remote's pages standalone (never part of a production build).
      entry.dev = './src/dev.ts';
      // The harness maps exposed keys to files without repeating the expose list in source.
      const exposedFiles = Object.fromEntries(
        Object.entries(exposes).map(([key, file]) => [key, `./${path.relative(srcDir, path.resolve(dir, file)).split(path.sep).join('/')}`]),
      );
      plugins.push(
        new rspack.DefinePlugin({ __MF_EXPOSES__: JSON.stringify(exposedFiles) }),
        new rspack.HtmlRspackPlugin({ templateContent: devHarnessHtml(name), chunks: ['dev'], publicPath: '/' }),
      );
    }

    return {
      name,
      context: dir,
      mode,
      target: ['web', BROWSER_TARGET],
      devtool: isProduction ? false : 'cheap-module-source-map',
      entry,
      output: {
        // The server deploys a remote's `<remote>/<version>/web` folder; the shell's dist is served at /community/.
        path: path.join(dir, isHost ? 'dist' : 'dist/web'),
        // Remotes: 'auto' makes chunk URLs follow the manifest URL, which is what lets versions live in folders.
        publicPath: isHost ? '/community/' : 'auto',
        uniqueName: name,
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        cssFilename: hashed('css'),
        cssChunkFilename: hashed('css'),
        assetModuleFilename: isProduction ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '...'] },
      module: { rules: moduleRules(isProduction) },
      // A runtime chunk would split a remote's container from its runtime: never for remotes.
      optimization: isHost ? {} : { runtimeChunk: false },
      // Dev lazy compilation swaps dynamic imports for proxies that break federation's async boundary
      // ("Cannot read properties of undefined (reading 'call')" in the remote dev harness).
      lazyCompilation: false,
      plugins,
      performance: { hints: false },
      devServer: {
        port: devPort,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost ? { index: '/community/index.html' } : true,
        devMiddleware: isHost ? { publicPath: '/community/' } : {},
        // The shell's dev page loads the live remotes from the server, so it proxies their folders too.
        proxy: devProxy(isHost ? ['/community/mf'] : []),
      },
    };
  };
}
