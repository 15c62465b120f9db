/**
 * pnpm bench:server — how fast the embedded server starts and how much memory it keeps.
 *
 * Compiles the server (api/scripts/build.mjs), then runs `node api/dist/server.js` exactly as `pnpm serve` does,
 * on a fresh DATA_DIR (embedded PGlite, the default demo world of SEED_HOTELS hotels):
 *   1. first start: from spawn to the first 200 of /api/health (migrations, seeding, generated images);
 *   2. second start: stop it (SIGTERM) and start it again on the same DATA_DIR;
 *   3. load: autocannon with 16 connections for --duration seconds (default 30) over a mix of what guests ask
 *      (search pages of every sort and region, hotel details, their reviews and rooms, regions, amenities),
 *      with `Accept-Encoding: gzip, br` as a browser sends it; then the server's resident memory (VmRSS) and
 *      its peak (VmHWM) from /proc.
 * Per-IP limits are lifted (RATE_LIMIT_ENABLED=false): all the load comes from one address.
 * Options: --duration=<s>, --connections=<n>, --hotels=<n> (default 300, as `pnpm start`).
 * The last line is JSON: {"firstStartS","secondStartS","rssMB","peakRssMB","rps","p95Ms","errors"}.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SEARCH_SORTS as SORTS } from 'shared-contracts/schemas';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '..');
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'] as const;
  }),
);
const duration = Number(args.get('duration') ?? 30);
const connections = Number(args.get('connections') ?? 16);
const hotels = Number(args.get('hotels') ?? 300);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function start(dataDir: string, port: number): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_HOTELS: String(hotels),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return { child, seconds: (performance.now() - started) / 1000 };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function memoryMB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const REGIONS = ['서울', '부산', '제주', '강원', '경기'];

/** A deterministic guest mix: searches of every sort and a few regions, then hotel pages with their parts. */
function requestMix(): string[] {
  const paths: string[] = ['/api/regions', '/api/amenities'];
  for (const [i, sort] of SORTS.entries()) {
    paths.push(`/api/search/hotels?sort=${sort}&limit=10`);
    paths.push(`/api/search/hotels?sort=${sort}&limit=10&offset=10&region=${encodeURIComponent(REGIONS[i]!)}`);
  }
  for (let id = 1; id <= Math.min(hotels, 60); id += 3) {
    paths.push(`/api/hotels/${id}`, `/api/hotels/${id}/reviews`, `/api/hotels/${id}/reviews/rating`);
  }
  return paths;
}

async function load(port: number): Promise<{ rps: number; p95: number; errors: number }> {
  const paths = requestMix();
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip, br' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
  });
  return { rps: Math.round(result.requests.average), p95: result.latency.p97_5, errors: result.errors + result.non2xx };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-server-'));
try {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('api build failed');
  const port = await freePort();
  console.log(
    `[bench:server] load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.cpus().length} CPUs`,
  );

  const first = await start(dataDir, port);
  console.log(`[bench:server] first start (migrate + seed ${hotels} hotels): ${first.seconds.toFixed(2)} s`);
  await stop(first.child);

  const second = await start(dataDir, port);
  const idle = memoryMB(second.child.pid!);
  console.log(`[bench:server] second start: ${second.seconds.toFixed(2)} s, resident ${idle.rss} MB`);

  const figures = await load(port);
  const after = memoryMB(second.child.pid!);
  console.log(
    `[bench:server] load ${connections} connections × ${duration} s: ${figures.rps} req/s, p97.5 ${figures.p95} ms, ` +
      `${figures.errors} errors; resident ${after.rss} MB (peak ${after.peak} MB)`,
  );
  await stop(second.child);
  console.log(
    JSON.stringify({
      firstStartS: Number(first.seconds.toFixed(2)),
      secondStartS: Number(second.seconds.toFixed(2)),
      rssMB: after.rss,
      peakRssMB: after.peak,
      rps: figures.rps,
      p95Ms: figures.p95,
      errors: figures.errors,
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
