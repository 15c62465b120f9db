// Analysis part of `node scripts/trace-web.mjs`: reads a Chrome trace (Tracing domain, with the V8 sampling
// profiler) of one page load and tells where the renderer's main thread spent its time — per task, per kind of
// work (the groups of Lighthouse's mainthread-work-breakdown) and per package or source file (the profiler's
// samples, mapped through the build's hidden source maps).
//
// Lighthouse's simulated Total Blocking Time (Lantern) multiplies each observed task of 10 ms or more by the CPU
// slowdown (4, or 2 for a task that did layout) and counts what exceeds 50 ms between FCP and TTI; `blocking`
// below repeats that on the observed tasks, once with their wall time and once with their thread (CPU) time,
// which a busy shared machine inflates much less.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const CPU_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
const BLOCKING_MS = 50;
const SIGNIFICANT_MS = 10;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

const GROUP_OF = new Map(
  Object.entries({
    parseHTML: ['ParseHTML'],
    styleLayout: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles', 'InvalidateLayout', 'Layout', 'ParseAuthorStyleSheet'],
    paintComposite: [
      'Animation',
      'HitTest',
      'PaintSetup',
      'Paint',
      'PaintImage',
      'PrePaint',
      'Layerize',
      'UpdateLayer',
      'UpdateLayerTree',
      'CompositeLayers',
    ],
    scriptParseCompile: ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'V8.CompileLazy', 'v8.produceCache', 'v8.deserializeOnBackground'],
    scriptEvaluation: [
      'EventDispatch',
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'FireIdleCallback',
      'FireAnimationFrame',
      'RunMicrotasks',
      'V8.Execute',
      'v8.run',
      'XHRReadyStateChange',
      'XHRLoad',
    ],
    garbageCollection: [
      'GCEvent',
      'MinorGC',
      'MajorGC',
      'V8.GCScavenger',
      'V8.GCFinalizeMC',
      'V8.GCCompactor',
      'BlinkGC.AtomicPhase',
      'ThreadState::completeSweep',
    ],
  }).flatMap(([group, names]) => names.map((name) => [name, group])),
);
const groupOf = (name) => GROUP_OF.get(name) ?? (/GC|Sweep|Marking/.test(name) ? 'garbageCollection' : 'other');

const round = (ms) => Math.round(ms * 10) / 10;

