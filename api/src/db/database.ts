import { availableParallelism } from 'node:os';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** Driver-neutral handle: repositories only use what PGlite and node-postgres have in common. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository accepts either the database or an open transaction. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseTarget =
  /** poolMax: connections of the pool (default DEFAULT_POOL_MAX). */
  | { kind: 'postgres'; url: string; poolMax?: number }
  /** dataDir undefined = in-memory (tests); loadDataDir starts from a dumped data directory instead of initdb. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Subscribes to a NOTIFY channel: on a connection of its own (PostgreSQL) or the embedded client (PGlite, in
 * process). `onLost` is called once if that connection breaks (then subscribe again); the answer unsubscribes.
 */
export type ChannelListen = (channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  listen: ChannelListen;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

// Any constant works; it only has to be the same for every instance sharing one PostgreSQL.
const MIGRATION_LOCK_KEY = 72_010_001;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolMax ?? DEFAULT_POOL_MAX) : openPglite(target.dataDir, target.loadDataDir);
}

/**
 * PGlite's Postgres runs inside the process's WebAssembly heap, which grows and never shrinks: the default 128 MB of
 * shared buffers alone kept the server near 500 MB resident after a load test. The embedded demo world (a few
 * hundred hotels, ~30 MB of tables and indexes) fits in 32 MB, and pages beyond it come from the OS page cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    postgresqlconf: PGLITE_SETTINGS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    // Closing flushes PGlite's WAL to disk; skipping it loses recent writes on the next start.
    close: () => client.close(),
  };
}

/**
 * Connections per API process: twice the cores, at least 4 (DATABASE_POOL_MAX overrides). More statements in flight
 * than the machine has cores only queue inside PostgreSQL and contend there: on the 2-core machine 10 connections gave
 * 157 searches/s at p95 246 ms where 4 gave 222/s at 123 ms (docs/performance.md, issue 28 §1).
 */
export const DEFAULT_POOL_MAX = Math.max(4, 2 * availableParallelism());

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listen: (channel, onPayload, onLost) => listenPostgres(url, channel, onPayload, onLost),
    close: () => pool.end(),
  };
}

/** LISTEN holds its connection for good, so it gets one of its own rather than one of the pool's. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let over = false;
  const lost = (error: Error) => {
    if (over) return;
    over = true;
    void client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', () => lost(new Error('listener connection ended')));
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    over = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    over = true;
    await client.end().catch(() => undefined);
  };
}

/** Several instances may start at once against one PostgreSQL: a session advisory lock serialises migrating. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the driver-neutral type cannot say so;
 * this is the one place that relies on it.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
