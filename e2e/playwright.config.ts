import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const e2ePort = Number(process.env.E2E_PORT || 8181);

// Fail before Playwright empties test-results/ when the port is taken (most likely another run in progress),
// so a second run cannot wipe the artifacts of the first. Workers load this file too while our server holds
// the port, hence the runner-only check; the global setup checks again before starting the server.
if (!process.env.TEST_WORKER_INDEX) {
  const probe = spawnSync(process.execPath, [
    '-e',
    `require('node:net').createServer().once('error', () => process.exit(1))
      .listen(${e2ePort}, '127.0.0.1', function () { this.close(() => process.exit(0)); })`,
  ]);
  if (probe.status !== 0) {
    throw new Error(`E2E_PORT ${e2ePort} is in use (another e2e run?); e2e reuses no server. Free it or set E2E_PORT.`);
  }
}

const e2eWorkers = Number(process.env.E2E_WORKERS || 2);

/**
 * Specs that may run two at a time: they only read the seeded world, or write to accounts they sign up themselves
 * (or, hold expiry, to a server of their own), so none can see another's writes. Everything else — specs that sign
 * in as the seeded demo accounts (whose reviews, coupons, inquiries and hotels several specs change), book or close
 * rooms of the shared world, or publish notices — and every new spec until it is added here, runs in
 * `shared-state`, alone. Add a spec here only when it holds for it.
 */
const INDEPENDENT_SPECS = [
  'auth-find-password',
  'auth-social',
  'discovery-search',
  'discovery-wishlist',
  'error-pages',
  'guest-accessibility',
  'guest-navigation',
  'guest-phone-layout',
  'guest-request-routing',
  'home',
  'search-first-view',
  'hotel-first-view',
  'hotel-hold-expiry',
  'hotel-stay-restrictions',
  'member-form-widths',
  'mypage-account',
  'policies',
  'postcode-search',
  'remote-isolation',
  'security-headers',
  'support-public',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  // The global setup starts the production server (as `pnpm serve` does) on a fresh DATA_DIR; it never builds.
  globalSetup: './support/global-setup.ts',
  // Two workers against the one server, but only for the `independent` specs (see projects below); the tests
  // inside a file run in order. E2E_WORKERS=1 runs everything one file at a time.
  workers: e2eWorkers,
  fullyParallel: false,
  projects: [
    { name: 'independent', testMatch: INDEPENDENT_SPECS },
    // Runs after `independent` has finished, one file at a time, as the whole suite used to: no spec here ever
    // overlaps another. (If an `independent` test fails, Playwright does not start these; the run fails anyway.)
    { name: 'shared-state', testIgnore: INDEPENDENT_SPECS, dependencies: ['independent'], workers: 1 },
  ],
  // No retries, on CI either: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT || path.join(here, 'playwright-report', 'results.json') }]],
  // Separate runs (another E2E_PORT) can keep their artifacts apart with E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR || path.join(here, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    browserName: 'chromium',
    headless: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
