import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import app, { serverOptions } from './app';
import { businessToday, systemClock, type Clock } from './clock';
import { loadConfig, type LogLevel } from './config';
import type { DatabaseTarget } from './db/database';
import type { StartSeed } from './db/seed/start-seed';
import { createTemporaryDatabase, createTemporaryDatabaseFrom, pgliteTemplate, type TemplateSeed } from './db/test-database';

export interface BuildOptions {
  /**
   * 'fresh' (default): an empty database for this app only: in-memory PGlite, or a temporary PostgreSQL
   * database when TEST_DATABASE_URL is set (dropped on close). `{ dataDir }` = file-backed PGlite there;
   * `{ url }` = that PostgreSQL database, left in place.
   */
  database?: 'fresh' | { dataDir: string } | { url: string };
  /** Demo world to seed (a tiny one by default so tests stay fast), 'reference-data' alone, or false = none. */
  seed?: StartSeed;
  /** Where images live; a temporary folder (removed on close) by default. */
  dataDir?: string;
  generateImages?: boolean;
  /** Defaults to an empty folder, i.e. no web UI served. */
  webRoot?: string;
  remotesFile?: string;
  clock?: Clock;
  logLevel?: LogLevel;
  /** Receives the JSON log lines (e.g. to assert that a 500 was logged with its errorId). */
  logStream?: { write(line: string): void };
  /** Extra environment for loadConfig (e.g. AUTH_RATE_LIMIT_MAX, REDIS_URL, OAUTH_* of a fake provider). */
  env?: Record<string, string>;
  /** Runs after the app is registered and before ready: e.g. a test-only route. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Sees every route as it is registered (the guard tests walk them, hidden ones included). */
  onRoute?: (route: RouteOptions) => void;
}

export const TEST_SEED_HOTELS = 20;

/** A ready app on its own database, for `app.inject()` tests. Close it to release the database. */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const cleanups: (() => Promise<void>)[] = [];
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'hotel-api-test-')));
  if (!options.dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  const seed = options.seed ?? { hotels: TEST_SEED_HOTELS };
  // The seed depends on the business date of the app's clock (and on nothing else of the clock): a fresh
  // database starts as a copy of the world seeded once for that date, and the app's own seed step finds it done.
  // A world with its own password, or reference data alone, is written by the app itself on an empty database.
  const template: TemplateSeed =
    typeof seed === 'object' && seed.password === undefined
      ? { hotels: seed.hotels, ...(seed.seed === undefined ? {} : { seed: seed.seed }), today: businessToday(options.clock ?? systemClock) }
      : false;
  const database = await resolveDatabase(options.database ?? 'fresh', template, cleanups);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ...options.env }),
    dataDir,
    webRoot: options.webRoot ?? dataDir,
    remotesFile: options.remotesFile,
    logLevel: options.logLevel ?? ((process.env.LOG_LEVEL as LogLevel | undefined) || 'silent'),
  };
  const base = serverOptions(config);
  const instance = Fastify({
    ...base,
    pluginTimeout: 0,
    ...(options.logStream ? { logger: { level: options.logLevel ?? 'info', stream: options.logStream } } : {}),
  });
  if (options.onRoute) instance.addHook('onRoute', options.onRoute);
  // Cleanups run after the app (and so the database pool) has closed.
  instance.addHook('onClose', async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  await instance.register(app, {
    config,
    database,
    seed,
    generateImages: options.generateImages ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await options.extend?.(instance);
  try {
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => undefined);
    throw error;
  }
  return instance;
}

async function resolveDatabase(
  choice: NonNullable<BuildOptions['database']>,
  template: TemplateSeed,
  cleanups: (() => Promise<void>)[],
): Promise<DatabaseTarget> {
  if (choice !== 'fresh') {
    return 'url' in choice ? { kind: 'postgres', url: choice.url } : { kind: 'pglite', dataDir: choice.dataDir };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const temporary =
      process.env.TEST_DATABASE_TEMPLATES === '0' ? await createTemporaryDatabase(adminUrl) : await createTemporaryDatabaseFrom(adminUrl, template);
    cleanups.push(temporary.drop);
    return { kind: 'postgres', url: temporary.url };
  }
  return { kind: 'pglite', loadDataDir: await pgliteTemplate(process.env.TEST_DATABASE_TEMPLATES === '0' ? false : template) };
}
