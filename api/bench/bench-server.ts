import { build } from '../src/build';

/**
 * The API as the benchmark measures it, in its own process (so the load generator does not share its event
 * loop): the whole app on the benchmark database, no demo seed, logging off. Prints `listening <port>`.
 * Environment: BENCH_DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR (file-backed PGlite).
 */
const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_PGLITE_DIR;
if (!url && !dataDir) throw new Error('BENCH_DATABASE_URL or BENCH_PGLITE_DIR is required');

// SEARCH_CACHE_SIZE=0 (bench:search --no-cache) measures the queries alone, without the exact result cache.
const cacheSize = process.env.SEARCH_CACHE_SIZE;
const app = await build({
  database: url ? { url } : { dataDir: dataDir! },
  seed: false,
  logLevel: 'silent',
  // The load comes from one address: without this the per-client limits would refuse most of it.
  env: { RATE_LIMIT_ENABLED: 'false', ...(cacheSize === undefined ? {} : { SEARCH_CACHE_SIZE: cacheSize }) },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
