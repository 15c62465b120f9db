// The unit tier of `pnpm test`: the front-end packages' jest suites, in one jest run where the test script allows.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { firstLine, pnpm, readJson, record, root, tmp } from './test-runner.mjs';

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

// The packages whose `test` script is exactly this run in one jest process (one project per package, each with its
// own jest.config.cjs), so the workers are shared and jest starts once instead of once per package.
const PLAIN_JEST = 'jest --config jest.config.cjs';

export async function unitSuite() {
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
  const perPackage = new Map(dirs.map((dir) => [dir, { passed: 0, failed: 0, skipped: 0, tests: 0, millis: 0, failures: [] }]));
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
    counts.failures.push(...failuresOf(suite));
    counts.skipped += statuses.filter((st) => st === 'pending' || st === 'todo' || st === 'skipped').length;
    counts.tests += statuses.length;
    counts.millis += Math.max(0, (suite.endTime ?? 0) - (suite.startTime ?? 0));
  }
  for (const [dir, c] of perPackage) {
    const note = [c.tests === 0 && 'no tests', c.skipped && `${c.skipped} skipped`].filter(Boolean).join(', ');
    // Seconds per package = its files' run time inside the shared run (files of several packages overlap).
    record(`unit ${dir}`, c.passed, c.failed, note, c.millis / 1000, c.failures);
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
    record(`unit ${dir}`, passed, failed, note, secs, (json.testResults ?? []).flatMap(failuresOf));
  }
}

/** A jest suite's failed tests as `file › test — first line`, or the suite's own error when it failed without one. */
function failuresOf(suite) {
  const file = path.relative(root, suite.name ?? '');
  const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
  if (!failed.length) return suite.status === 'failed' ? [`${file} — ${firstLine(suite.message)}`] : [];
  return failed.map((a) => `${file} › ${a.fullName ?? a.title} — ${firstLine(a.failureMessages?.[0])}`);
}
