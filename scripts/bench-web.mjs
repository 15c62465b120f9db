#!/usr/bin/env node
// `pnpm bench:web`: what a guest downloads. Serves the production build as `pnpm serve` does (fresh temporary
// DATA_DIR, free port), opens /main, /search and one hotel page in Chromium, each in a fresh browser context
// (empty cache), and records every JavaScript response with the bytes that crossed the wire (CDP
// Network.loadingFinished encodedDataLength minus the response headers, i.e. the gzip bodies as served; the
// figure with headers is printed beside it). Prints per page the JS total, the number of
// JS files and which remotes were fetched, checks /main against its budget, writes .bench/web.json and ends with
// that JSON on one line. Figures only: nothing here is timed. Builds first when shell/dist is missing.
//
// Then Lighthouse (bench-web-lighthouse.mjs, mobile preset) runs each page 3 times and prints the medians of
// score, LCP, CLS and TBT against the issue-14 goals.
//
// Before Lighthouse, bench-web-paint.mjs loads each page unthrottled at 1280×800 and 390×844 (3 times each) and prints
// the medians of first paint, FCP and largest paint (issue 28 §3); Lighthouse then also prints each page's
// main-thread breakdown by kind of work and by script (issue 28 §4).
//
// Options: --strict (exit 1 when over budget), --verbose (list every JS file), --lighthouse-runs=N (default 3),
// --no-lighthouse (the byte counts only), --paint-runs=N (default 3), --no-paint. 1 KB = 1000 bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { freePort, repoRoot, startServer } from '../e2e/support/server.mjs';
import { lighthousePages } from './bench-web-lighthouse.mjs';
import { paintTimings } from './bench-web-paint.mjs';

const MAIN_BUDGET_KB = 200;
const args = new Set(process.argv.slice(2));
const lighthouseRuns = args.has('--no-lighthouse') ? 0 : Number([...args].find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);
const paintRuns = args.has('--no-paint') ? 0 : Number([...args].find((a) => a.startsWith('--paint-runs='))?.split('=')[1] ?? 3);
const verbose = args.has('--verbose');
const strict = args.has('--strict');
const kb = (bytes) => Math.round(bytes / 100) / 10;

function ensureBuild() {
  if (existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) return;
  console.log('[bench:web] no shell/dist: running pnpm build');
  const res = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('[bench:web] pnpm build failed');
    process.exit(1);
  }
}

const remoteOf = (url) => new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? null;

