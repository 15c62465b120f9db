const { createConfig } = require('tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_owner',
  devPort: 3005,
  exposes: { './routes': './src/expose/routes.tsx' },
});
