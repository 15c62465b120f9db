const { createConfig } = require('tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_account',
  devPort: 3003,
  exposes: { './routes': './src/expose/routes.tsx' },
});
