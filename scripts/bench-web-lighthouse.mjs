// Lighthouse part of `pnpm bench:web` (issue 14): the npm `lighthouse` CLI with its default mobile preset
// (simulated slow 4G and a 4× slower CPU) on Debian's Chromium, N runs per page, medians printed.
// Each run is a fresh Chromium profile, so nothing is cached between runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../e2e/support/server.mjs';

const GOALS = { lcpMs: 1500, cls: 0.05, score: 95, tbtMs: 200 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function lighthouseBin() {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) throw new Error('node_modules/.bin/lighthouse is missing: run pnpm install');
  return bin;
}

/** Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown, under its CPU slowdown), ms. */
function mainThreadBreakdown(report) {
  const items = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.group, Math.round(item.duration)]));
}

/** Per script: total main-thread time and the part spent evaluating and compiling it (bootup-time), ms. */
function scriptBootup(report) {
  const items = report.audits['bootup-time']?.details?.items ?? [];
  return Object.fromEntries(
    items.map((item) => [
      shortUrl(item.url),
      { total: Math.round(item.total), scripting: Math.round(item.scripting), parse: Math.round(item.scriptParseCompile) },
    ]),
  );
}

/** '/remotes/mf-search/123.abc.js' rather than the whole address; 'Unattributable' and the document stay as named. */
function shortUrl(url) {
  try {
    const { pathname } = new URL(url);
    return pathname === '/' ? url : pathname.replace(/\.[0-9a-f]{8,}\./, '.');
  } catch {
    return url;
  }
}

/** Medians per key over the runs' maps (a key missing from a run counts as 0 there). */
function medianMap(maps, pickValue = (v) => v) {
  const keys = [...new Set(maps.flatMap((m) => Object.keys(m)))];
  return Object.fromEntries(keys.map((k) => [k, median(maps.map((m) => (m[k] === undefined ? 0 : pickValue(m[k]))))]));
}

/** One Lighthouse run of one URL: the figures we track, from its JSON report. */
function runOnce(url, chromePath) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const res = spawnSync(
      lighthouseBin(),
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', timeout: 180_000 },
    );
    if (res.status !== 0 || !existsSync(out)) throw new Error(`lighthouse ${url} failed: ${res.stderr?.slice(-400)}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      siMs: Math.round(audit('speed-index')),
      // Lighthouse's own measure of the machine's CPU: simulated TBT scales with it, so figures from machines of a
      // different index are not comparable (docs/performance.md).
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
      mainThread: mainThreadBreakdown(report),
      scripts: scriptBootup(report),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART on a busy machine): such a run is tried again. */
function runWithRetry(url, chromePath, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runOnce(url, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`lighthouse ${url}: run failed (${String(error.message).slice(0, 120)}), trying again`);
    }
  }
}

/** The main-thread breakdown of one page (medians, ms): by kind of work, then the scripts that cost most. */
function printBreakdown(m) {
  const byKind = Object.entries(m.mainThread).sort((a, b) => b[1] - a[1]);
  console.log(`  main thread ${Object.values(m.mainThread).reduce((a, b) => a + b, 0)} ms: ${byKind.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const byScript = Object.entries(m.scripts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(`  by script: ${byScript.map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

/** Runs every page `runs` times and returns the medians per page, printing one line each. */
export function lighthousePages({ baseUrl, paths, runs, chromePath }) {
  const results = [];
  for (const pagePath of paths) {
    const samples = Array.from({ length: runs }, () => runWithRetry(baseUrl + pagePath, chromePath));
    const pick = (key) => median(samples.map((s) => s[key]));
    const m = {
      path: pagePath,
      runs,
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      siMs: pick('siMs'),
      benchmarkIndex: pick('benchmarkIndex'),
      mainThread: medianMap(samples.map((s) => s.mainThread)),
      scripts: medianMap(
        samples.map((s) => s.scripts),
        (v) => v.total,
      ),
    };
    m.meetsGoals = m.lcpMs <= GOALS.lcpMs && m.cls <= GOALS.cls && m.score >= GOALS.score && m.tbtMs <= GOALS.tbtMs;
    results.push(m);
    console.log(
      `lighthouse ${pagePath.padEnd(12)} score ${String(m.score).padStart(3)}  FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms` +
        `  TBT ${m.tbtMs} ms  CLS ${m.cls}  SI ${m.siMs} ms  CPU index ${m.benchmarkIndex}` +
        `  (median of ${runs}; goal LCP ≤ ${GOALS.lcpMs} ms,` +
        ` CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms, score ≥ ${GOALS.score}: ${m.meetsGoals ? 'met' : 'not met'})`,
    );
    printBreakdown(m);
  }
  return { goals: GOALS, pages: results };
}
