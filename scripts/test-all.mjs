#!/usr/bin/env node
// `pnpm test`: every test tier in order — static checks (lint with the dependency rules, then typecheck), unit
// (jest per front-end package), api (node:test), then the production build and the Playwright e2e suite. Each suite's output is streamed; a failing suite never stops
// the run. The last line is always `N passed, N failed` summed over all suites; the exit code is 1 when
// anything failed. A suite that ends without countable results counts as 1 failed.
//
// Options (for developers): --only static|unit|api|e2e (comma-separated for several), --skip-e2e,
// --no-build (e2e against the existing build). TEST_DATABASE_URL and every other variable pass through.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { firstLine, pnpm, readJson, record, results, root, run, stripAnsi, tmp } from './test-runner.mjs';
import { unitSuite } from './test-unit.mjs';

const SUITES = ['static', 'unit', 'api', 'e2e'];

function parseArgs(argv) {
  const opts = { only: new Set(SUITES), build: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--skip-e2e') opts.only.delete('e2e');
    else if (arg === '--no-build') opts.build = false;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg.includes('=') ? arg.slice('--only='.length) : argv[++i];
      const wanted = (value ?? '').split(',').filter(Boolean);
      const unknown = wanted.filter((s) => !SUITES.includes(s));
      if (!wanted.length || unknown.length) usage(`--only takes ${SUITES.join('|')}`);
      opts.only = new Set(wanted);
    } else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown option ${arg}`);
  }
  return opts;
}

function usage(problem) {
  if (problem) console.error(`test-all: ${problem}`);
  console.error('usage: node scripts/test-all.mjs [--only static|unit|api|e2e] [--skip-e2e] [--no-build]');
  process.exit(2);
}

/**
 * `pnpm lint` (ESLint, the formatter check, dependency-cruiser) and `pnpm typecheck` (tsc, strict, every package):
 * every compile path of the tests strips types without checking them, so a type error or a broken boundary would
 * otherwise land green. Each counts as one test; its output is printed at the end when it ran beside another suite.
 */
async function staticSuite({ beside = false } = {}) {
  for (const [name, script] of [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
  ]) {
    const started = Date.now();
    const { code, output } = await pnpm(['run', script], { capture: true, quiet: beside });
    if (beside && code !== 0) {
      console.log(`\n── ${name} (ran beside another suite) ──`);
      process.stdout.write(output);
    }
    const secs = (Date.now() - started) / 1000;
    record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `pnpm ${script} exited ${code}`, secs);
  }
}

/** node:test summary: TAP (`# pass N`) when piped, spec (`ℹ pass N`) on a terminal; the last one wins. */
export function parseNodeTestSummary(text) {
  const counts = {};
  for (const m of stripAnsi(text).matchAll(/^.*?(?:#|ℹ) (tests|pass|fail|cancelled|skipped|todo) (\d+)\s*$/gm)) {
    counts[m[1]] = Number(m[2]);
  }
  return 'pass' in counts && 'fail' in counts ? counts : null;
}

/** The api suite on embedded PGlite. */
const apiPglite = (options = {}) => apiRun('api PGlite', { TEST_DATABASE_URL: '' }, options);

/**
 * The api suite again on PostgreSQL, when TEST_DATABASE_URL is set. Beside the e2e suite it runs one test file at
 * a time, so the two share the machine instead of fighting over it.
 */
const apiPostgres = (options = {}) =>
  process.env.TEST_DATABASE_URL
    ? apiRun(
        'api PostgreSQL',
        { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, ...(options.beside ? { API_TEST_CONCURRENCY: '1' } : {}) },
        options,
      )
    : Promise.resolve();

async function apiRun(name, env, { beside = false } = {}) {
  const started = Date.now();
  const { code, output } = await pnpm(['--filter', 'api', 'test'], { capture: true, quiet: beside, env });
  if (beside) {
    console.log(`\n── ${name} (ran beside another suite) ──`);
    process.stdout.write(output);
  }
  const secs = (Date.now() - started) / 1000;
  const counts = parseNodeTestSummary(output);
  if (!counts) {
    record(name, 0, 1, `no node:test summary (exit ${code})`, secs);
    return;
  }
  let failed = counts.fail + (counts.cancelled ?? 0);
  let note = '';
  if (counts.skipped || counts.todo) note = `${(counts.skipped ?? 0) + (counts.todo ?? 0)} skipped`;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = [note, `exited ${code} without a failing test`].filter(Boolean).join(', ');
  }
  record(name, counts.pass, failed, note, secs, nodeTestFailures(output));
}

/** node:test's failed tests: `not ok N - name` (TAP) or `✖ name (…ms)` (spec); their failing suites and files too. */
export function nodeTestFailures(text) {
  const names = [];
  for (const m of stripAnsi(text).matchAll(/^(\s*)(?:not ok \d+ - (.+?)|✖ (.+?)(?: \([\d.]+m?s\))?)\s*$/gm)) {
    const name = m[2] ?? m[3];
    if (!/^(failing tests:?|tests? failed)$/i.test(name)) names.push(name);
  }
  return [...new Set(names)].slice(0, 20);
}

/**
 * The e2e suite drives Debian's Chromium (Playwright cannot download its own browser here). When neither
 * CHROMIUM_PATH, /usr/bin/chromium nor a Playwright browser exists, install it with apt-get if we are root.
 */
async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  try {
    const { chromium } = await import('playwright-core');
    if (existsSync(chromium.executablePath())) return;
  } catch {
    // playwright-core missing or without a browser: fall through
  }
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.log('test-all: no Chromium found; install it (apt-get install chromium) or set CHROMIUM_PATH');
    return;
  }
  console.log('test-all: /usr/bin/chromium missing, installing Debian chromium with apt-get');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-qq'], { env });
  if (update.code === 0) await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
}

