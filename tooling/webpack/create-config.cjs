// One webpack configuration factory for the shell and every remote, so each package's own
// webpack.config.cjs is a few lines.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const zopfli = require('@gfx/zopfli');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, remotes } = require('./federation.cjs');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
    experimental: { plugins: [] },
  },
};

/** react-router's production ES build beside the development one its package exports. */
function reactRouterProductionBuild(dir) {
  const packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
  return path.join(packageDir, 'dist', 'production', 'index.mjs');
}

/**
 * @param {object} o
 * @param {string} o.dir            package directory (__dirname of the caller)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name           federation name (shell, mf_search, …)
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.devPort
 * @param {string[]} [o.runtimePlugins]
 * @param {boolean} [o.consumesRemotes]  a remote that itself loads another remote (e.g. mf_search/SearchBar)
 */
function createConfig(o) {
  return (env, argv) => {
    const mode = argv.mode || 'production';
    const dev = mode === 'development';
    const serving = Boolean(env && env.WEBPACK_SERVE);
    const apiTarget = process.env.API_URL || 'http://127.0.0.1:8080';
    // A remote built for production has no page of its own; its standalone page exists for development.
    const withPage = o.kind === 'host' || serving;
    if (!dev) {
      // Start from an empty dist: a stale precompressed sibling (e.g. remoteEntry.js.gz, whose name has no
      // hash) must never outlive the file it was made from, and output.clean alone was seen keeping one.
      fs.rmSync(path.join(o.dir, 'dist'), { recursive: true, force: true });
    }
    const entry = withPage ? { main: o.kind === 'host' ? './src/index.ts' : './src/dev/index.ts' } : {};

    return {
      mode,
      context: o.dir,
      entry,
      // Production maps are written for whoever debugs a build, but the bundles do not point at them and the
      // server does not serve them in production mode (api/src/plugins/web-static.ts).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.kind === 'host' ? '/' : 'auto',
        // Entry files keep plain names: webpack 5.111 + federation fail on [contenthash] in output.filename
        // (module-federation/core#5077). They are tiny and served no-cache; every other chunk is hashed
        // and immutable.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // react-router's exports name only its development build (dev warnings on); its production build is the
        // same code with them switched off and dropped by the minifier.
        alias: dev ? {} : { 'react-router$': reactRouterProductionBuild(o.dir) },
      },
      module: {
        // An import of a name a module does not export (e.g. one missing from the router facade)
        // fails the build instead of becoming undefined at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions },
          },
          { test: /\.(png|jpe?g|webp|gif|svg)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: o.kind === 'remote' ? 'remoteEntry.js' : undefined,
          exposes: o.exposes,
          remotes: {},
          shared: sharedModules(),
          runtimePlugins: o.runtimePlugins,
          // remotes.json points at remoteEntry.js, so the runtime needs no manifest/snapshot code:
          // smaller runtime in the shell and in every remote, and one request less per remote.
          experiments: {
            optimization: {
              disableSnapshot: true,
              // A remote that loads no other remote ships without the remote-loading half of the runtime.
              disableRemote: o.kind === 'remote' && !o.consumesRemotes,
              target: 'web',
            },
          },
          manifest: o.kind === 'remote' ? true : false,
          dts: false,
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
        }),
        withPage &&
          new HtmlWebpackPlugin({
            template: path.join(o.dir, o.kind === 'host' ? 'public/index.html' : 'src/dev/index.html'),
            chunks: ['main'],
          }),
        // Precompressed .gz siblings, served as-is by the server. zopfli writes standard gzip about 3%
        // smaller than zlib -9, at build time only; the /main page's budget is counted in gzip bytes.
        !dev &&
          new CompressionPlugin({
            test: /\.(js|css|html|json|svg)$/,
            threshold: 0,
            minRatio: 0.9,
            filename: '[path][base].gz',
            // BUILD_FAST_GZIP=1 (the test run's build, which serves the files to e2e and measures nothing) writes
            // them with zlib -9 instead: the same kind of file, a few % larger, in a fraction of the time.
            algorithm:
              process.env.BUILD_FAST_GZIP === '1'
                ? (input, _options, callback) => zlib.gzip(input, { level: 9 }, callback)
                : (input, _options, callback) => zopfli.gzip(input, { numiterations: 15 }, callback),
          }),
      ].filter(Boolean),
      optimization: { moduleIds: dev ? 'named' : 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: o.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: apiTarget, changeOrigin: true }],
        static: false,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, remotes };
