const { createConfig } = require('tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_support',
  devPort: 3004,
  exposes: { './routes': './src/expose/routes.tsx' },
});
