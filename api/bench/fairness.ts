/**
 * pnpm bench:fairness — does one heavy client starve everybody else?
 *
 * Runs the API in a child process (fresh demo world, embedded PGlite; PostgreSQL when TEST_DATABASE_URL is
 * set), then for each scenario: eight connections hammer `/api/search/hotels?limit=50` with autocannon while a
 * separate client asks `/api/health` one request after the other; prints the heavy load's rate and 429s and
 * the health latencies. The clients are told apart by X-Forwarded-For (the server trusts 127.0.0.1 as its
 * proxy), as they would be behind a real proxy.
 *
 * Scenarios: `unprotected` (per-client limits off and no fair queue: first come, first served, as before
 * issue 13), `one-client` (the eight connections are one client) and `eight-clients` (one client each).
 * Options: --duration=<s> (default 20), --hotels=<n> (default 300), --only=<scenario>.
 * The last line is JSON: {"<scenario>": {"healthP50","healthP95","healthMax","healthSamples","searchRps","search429",
 * "searchP95"}, ...} (milliseconds; searchRps counts answered searches, search429 the refused ones).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'] as const;
  }),
);

/** The child: the whole app on a fresh database, listening on a free port. */
async function serve(): Promise<void> {
  const { build } = await import('../src/build');
  const env: Record<string, string> = { TRUST_PROXY: '127.0.0.1' };
  for (const name of ['RATE_LIMIT_ENABLED', 'API_CONCURRENCY', 'RATE_LIMIT_SEARCH_MAX', 'RATE_LIMIT_MAX']) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  const app = await build({ seed: { hotels: Number(args.get('hotels') ?? 300) }, logLevel: 'silent', env });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''} ${app.dbKind}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

interface Scenario {
  name: string;
  env: Record<string, string>;
  /** X-Forwarded-For of the heavy request number n. */
  heavyClient: (n: number) => string;
}

const SCENARIOS: Scenario[] = [
  { name: 'unprotected', env: { RATE_LIMIT_ENABLED: 'false', API_CONCURRENCY: '100000' }, heavyClient: (n) => `198.51.100.${n % 8}` },
  { name: 'one-client', env: {}, heavyClient: () => '198.51.100.1' },
  { name: 'eight-clients', env: {}, heavyClient: (n) => `198.51.100.${n % 8}` },
];

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; db: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', `--hotels=${args.get('hotels') ?? 300}`], {
    cwd: path.resolve(here, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /listening (\d+) (\w+)/.exec(buffer);
      if (match) resolve({ child, port: Number(match[1]), db: match[2] ?? '' });
    });
    child.on('exit', (code) => reject(new Error(`the API process exited (${code}) before listening`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (value: number) => Math.round(value * 10) / 10;

async function runScenario(scenario: Scenario, durationSeconds: number) {
  const { child, port, db } = await startServer(scenario.env);
  const base = `http://127.0.0.1:${port}`;
  try {
    // Warm-up: the first search compiles its queries.
    await fetch(`${base}/api/search/hotels?limit=50`, { headers: { 'x-forwarded-for': '192.0.2.1' } });
    let next = 0;
    let stopped = false;
    const statuses = new Map<number, number>();
    const searchLatencies: number[] = [];
    const heavy = new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: 8,
          duration: durationSeconds,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                path: '/api/search/hotels?limit=50',
                headers: { ...request.headers, 'x-forwarded-for': scenario.heavyClient(next++) },
              }),
            },
          ],
        },
        (error) => (error ? reject(error) : resolve()),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        if (statusCode === 200) searchLatencies.push(responseTime);
      });
    });
    // Health, one request at a time from its own client, for as long as the load runs.
    const latencies: number[] = [];
    const healthLoop = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      while (!stopped) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.50' } });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await heavy;
    stopped = true;
    await healthLoop;
    latencies.sort((a, b) => a - b);
    searchLatencies.sort((a, b) => a - b);
    const summary = {
      healthP50: round(percentile(latencies, 50)),
      healthP95: round(percentile(latencies, 95)),
      healthMax: round(latencies.at(-1) ?? NaN),
      healthSamples: latencies.length,
      searchRps: round((statuses.get(200) ?? 0) / durationSeconds),
      search429: statuses.get(429) ?? 0,
      searchP95: round(percentile(searchLatencies, 95)),
    };
    console.log(`[bench:fairness] ${db} ${scenario.name}: ${JSON.stringify(summary)}`);
    return summary;
  } finally {
    await stopServer(child);
  }
}

async function main(): Promise<void> {
  const duration = Number(args.get('duration') ?? 20);
  const only = args.get('only');
  const results: Record<string, unknown> = {};
  for (const scenario of SCENARIOS) {
    if (only && scenario.name !== only) continue;
    results[scenario.name] = await runScenario(scenario, duration);
  }
  console.log(JSON.stringify(results));
}

if (args.has('serve')) await serve();
else await main();