/** The production build the e2e suite serves; false when it failed (recorded as a failure). */
async function buildForE2e() {
  const started = Date.now();
  // zlib instead of zopfli for the precompressed files: this build is only served to e2e (tooling create-config).
  const { code } = await pnpm(['build'], { env: { BUILD_FAST_GZIP: '1' } });
  const secs = (Date.now() - started) / 1000;
  if (code !== 0) {
    record('build', 0, 1, `pnpm build exited ${code}; e2e not run`, secs);
    return false;
  }
  record('build', 0, 0, 'ok', secs);
  return true;
}

async function e2eSuite() {
  await ensureChromium();
  const started = Date.now();
  const report = path.join(tmp, 'e2e.json');
  rmSync(report, { force: true });
  const { code } = await pnpm(['--filter', 'e2e', 'e2e'], { env: { E2E_JSON_REPORT: report } });
  const secs = (Date.now() - started) / 1000;
  const json = readJson(report);
  if (!json?.stats) {
    record('e2e', 0, 1, `no Playwright report (exit ${code})`, secs);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  const globalErrors = json.errors?.length ?? 0;
  let failed = unexpected + globalErrors;
  let note = [flaky && `${flaky} flaky`, skipped && `${skipped} skipped`, globalErrors && `${globalErrors} run errors`].filter(Boolean).join(', ');
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = [note, `playwright exited ${code} without a failing test`].filter(Boolean).join(', ');
  }
  record('e2e', expected + flaky, failed, note, secs, playwrightFailures(json));
}

/** The e2e report's unexpected tests as `file › title — first line of the error`. */
function playwrightFailures(json) {
  const out = (json.errors ?? []).map((e) => `run error — ${firstLine(e.message)}`);
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        out.push(`${spec.file ?? file} › ${spec.title} [${test.projectName}] — ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of json.suites ?? []) walk(suite, suite.file);
  return out;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  // Suites that leave a core idle run in pairs (docs/testing.md): the one-worker jest run beside the PGlite api
  // suite, and the e2e suite (one browser, one server) beside the PostgreSQL api suite.
  // The static checks (mostly tsc, ~2 CPU-minutes) run beside the first pair: they are first to report.
  const api = opts.only.has('api');
  await Promise.all([
    opts.only.has('static') ? staticSuite({ beside: opts.only.has('unit') || api }) : null,
    opts.only.has('unit') ? unitSuite() : null,
    api ? apiPglite({ beside: opts.only.has('unit') }) : null,
  ]);
  let postgresDone = !api;
  if (opts.only.has('e2e')) {
    if (!opts.build && !existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
      record('e2e', 0, 1, '--no-build but no shell/dist: run pnpm build');
    } else if (!opts.build || (await buildForE2e())) {
      await Promise.all([e2eSuite(), api ? apiPostgres({ beside: true }) : null]);
      postgresDone = true;
    }
  }
  if (!postgresDone) await apiPostgres();
  rmSync(tmp, { recursive: true, force: true });

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const width = Math.max(...results.map((r) => r.name.length), 5);
  console.log('\n── summary ' + '─'.repeat(50));
  for (const r of results) {
    const mark = r.failed ? 'FAIL' : 'ok  ';
    console.log(
      `${mark} ${r.name.padEnd(width)}  ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed` +
        `  ${r.seconds.toFixed(0).padStart(4)} s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  const failures = results.flatMap((r) => r.failures.map((f) => `  ${r.name}: ${f}`));
  if (failures.length) console.log(`failed tests:\n${failures.join('\n')}`);
  console.log(`total ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('test-all.mjs')) {
  await main();
}
