/**
 * Builds a demo world outside the server, e.g. a large one for benchmarks:
 *   pnpm --filter api seed -- --hotels 5000 [--seed 42] [--reset]
 * Uses the same DATABASE_URL / DATA_DIR as the server. Without --reset an already seeded database is left alone.
 * SEED_DEMO_PASSWORD replaces the README's passwords (required with NODE_ENV=production).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { businessToday, systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { ensureImages } from '../images/image.generator';
import { openDatabase, queryRows, type Database } from './database';
import { DEFAULT_SEED, seedIfEmpty } from './seed/seed';
import { demoSeedProblems } from './seed/start-seed';

const USAGE = 'usage: seed [--hotels N] [--seed N] [--reset]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    // pnpm forwards the `--` separator itself; drop it so `pnpm seed -- --hotels 10` works.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      hotels: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const hotels = values.hotels === undefined ? config.seedHotels : Number(values.hotels);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(hotels) || hotels < 1 || !Number.isInteger(seed)) throw new ConfigError(USAGE);
  // Asking for the demo world is explicit here, but in production never with the README's passwords.
  const problems = demoSeedProblems({ ...config, seedDemo: true });
  if (problems.length > 0) throw new ConfigError(`Cannot seed:\n${problems.join('\n')}`);
  const password = config.seedDemoPassword;

  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  try {
    if (values.reset) await truncateAll(handle.db);
    const summary = await seedIfEmpty(handle.db, {
      hotels,
      seed,
      today: businessToday(systemClock),
      ...(password === undefined ? {} : { password }),
    });
    console.log(JSON.stringify({ db: handle.kind, ...summary }));
    if (!summary.seeded) console.log('nothing seeded: the database already has a world (use --reset to rebuild it)');
    const images = await ensureImages(path.join(config.dataDir, 'images'));
    console.log(JSON.stringify({ images }));
  } finally {
    await handle.close();
  }
}

/** Empties every application table (keeps the schema and migration history). */
async function truncateAll(db: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
