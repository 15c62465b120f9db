// Code lint for every package; the dependency rules between packages are checked by
// dependency-cruiser (.dependency-cruiser.cjs), which `pnpm lint` runs right after ESLint.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remoteNames = ['mf-search', 'mf-hotel', 'mf-account', 'mf-support', 'mf-owner', 'mf-admin'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
      '.bench/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Inject randomness (seeded PRNG in api, injectable source in UI) so tests stay deterministic.',
        },
      ],
    },
  },
  {
    files: ['{shell,ui-kit,shared-contracts,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Package-name imports are checked here (path imports by dependency-cruiser).
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', 'api', 'api/*', 'tooling', 'tooling/*', ...remoteNames, ...remoteNames.map((r) => `${r}/*`)],
              message: 'Remotes import only shared-contracts, ui-kit and third-party packages.',
            },
            {
              group: [
                'shared-contracts/*',
                '!shared-contracts/schemas',
                '!shared-contracts/schemas/*',
                '!shared-contracts/member-area',
                '!shared-contracts/support',
                '!shared-contracts/hotel-application',
                '!shared-contracts/hotel-stay',
                '!shared-contracts/search-query',
                '!shared-contracts/back-office',
                'ui-kit/*',
                '!ui-kit/back-office',
                '!ui-kit/forms',
                '!ui-kit/cancel',
              ],
              message:
                "Import the package root (or shared-contracts/schemas/<area> for the zod schemas, shared-contracts/member-area, /support, /hotel-application, /hotel-stay or /search-query for an area's rules; ui-kit/forms for the form parts; ui-kit/cancel for the booking cancel dialog; ui-kit/back-office and shared-contracts/back-office for the owner and admin frame and tables).",
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers may use the shared jest tooling (never product code).
    files: ['mf-*/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['api', 'api/*', ...remoteNames, ...remoteNames.map((r) => `${r}/*`)],
              message: 'The shell reaches remotes only through the federation runtime.',
            },
            {
              group: [
                'shared-contracts/*',
                '!shared-contracts/schemas',
                '!shared-contracts/schemas/*',
                '!shared-contracts/member-area',
                '!shared-contracts/support',
                'ui-kit/*',
              ],
              message: 'Import the package root (or shared-contracts/schemas, shared-contracts/member-area).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,ts,mjs}', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Journeys fail on any CSP violation only through the shared fixture (e2e/support/test.ts).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test' (it fails a journey on CSP violations).",
            },
          ],
        },
      ],
    },
  },
);
