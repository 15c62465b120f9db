#!/usr/bin/env node
// `pnpm test`: every test tier in order — static checks (lint with the dependency rules, then typecheck), unit
// (jest per front-end package), api (node:test), then the production build and the Playwright e2e suite. Each suite's output is streamed; a failing suite never stops
// the run. The last line is always `N passed, N failed` summed over all suites; the exit code is 1 when
// anything failed. A suite that ends without countable results counts as 1 failed.
//
// Options (for developers): --only static|unit|api|e2e (comma-separated for several), --skip-e2e,
// --no-build (e2e against the existing build). TEST_DATABASE_URL and every other variable pass through.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

// The pnpm that started us (e.g. through `npx pnpm@… test`, with no pnpm on PATH) runs the suites too.
const PNPM = /pnpm\.(c?js|mjs)$/.test(process.env.npm_execpath ?? '')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm'];
const pnpm = (args, opts) => run(PNPM[0], [...PNPM.slice(1), ...args], opts);

const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[ -/]*[@-~]`, 'g');
const stripAnsi = (s) => s.replace(ANSI_ESCAPE, '');

/**
 * Runs a command with inherited stdio (or tee'd when `capture`), resolves { code, output }. `quiet` (with
 * `capture`) keeps the output to print it at the end: for a suite that runs beside another one.
 */
function run(cmd, args, { cwd = root, env = {}, capture = false, quiet = false } = {}) {
  const shown = cmd === process.execPath ? ['pnpm', ...args.slice(1)] : [cmd, ...args];
  console.log(`\n$ ${shown.join(' ')}${cwd !== root ? `   (in ${path.relative(root, cwd)})` : ''}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => {
        if (!quiet) process.stdout.write(d);
        output += d;
      });
      child.stderr.on('data', (d) => {
        if (!quiet) process.stderr.write(d);
        output += d;
      });
    }
    child.once('error', (err) => {
      console.error(`test-all: cannot start ${cmd}: ${err.message}`);
      resolve({ code: 127, output });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Workspace packages (from pnpm-workspace.yaml) that have a `test` script, minus the api and e2e tiers. */
function frontEndPackages() {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^packages:\s*$/m)[1] ?? '';
  const dirs = [];
  for (const line of block.split('\n')) {
    const m = line.match(/^\s+-\s+['"]?([^'"#\s]+)['"]?/);
    if (m) dirs.push(m[1]);
    else if (/^\S/.test(line)) break;
  }
  const expanded = dirs.flatMap((d) =>
    d.endsWith('/*')
      ? readdirSync(path.join(root, d.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${d.slice(0, -2)}/${e.name}`)
      : [d],
  );
  return expanded.filter((dir) => {
    const pkg = readJson(path.join(root, dir, 'package.json'));
    return pkg?.scripts?.test && !['api', 'e2e'].includes(pkg.name);
  });
}

const results = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'test-all-'));

function record(name, passed, failed, note = '', seconds = 0) {
  results.push({ name, passed, failed, note, seconds });
}

// The packages whose `test` script is exactly this run in one jest process (one project per package, each with its
// own jest.config.cjs), so the workers are shared and jest starts once instead of once per package.
const PLAIN_JEST = 'jest --config jest.config.cjs';

async function unitSuite() {
  const packages = frontEndPackages();
  const plain = packages.filter((dir) => readJson(path.join(root, dir, 'package.json'))?.scripts?.test === PLAIN_JEST);
  if (plain.length) await unitProjects(plain);
  await unitEach(packages.filter((dir) => !plain.includes(dir)));
}

/**
 * Workers for the one jest run: 1, as jest chose on 2 cores before. 2 workers measured no faster on the shared 2-core
 * machine and made 5 s test timeouts likelier under load (docs/testing.md); UNIT_MAX_WORKERS=2 to try elsewhere.
 */
const unitWorkers = () => process.env.UNIT_MAX_WORKERS || '1';

async function unitProjects(dirs) {
  const started = Date.now();
  const report = path.join(tmp, 'jest-projects.json');
  const configs = dirs.map((dir) => path.join(root, dir, 'jest.config.cjs'));
  const { code } = await pnpm(
    ['exec', 'jest', '--projects', ...configs, `--maxWorkers=${unitWorkers()}`, '--json', `--outputFile=${report}`, '--passWithNoTests'],
    { cwd: path.join(root, dirs[0]) },
  );
  const secs = (Date.now() - started) / 1000;
  const json = readJson(report);
  if (!json) {
    record(`unit ${dirs.join(', ')}`, 0, 1, `no jest report (exit ${code})`, secs);
    return;
  }
  const owner = (file) => dirs.find((dir) => file.startsWith(path.join(root, dir) + path.sep));
  const perPackage = new Map(dirs.map((dir) => [dir, { passed: 0, failed: 0, skipped: 0, tests: 0, millis: 0 }]));
  let unowned = 0;
  for (const suite of json.testResults ?? []) {
    const counts = perPackage.get(owner(suite.name));
    if (!counts) {
      unowned++;
      continue;
    }
    const statuses = (suite.assertionResults ?? []).map((a) => a.status);
    counts.passed += statuses.filter((st) => st === 'passed').length;
    const failedTests = statuses.filter((st) => st === 'failed').length;
    // A suite that failed without a failing test (it did not load, or broke in a hook) counts as 1 failed.
    counts.failed += failedTests || (suite.status === 'failed' ? 1 : 0);
    counts.skipped += statuses.filter((st) => st === 'pending' || st === 'todo' || st === 'skipped').length;
    counts.tests += statuses.length;
    counts.millis += Math.max(0, (suite.endTime ?? 0) - (suite.startTime ?? 0));
  }
  for (const [dir, c] of perPackage) {
    const note = [c.tests === 0 && 'no tests', c.skipped && `${c.skipped} skipped`].filter(Boolean).join(', ');
    // Seconds per package = its files' run time inside the shared run (files of several packages overlap).
    record(`unit ${dir}`, c.passed, c.failed, note, c.millis / 1000);
  }
  const failed = [...perPackage.values()].reduce((n, c) => n + c.failed, 0);
  if (unowned) record('unit (other)', 0, unowned, `${unowned} suites outside the packages`, 0);
  if (code !== 0 && failed === 0 && !unowned) record('unit', 0, 1, `jest exited ${code} without a failing test`, secs);
  console.log(`test-all: unit (one jest run, ${unitWorkers()} workers) took ${secs.toFixed(0)} s`);
}

async function unitEach(dirs) {
  for (const dir of dirs) {
    const started = Date.now();
    const report = path.join(tmp, `jest-${dir.replace(/\W/g, '_')}.json`);
    // Through the package's own `test` script, so its jest config stays the one source of truth.
    const { code } = await pnpm(['run', 'test', '--json', `--outputFile=${report}`, '--passWithNoTests'], {
      cwd: path.join(root, dir),
    });
    const secs = (Date.now() - started) / 1000;
    const json = readJson(report);
    if (!json) {
      record(`unit ${dir}`, 0, 1, `no jest report (exit ${code})`, secs);
      continue;
    }
    const passed = json.numPassedTests ?? 0;
    let failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
    let note = json.numTotalTests === 0 ? 'no tests' : '';
    if (code !== 0 && failed === 0) {
      failed = 1;
      note = `jest exited ${code} without a failing test`;
    }
    const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    if (skipped) note = [note, `${skipped} skipped`].filter(Boolean).join(', ');
    record(`unit ${dir}`, passed, failed, note, secs);
  }
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
  record(name, counts.pass, failed, note, secs);
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
  let note = [flaky && `${flaky} flaky`, skipped && `${skipped} skipped`, globalErrors && `${globalErrors} run errors`]
    .filter(Boolean)
    .join(', ');
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = [note, `playwright exited ${code} without a failing test`].filter(Boolean).join(', ');
  }
  record('e2e', expected + flaky, failed, note, secs);
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
  console.log(`total ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('test-all.mjs')) {
  await main();
}
