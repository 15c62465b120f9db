const { createConfig } = require('tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mf_admin',
  devPort: 3006,
  exposes: { './routes': './src/expose/routes.tsx' },
});
