const preset = require('tooling/jest');

module.exports = {
  ...preset,
  rootDir: __dirname,
  // The account forms are long; under a busy CI machine the default 1 s / 5 s waits are too tight.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'],
};
