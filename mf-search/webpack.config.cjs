const { createConfig } = require('tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_search',
  devPort: 3001,
  exposes: { './routes': './src/expose/routes.tsx', './SearchBar': './src/expose/search-bar.tsx' },
});
