const preset = require('tooling/jest');

module.exports = {
  ...preset,
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'],
};
