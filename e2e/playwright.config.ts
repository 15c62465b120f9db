import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium when present): `npx playwright install` cannot
 * download browsers on our machines. Without either, Playwright's own browser is used if one is installed.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// Flags from the machine notes: as root Chromium needs --no-sandbox, and the closed network makes the
// background services fail loudly at every start.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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

export default defineConfig({
  testDir: './tests',
  // The global setup starts the production server (as `pnpm serve` does) on a fresh DATA_DIR; it never builds.
  globalSetup: './support/global-setup.ts',
  // 2 cores: one for the server, one for the browser. Files run in parallel only when asked for.
  workers: Number(process.env.E2E_WORKERS || 1),
  fullyParallel: false,
  // No retries, on CI either: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT || path.join(here, 'playwright-report', 'results.json') }],
  ],
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
