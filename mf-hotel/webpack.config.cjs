const { createConfig } = require('tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_hotel',
  devPort: 3002,
  exposes: { './routes': './src/expose/routes.tsx' },
  // The hotel detail page loads mf_search/SearchBar through the federation runtime.
  consumesRemotes: true,
});
