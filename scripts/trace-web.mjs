#!/usr/bin/env node
// `node scripts/trace-web.mjs`: where the main thread's time goes while the guest pages start (issue 28 §4).
// Serves the production build as `pnpm serve` does (fresh DATA_DIR, free port; or --url=<a running server>),
// loads /main, /search and one hotel page as Lighthouse's phone does (412×823, DPR 1.75, touch, fresh context)
// with a Chrome trace and the V8 sampling profiler, and prints per page the medians of N loads: FCP, LCP, the
// main-thread time of the tasks after FCP, Lighthouse's blocking arithmetic applied to the observed tasks
// (trace-web-analysis.mjs: wall time, and CPU time, which a busy machine inflates less), the time per kind of
// work and per package or source file (hidden source maps of the build), then the long tasks of the median load.
// Nothing is throttled unless --cpu=N (CDP CPU throttling); Lighthouse's own simulation multiplies by 4 itself.
//
// Options: --runs=N (default 5), --pages=/main,/search (default the three), --cpu=N, --url=http://…,
// --label=NAME (also writes .bench/trace-web-NAME.json for a before/after comparison), --tasks (print every
// long task of every load).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { freePort, repoRoot, startServer } from '../e2e/support/server.mjs';
import { analyseTrace, createSourceLocator } from './trace-web-analysis.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) =>
  argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const runs = Number(option('runs', 5));
const cpuRate = Number(option('cpu', 1));
const label = option('label', null);
const printAllTasks = argv.includes('--tasks');

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];
// Lighthouse 12–13's mobile preset (moto g power): the /search copy is painted below 768 px only.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
};

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : Math.round(((v[mid - 1] + v[mid]) / 2) * 10) / 10;
};

/** Median of each key over the loads (a key missing from a load counts as 0). */
function medianRecord(records) {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  const out = Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
}

async function traceOnce(browser, baseUrl, pagePath, locate) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
  await page.waitForSelector('#content :is(h1, h2)', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000); // deferred renders, the painted copy's release
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  return analyseTrace(traceEvents, { pageUrl: baseUrl + pagePath, baseUrl, locate });
}

function summarise(pagePath, loads) {
  const pick = (key) => median(loads.map((l) => l[key]));
  const byBlocking = [...loads].sort((a, b) => a.blockingCpuMs - b.blockingCpuMs);
  return {
    path: pagePath,
    loads: loads.length,
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tasksAfterFcpMs: pick('tasksAfterFcpMs'),
    blockingWallMs: pick('blockingWallMs'),
    blockingCpuMs: pick('blockingCpuMs'),
    groups: medianRecord(loads.map((l) => l.groups)),
    urls: medianRecord(loads.map((l) => l.urls)),
    packages: Object.fromEntries(Object.entries(medianRecord(loads.map((l) => l.packages))).slice(0, 15)),
    medianLoadTasks: byBlocking[Math.floor(byBlocking.length / 2)].tasks,
  };
}

function printPage(s, loads) {
  console.log(
    `\n${s.path}: FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, tasks after FCP ${s.tasksAfterFcpMs} ms; ` +
      `Lighthouse-style blocking ×4: ${s.blockingCpuMs} ms on CPU time (${s.blockingWallMs} ms on wall time); medians of ${s.loads}`,
  );
  const line = (title, record, n) =>
    console.log(
      `  ${title}: ${Object.entries(record)
        .slice(0, n)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · ')}`,
    );
  line('by kind (ms)', s.groups, 8);
  line('by file (ms)', s.urls, 10);
  line('by package/source (ms, profiler)', s.packages, 15);
  const printTasks = (tasks) => {
    for (const t of tasks)
      console.log(
        `    @${String(t.atMs).padStart(6)} ms  ${String(t.cpuMs).padStart(5)} ms CPU (${t.wallMs} wall)${t.layout ? ' layout' : ''}` +
          `  → blocking ${t.blockingCpuMs}  | ${t.groups.map(([k, v]) => `${k} ${v}`).join(', ')}  | ${t.top.map(([k, v]) => `${k} ${v}`).join(', ')}`,
      );
  };
  if (printAllTasks)
    loads.forEach((l, i) => {
      console.log(`  load ${i + 1}: blocking ${l.blockingCpuMs} ms`);
      printTasks(l.tasks);
    });
  else {
    console.log('  tasks ≥ 10 ms after FCP (the median load):');
    printTasks(s.medianLoadTasks);
  }
}

async function main() {
  let server = null;
  let baseUrl = option('url', null);
  if (!baseUrl) {
    const port = await freePort();
    server = await startServer({ port, logFile: path.join(repoRoot, '.bench', 'trace-server.log') });
    baseUrl = server.url;
  }
  let browser;
  try {
    const first = (await (await fetch(`${baseUrl}/api/search/hotels?page=0&size=1`)).json()).content?.[0];
    const hotelId = first?.id ?? first?.hotelId ?? 1;
    const pages = option('pages', `/main,/search,/hotels/${hotelId}`).split(',');
    const locate = createSourceLocator(repoRoot, baseUrl);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    // One load first, untimed: the server's and the browser's first answers are slower than the later ones.
    await traceOnce(browser, baseUrl, pages[0], locate);
    const results = [];
    for (const pagePath of pages) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await traceOnce(browser, baseUrl, pagePath, locate));
      const s = summarise(pagePath, loads);
      results.push(s);
      printPage(s, loads);
    }
    const summary = { date: new Date().toISOString(), cpuRate, runs, chromium: browser.version(), pages: results };
    mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(path.join(repoRoot, '.bench', 'trace-web.json'), JSON.stringify(summary, null, 2) + '\n');
    if (label) writeFileSync(path.join(repoRoot, '.bench', `trace-web-${label}.json`), JSON.stringify(summary, null, 2) + '\n');
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(`[trace-web] ${err.stack ?? err}`);
  process.exit(1);
});
