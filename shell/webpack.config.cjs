const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig, remotes } = require('tooling/webpack');
const { remoteBasePath } = require('tooling/federation');

// Under `webpack serve`, remotes named in DEV_REMOTES (default: all) come from their dev servers;
// the others from their built files, served by the API server under /remotes/.
const devRemotes = new Set(
  (process.env.DEV_REMOTES || remotes.map((r) => r.pkg).join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/**
 * The shell ships a default remotes.json (name → remoteEntry.js URL). At run time the shell fetches
 * /remotes.json, so a remote is redeployed by replacing its files and its line in that JSON,
 * without rebuilding the shell. Under `webpack serve` it points at the remotes' dev servers.
 */
class EmitRemotesJson {
  constructor(serving) {
    this.serving = serving;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemotesJson', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRemotesJson', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const map = Object.fromEntries(
          remotes.map((r) => [
            r.name,
            this.serving && devRemotes.has(r.pkg) ? `http://localhost:${r.devPort}/remoteEntry.js` : `${remoteBasePath(r.pkg)}remoteEntry.js`,
          ]),
        );
        compilation.emitAsset('remotes.json', new webpack.sources.RawSource(`${JSON.stringify(map, null, 2)}\n`));
      });
    });
  }
}

/** The site icon, linked from public/index.html: emitted as-is next to it (an unhashed name, served no-cache). */
class EmitFavicon {
  apply(compiler) {
    const file = path.join(__dirname, 'public', 'favicon.svg');
    compiler.hooks.thisCompilation.tap('EmitFavicon', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'EmitFavicon', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset('favicon.svg', new webpack.sources.RawSource(fs.readFileSync(file))),
      );
    });
  }
}

const base = createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  devPort: 3000,
  runtimePlugins: [require.resolve('./src/federation/remote-error-plugin.ts')],
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new EmitRemotesJson(Boolean(env && env.WEBPACK_SERVE)), new EmitFavicon());
  // In development the shell's own remotes.json (dev ports) wins over the API's copy.
  config.devServer.proxy = [{ context: ['/api', '/remotes/'], target: process.env.API_URL || 'http://127.0.0.1:8080', changeOrigin: true }];
  return config;
};
