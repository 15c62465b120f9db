/**
 * One client's burst against everybody else (issue 25 §4):
 *   pnpm --filter api exec node --import tsx bench/client-burst.ts [--burst=300] [--rounds=3] [--hotels=20]
 *
 * Runs the API in a child process (embedded PGlite, a small demo world; PostgreSQL when TEST_DATABASE_URL is set)
 * trusting 127.0.0.1 as its proxy, so X-Forwarded-For tells the clients apart as a real proxy would. Each round,
 * client A sends `--burst` hotel-detail reads at once, each on its own connection; 50 ms later client B, a process
 * of its own (so A's load on this process does not delay it), asks `/api/health`, then a light read (`/api/regions`). Prints per round A's answers by status and B's times, and as
 * the last line the medians as JSON: {"burst","a200","a429","aMs","healthMs","lightMs"} (milliseconds; aMs is the
 * time until A's last answer).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'] as const;
  }),
);
const hotels = Number(args.get('hotels') ?? 20);

/** The child: the whole app on a fresh database, listening on a free port. */
async function serve(): Promise<void> {
  const { build } = await import('../src/build');
  const app = await build({ seed: { hotels }, logLevel: 'silent', env: { TRUST_PROXY: '127.0.0.1' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', `--hotels=${hotels}`], {
    cwd: path.resolve(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /listening (\d+)/.exec(buffer);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`the API process exited (${code}) before listening`)));
  });
}

interface Answer {
  status: number;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
  /** performance.now() at the end of the answer. */
  at: number;
}

/** A GET on a connection of its own (no keep-alive), as `client` behind the trusted proxy. */
function get(port: number, url: string, client: string): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: false });
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent, headers: { 'x-forwarded-for': client } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - sent, at: performance.now() }));
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const sleepUntil = (epochMs: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())));

/** Client B: at the wall-clock time `at`, health and then a light read; prints the answers as JSON. */
async function clientB(port: number, at: number): Promise<void> {
  await sleepUntil(at);
  const health = await get(port, '/api/health', '203.0.113.9');
  const light = await get(port, '/api/regions', '203.0.113.9');
  console.log(JSON.stringify({ health, light }));
}

function startClientB(port: number, at: number): Promise<{ health: Answer; light: Answer }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--client-b', `--port=${port}`, `--at=${at}`], {
    cwd: path.resolve(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as { health: Answer; light: Answer }) : reject(new Error(`client B exited ${code}`)),
    ),
  );
}

async function round(port: number, burst: number) {
  // B starts its own process now and sends 50 ms after A's burst leaves.
  const burstAt = Date.now() + 1500;
  const b = startClientB(port, burstAt + 50);
  await sleepUntil(burstAt);
  const started = performance.now();
  const heavy = Array.from({ length: burst }, (_, n) => get(port, `/api/hotels/${(n % hotels) + 1}`, '198.51.100.1'));
  const answers = await Promise.all(heavy);
  const { health, light } = await b;
  const a200 = answers.filter((answer) => answer.status === 200).length;
  const a429 = answers.filter((answer) => answer.status === 429).length;
  const aMs = Math.max(...answers.map((answer) => answer.at)) - started;
  return { a200, a429, aMs: Math.round(aMs), healthMs: Math.round(health.ms), lightMs: Math.round(light.ms), b: [health.status, light.status] };
}

async function main(): Promise<void> {
  const burst = Number(args.get('burst') ?? 300);
  const rounds = Number(args.get('rounds') ?? 3);
  const { child, port } = await startServer();
  try {
    // Warm-up: the first detail compiles its queries.
    await get(port, '/api/hotels/1', '192.0.2.1');
    const results: Awaited<ReturnType<typeof round>>[] = [];
    for (let n = 0; n < rounds; n += 1) {
      const result = await round(port, burst);
      console.log(`[client-burst] round ${n + 1}: ${JSON.stringify(result)}`);
      results.push(result);
      // Let A's concurrency and budgets settle before the next round.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    const pick = (key: 'a200' | 'a429' | 'aMs' | 'healthMs' | 'lightMs') => median(results.map((result) => result[key]));
    console.log(
      JSON.stringify({ burst, a200: pick('a200'), a429: pick('a429'), aMs: pick('aMs'), healthMs: pick('healthMs'), lightMs: pick('lightMs') }),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

if (args.has('serve')) await serve();
else if (args.has('client-b')) await clientB(Number(args.get('port')), Number(args.get('at')));
else await main();