/** The renderer main thread that parsed the page's document. */
function findMainThread(events, pageUrl) {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(pageUrl));
  if (!parse) throw new Error(`no ParseHTML of ${pageUrl} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** Complete events of one thread as a forest (B/E pairs joined), each with its self time. */
function buildTree(threadEvents) {
  const complete = [];
  const open = [];
  for (const e of threadEvents) {
    if (e.ph === 'X') complete.push({ ...e, dur: e.dur ?? 0, tdur: e.tdur ?? e.dur ?? 0 });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) complete.push({ ...b, ph: 'X', dur: e.ts - b.ts, tdur: e.tts && b.tts ? e.tts - b.tts : e.ts - b.ts, args: { ...b.args, ...e.args } });
    }
  }
  complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const roots = [];
  const stack = [];
  for (const e of complete) {
    e.children = [];
    e.self = e.dur;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    e.parent = parent ?? null;
    if (parent) {
      parent.children.push(e);
      parent.self -= e.dur;
    } else roots.push(e);
    stack.push(e);
  }
  return roots;
}

const eventUrl = (e) => e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.data?.scriptName || '';

/** A file's short name: its path on the server without the content hash. */
export function shortUrl(url, baseUrl) {
  if (!url) return '';
  const rel = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
  return rel.replace(/\.[0-9a-f]{8}\.js$/, '.js');
}

function walk(node, visit, inheritedUrl = '') {
  const url = eventUrl(node) || inheritedUrl;
  visit(node, url);
  for (const child of node.children) walk(child, visit, url);
}

/** Maps a served script position to the package or source file it was built from (hidden source maps). */
export function createSourceLocator(repoRoot, baseUrl) {
  let TraceMap;
  let originalPositionFor;
  try {
    ({ TraceMap, originalPositionFor } = createRequire(path.join(repoRoot, 'node_modules', '.pnpm', 'node_modules', 'x'))(
      '@jridgewell/trace-mapping',
    ));
  } catch {
    return () => null;
  }
  const maps = new Map();
  const fileOf = (url) => {
    const p = new URL(url).pathname;
    const remote = p.match(/^\/remotes\/([^/]+)\/(.+)$/);
    return remote ? path.join(repoRoot, remote[1], 'dist', remote[2]) : path.join(repoRoot, 'shell', 'dist', p.slice(1));
  };
  const mapFor = (url) => {
    if (!maps.has(url)) {
      const file = `${fileOf(url)}.map`;
      maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return (url, line, column) => {
    if (!url?.startsWith(baseUrl) || !url.endsWith('.js')) return null;
    const map = mapFor(url);
    if (!map) return null;
    const source = originalPositionFor(map, { line: line + 1, column })?.source;
    if (!source) return null;
    const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1];
    const local = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
    return local.replace(/\/src\/(.+)$/, (_m, rest) => `/${rest.split('/').slice(0, 2).join('/')}`);
  };
}

/** Samples of the V8 profiler on the main thread: [{ ts (µs), self (ms), frame }]. */
function profileSamples(events, pid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const p = profiles.get(e.id) ?? { start: 0, nodes: new Map(), samples: [], deltas: [] };
    profiles.set(e.id, p);
    const data = e.args?.data ?? {};
    if (e.name === 'Profile') p.start = data.startTime ?? e.ts;
    for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  const best = [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!best) return [];
  const out = [];
  let t = best.start;
  for (let i = 0; i < best.samples.length; i += 1) {
    t += best.deltas[i] ?? 0;
    out.push({ ts: t, frame: best.nodes.get(best.samples[i])?.callFrame ?? null });
  }
  for (let i = 0; i < out.length; i += 1) out[i].self = i + 1 < out.length ? Math.min((out[i + 1].ts - out[i].ts) / 1000, 5) : 0;
  return out;
}

const addTo = (record, key, ms) => {
  record[key] = (record[key] ?? 0) + ms;
};
const top = (record, n) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => [k, round(v)]);

/**
 * @returns per page load: FCP and LCP (ms after navigation start), the tasks after FCP, the blocking estimate,
 * the time per group, per script URL and per package.
 */
export function analyseTrace(events, { pageUrl, baseUrl, locate }) {
  const { pid, tid } = findMainThread(events, pageUrl);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = mine.filter((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(pageUrl)).at(-1);
  const t0 = nav?.ts ?? Math.min(...mine.filter((e) => e.ts > 0).map((e) => e.ts));
  const ms = (ts) => (ts - t0) / 1000;
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint' && e.ts >= t0);
  const lcp = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= t0).at(-1);
  const fcpTs = fcp?.ts ?? t0;

  const roots = buildTree(mine).filter((e) => TASK_NAMES.has(e.name) && e.ts + e.dur >= t0);
  const samples = profileSamples(events, pid);
  const frameKey = (f) =>
    f?.url ? locate(f.url, f.lineNumber, f.columnNumber) || shortUrl(f.url, baseUrl) : f?.functionName ? `(${f.functionName})` : '(v8)';

  const groups = {};
  const urls = {};
  const packages = {};
  const tasks = [];
  const blocking = { wall: 0, cpu: 0 };
  let afterFcpMs = 0;
  let s = 0;
  for (const task of roots) {
    const end = task.ts + task.dur;
    const afterFcp = end > fcpTs;
    const taskGroups = {};
    const taskPackages = {};
    const taskFunctions = {};
    let layout = false;
    walk(task, (e, url) => {
      if (e.name === 'Layout') layout = true;
      const selfMs = Math.max(0, e.self) / 1000;
      if (!afterFcp || selfMs <= 0) return;
      addTo(groups, groupOf(e.name), selfMs);
      addTo(taskGroups, groupOf(e.name), selfMs);
      if (url) addTo(urls, shortUrl(url, baseUrl), selfMs);
    });
    while (s < samples.length && samples[s].ts < task.ts) s += 1;
    for (; s < samples.length && samples[s].ts <= end; s += 1) {
      const f = samples[s].frame;
      if (!afterFcp || !f || f.functionName === '(idle)' || f.functionName === '(root)') continue;
      const key = f.functionName === '(program)' || f.functionName === '(garbage collector)' ? f.functionName : frameKey(f);
      addTo(packages, key, samples[s].self);
      addTo(taskPackages, key, samples[s].self);
      addTo(taskFunctions, `${f.functionName || '(anonymous)'} ${key}`, samples[s].self);
    }
    if (!afterFcp) continue;
    const wallMs = task.dur / 1000;
    const cpuMs = task.tdur / 1000;
    afterFcpMs += wallMs;
    const slowdown = layout ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN;
    const block = (d) => (d >= SIGNIFICANT_MS ? Math.max(0, d * slowdown - BLOCKING_MS) : 0);
    blocking.wall += block(wallMs);
    blocking.cpu += block(cpuMs);
    if (wallMs >= SIGNIFICANT_MS || cpuMs >= SIGNIFICANT_MS)
      tasks.push({
        atMs: round(ms(task.ts)),
        wallMs: round(wallMs),
        cpuMs: round(cpuMs),
        layout,
        blockingCpuMs: round(block(cpuMs)),
        groups: top(taskGroups, 4),
        top: top(taskPackages, 5),
        functions: top(taskFunctions, 6),
      });
  }
  return {
    fcpMs: round(ms(fcpTs)),
    lcpMs: lcp ? round(ms(lcp.ts)) : null,
    tasksAfterFcpMs: round(afterFcpMs),
    blockingWallMs: round(blocking.wall),
    blockingCpuMs: round(blocking.cpu),
    groups: Object.fromEntries(top(groups, 10)),
    urls: Object.fromEntries(top(urls, 12)),
    packages: Object.fromEntries(top(packages, 20)),
    tasks,
  };
}
