// Jest preset shared by the front-end packages: swc for TS/TSX, jsdom, jest-dom matchers.
const path = require('node:path');

module.exports = {
  testEnvironment: require.resolve('jest-environment-jsdom'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(png|jpe?g|webp|gif|svg)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testEnvironmentOptions: { customExportConditions: [''] },
};
