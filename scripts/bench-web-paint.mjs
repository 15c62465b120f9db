// Paint timings of `pnpm bench:web` (issue 28 §3): each page in real Chromium, unthrottled, at a desktop
// (1280×800) and a phone (390×844) viewport, a fresh context (empty cache) per load. First paint and first
// contentful paint from the Paint Timing API, largest paint from the last 'largest-contentful-paint' entry reported
// before the page is quiet. Medians of N loads per page and size; goal: largest paint ≤ 1 s everywhere.
/* global window */
const GOAL_LCP_MS = 1000;
export const PAINT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Installed before any of the page's own scripts: keeps every largest-contentful-paint entry's time. */
const OBSERVE_LCP = () => {
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function loadOnce(browser, url, viewport) {
  const { width, height, isMobile = false, hasTouch = false } = viewport;
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width, height }, isMobile, hasTouch });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LCP);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('#content :is(h1, h2)', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
      return {
        fpMs: Math.round(paint['first-paint'] ?? NaN),
        fcpMs: Math.round(paint['first-contentful-paint'] ?? NaN),
        lcpMs: Math.round(window.__benchLcp),
      };
    });
  } finally {
    await context.close();
  }
}

/** Every page at every viewport, `runs` loads each; prints one line per (page, viewport) and returns the medians. */
export async function paintTimings({ browser, baseUrl, paths, runs }) {
  const results = [];
  for (const pagePath of paths) {
    for (const viewport of PAINT_VIEWPORTS) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await loadOnce(browser, baseUrl + pagePath, viewport));
      const m = {
        path: pagePath,
        viewport: viewport.name,
        runs,
        fpMs: median(samples.map((s) => s.fpMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
      };
      m.meetsGoal = m.lcpMs <= GOAL_LCP_MS;
      results.push(m);
      console.log(
        `paint ${pagePath.padEnd(12)} ${viewport.name.padEnd(7)} first paint ${m.fpMs} ms  FCP ${m.fcpMs} ms  largest paint ${m.lcpMs} ms` +
          `  (median of ${runs}, unthrottled; goal ≤ ${GOAL_LCP_MS} ms: ${m.meetsGoal ? 'met' : 'not met'})`,
      );
    }
  }
  return { goalLcpMs: GOAL_LCP_MS, pages: results };
}
