// One rspack + Module Federation configuration for the shell and every remote, so the shared-singleton rules,
// the loaders and the output naming cannot drift between separately deployed builds.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const CompressionPlugin = require('compression-webpack-plugin');
const { SUBSET_FILE, productionBuild, assertSubsetCovers } = require('./reactRouterSubset.cjs');
const { SWR_SHARED_FILE, swrAliases } = require('./swrShared.cjs');
const { NamedChunkGroupsPlugin } = require('./namedChunkGroups.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const { SINGLETONS } = require('./singletons.cjs');

/**
 * The installed version of a package, from the nearest node_modules. Read by path: a package whose export map
 * hides its package.json would otherwise have no version and silently not be shared.
 */
function versionOf(pkg, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) return undefined;
  }
}

function sharedConfig(fromDir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, fromDir);
    if (!version) continue;
    // `^major` lets a remote rebuilt against a newer minor keep using the host's copy.
    shared[pkg] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  if (shared['react-router']) shared['react-router'].import = SUBSET_FILE;
  if (shared.swr) shared.swr.import = SWR_SHARED_FILE;
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir            package folder (__dirname of the caller)
 * @param {string} options.name           federation container name, an identifier (mf_public)
 * @param {number} options.port           dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]      the shell: served at /, no exposes
 * @param {string} [options.title]        HTML title for the standalone page
 * @param {Record<string,string>} [options.define]  extra compile-time constants
 * @param {Record<string, number>} [options.devRemotes]  host only: remote folder → dev-server port to proxy
 */
function createConfig(options) {
  const { dir, name, port, exposes = {}, isHost = false, title = 'Acorduri pentru chitară' } = options;
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const isDev = mode === 'development';
    const outputPath = process.env.MF_OUTPUT_DIR
      ? path.resolve(process.env.MF_OUTPUT_DIR)
      : path.join(dir, 'dist');
    const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
    assertSubsetCovers(dir, repoRoot);
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: outputPath,
        uniqueName: name,
        // Remotes resolve their chunks next to wherever their remoteEntry.js was loaded from.
        publicPath: isHost ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        alias: { 'react-router-production-build$': productionBuild(dir), ...swrAliases(dir) },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                // Without a target SWC writes ES5: async functions became generator state machines and each
                // `\p{L}` regex a 20 KB character class, on every page. Every browser the site supports runs ES2020.
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
          // Importing Joi changes nothing global: a module that imports it for a function nobody calls (a
          // contracts file whose constants a reading page needs) must not pull its 46 KB into that page.
          { test: /[\\/]node_modules[\\/]joi[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __MF_NAME__: JSON.stringify(name),
          ...Object.fromEntries(Object.entries(options.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
        }),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedConfig(dir),
          // Never fetch every remote at start-up: a dead remote must only break its own area.
          shareStrategy: 'loaded-first',
          dts: false,
          // The shell's mf-manifest.json lists the singletons it shares: a remote's release is checked against it.
          manifest: true,
          // One federation runtime per page: the shell provides it (with the snapshot plugin left out, as the
          // remotes are registered by their remoteEntry.js, never by a manifest) and production remotes use it
          // instead of carrying their own copy. Dev remotes keep theirs for their standalone page.
          // `target: 'web'` drops the runtime's Node.js script loading, never used in a browser.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new NamedChunkGroupsPlugin(),
        // The host's public/ folder (web-app manifest, app icons) is served from the site root as it is.
        ...(isHost && fs.existsSync(path.join(dir, 'public'))
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
          : []),
        new rspack.HtmlRspackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          templateParameters: { title },
        }),
        // Brotli at its best level once at build time; the API serves these files to browsers that accept br.
        ...(isDev
          ? []
          : [
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]),
      ],
      optimization: { minimize: !isDev },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Remotes run inside the shell's page, so their hot-reload socket must name their own server.
        client: isHost ? undefined : { webSocketURL: `ws://127.0.0.1:${port}/ws` },
        proxy: [
          ...Object.entries(options.devRemotes ?? {}).map(([folder, remotePort]) => ({
            context: [`/mf/${folder}`],
            target: `http://127.0.0.1:${remotePort}`,
            pathRewrite: { [`^/mf/${folder}`]: '' },
          })),
          { context: ['/api', '/media', '/cache', '/mf/remotes.json'], target: apiTarget },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, SINGLETONS, sharedConfig };
