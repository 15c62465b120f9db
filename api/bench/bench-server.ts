import { build } from '../src/build';

/**
 * The API as the benchmarks measure it, in its own process (so the load generator does not share its event
 * loop): the whole app on the benchmark database, logging off. Prints `listening <port>`. Started by
 * api-process.ts. Environment: BENCH_DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR (file-backed PGlite);
 * BENCH_SEED_HOTELS seeds that many demo hotels first (none by default: the search world is built by the bench);
 * BENCH_APP_ENV, a JSON object of app configuration (e.g. SEARCH_CACHE_SIZE=0 for bench:search --no-cache).
 */
const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_PGLITE_DIR;
if (!url && !dataDir) throw new Error('BENCH_DATABASE_URL or BENCH_PGLITE_DIR is required');
const seedHotels = Number(process.env.BENCH_SEED_HOTELS ?? 0);
const appEnv = JSON.parse(process.env.BENCH_APP_ENV ?? '{}') as Record<string, string>;

const app = await build({
  database: url ? { url } : { dataDir: dataDir! },
  seed: seedHotels > 0 ? { hotels: seedHotels } : false,
  logLevel: 'silent',
  // The load comes from one address: without this the per-client limits would refuse most of it.
  env: { RATE_LIMIT_ENABLED: 'false', ...appEnv },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