/** Loads one page in a fresh context and returns what it fetched. */
async function measure(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const requests = new Map(); // requestId -> { url, type, encoding, status, bytes }
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type, acceptEncoding: e.request.headers['Accept-Encoding'] });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId) ?? { url: e.response.url };
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    Object.assign(r, {
      type: e.type,
      status: e.response.status,
      encoding: headers['content-encoding'] ?? 'identity',
      headerBytes: e.response.encodedDataLength ?? 0,
      contentLength: headers['content-length'] === undefined ? null : Number(headers['content-length']),
    });
    requests.set(e.requestId, r);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bytes = e.encodedDataLength; // on the wire: headers + (compressed) body
      r.bodyBytes = Math.max(0, e.encodedDataLength - (r.headerBytes ?? 0));
    }
  });

  // networkidle: the shell mounts remotes lazily, so "loaded" means the remote chunks have come too.
  await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
  // On a busy machine the shell can go quiet before it has even asked for the remote: wait until the page
  // shows its heading (every route renders one), then for the network to settle again.
  await page.waitForSelector('#content :is(h1, h2)', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();

  const all = [...requests.values()].filter((r) => r.url.startsWith(baseUrl));
  const js = all.filter((r) => r.type === 'Script' || new URL(r.url).pathname.endsWith('.js'));
  const jsBytes = js.reduce((n, r) => n + (r.bodyBytes ?? 0), 0);
  const wireBytes = js.reduce((n, r) => n + (r.bytes ?? 0), 0);
  const remotes = [...new Set(all.map((r) => remoteOf(r.url)).filter(Boolean))].sort();
  return {
    path: pagePath,
    jsBytes,
    jsKB: kb(jsBytes),
    jsWireKB: kb(wireBytes),
    jsFiles: js.length,
    jsFilesGzip: js.filter((r) => r.encoding === 'gzip').length,
    remotes,
    files: js
      .map((r) => ({
        url: new URL(r.url).pathname,
        bytes: r.bodyBytes ?? 0,
        wireBytes: r.bytes ?? 0,
        contentLength: r.contentLength,
        encoding: r.encoding,
        status: r.status,
      }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

async function main() {
  ensureBuild();
  const port = Number(process.env.BENCH_PORT || (await freePort()));
  const logFile = path.join(repoRoot, '.bench', 'server.log');
  console.log(`[bench:web] starting the server on port ${port} (fresh DATA_DIR; seeding takes a while)`);
  const server = await startServer({ port, logFile });
  let browser;
  try {
    const res = await fetch(`${server.url}/api/search/hotels?page=0&size=1`);
    if (!res.ok) throw new Error(`GET /api/search/hotels answered ${res.status}`);
    const first = (await res.json()).content?.[0];
    const hotelId = first?.id ?? first?.hotelId;
    if (hotelId == null) throw new Error('GET /api/search/hotels?page=0&size=1 returned no hotel');

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const chromiumVersion = browser.version();
    const pages = [];
    for (const pagePath of ['/main', '/search', `/hotels/${hotelId}`]) {
      const m = await measure(browser, server.url, pagePath);
      pages.push(m);
      console.log(
        `${m.path.padEnd(14)} JS ${String(m.jsKB).padStart(6)} KB gzip bodies (${m.jsWireKB} KB with headers)` +
          ` in ${String(m.jsFiles).padStart(2)} files (${m.jsFilesGzip} gzip)   remotes: ${m.remotes.join(', ') || '-'}`,
      );
      if (verbose)
        for (const f of m.files)
          console.log(`    ${String(kb(f.bytes)).padStart(7)} KB  ${f.encoding.padEnd(8)} ${f.url}  (content-length ${f.contentLength ?? '-'})`);
      const notGzip = m.files.filter((f) => f.encoding !== 'gzip' && f.bytes > 1024);
      if (notGzip.length) console.log(`    warning: ${notGzip.length} JS file(s) over 1 KB not served gzip: ${notGzip.map((f) => f.url).join(', ')}`);
    }

    const mainPage = pages[0];
    const budget = { page: '/main', limitKB: MAIN_BUDGET_KB, jsKB: mainPage.jsKB, ok: mainPage.jsBytes <= MAIN_BUDGET_KB * 1000 };
    const forbidden = mainPage.remotes.filter((r) => r === 'mf-owner' || r === 'mf-admin');
    console.log(
      `budget /main: ${mainPage.jsKB} KB of ${MAIN_BUDGET_KB} KB gzip — ${budget.ok ? 'OK' : 'OVER BUDGET'}` +
        (forbidden.length ? `; guest fetched ${forbidden.join(', ')} (must not)` : ''),
    );

    const paint = paintRuns > 0 ? await paintTimings({ browser, baseUrl: server.url, paths: pages.map((m) => m.path), runs: paintRuns }) : null;

    // Lighthouse starts its own Chromium: ours is closed first so the two do not compete for the CPU.
    await browser.close();
    browser = null;
    const lighthouse =
      lighthouseRuns > 0
        ? lighthousePages({ baseUrl: server.url, paths: pages.map((m) => m.path), runs: lighthouseRuns, chromePath: chromiumPath ?? 'chromium' })
        : null;

    const summary = {
      bench: 'web',
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      unit: 'KB = 1000 bytes; jsKB = compressed JS bodies as transferred, jsWireKB = with response headers; fresh cache per page',
      hotelId,
      budget,
      // Per-file details go to the JSON file only, to keep the printed line short.
      pages: pages.map((m) => Object.fromEntries(Object.entries(m).filter(([key]) => key !== 'files'))),
      paint,
      lighthouse,
    };
    mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(path.join(repoRoot, '.bench', 'web.json'), JSON.stringify({ ...summary, pages: pages }, null, 2) + '\n');
    console.log(JSON.stringify(summary));
    if (strict && !budget.ok) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(`[bench:web] ${err.stack ?? err}`);
  process.exit(1);
});
