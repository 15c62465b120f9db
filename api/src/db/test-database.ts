import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT, REPO_ROOT } from '../paths';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './database';
import * as schema from './schema';
import { seedIfEmpty } from './seed/seed';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * What a test database starts with: `false` = migrated and empty; otherwise migrated and seeded with these
 * options. The seed is a function of (source code, hotels, seed, business date) only — it takes `today` from the
 * test's clock and draws from a seeded PRNG — so a world seeded once can be copied for every app asking for the
 * same one. (Row timestamps the database fills with now() and the random argon2 salts are the template's; no test
 * may rely on those being fresh.)
 */
export type TemplateSeed = { hotels: number; seed?: number; today: string } | false;

/**
 * Creates a uniquely named database next to the one in `adminUrl`, so each test file gets its own schema and runs
 * in isolation from the others and from any real data. Empty, or a copy of `template` (see postgresTemplate).
 */
export async function createTemporaryDatabase(adminUrl: string, template?: string): Promise<TemporaryDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    drop: () => runAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * A temporary database already migrated (and seeded, when asked): `CREATE DATABASE … TEMPLATE` copies files,
 * which takes a fraction of the seconds that migrating and seeding take. Falls back to building a new template
 * when another run's clean-up dropped it in between.
 */
export async function createTemporaryDatabaseFrom(adminUrl: string, seed: TemplateSeed): Promise<TemporaryDatabase> {
  try {
    return await createTemporaryDatabase(adminUrl, await postgresTemplate(adminUrl, seed));
  } catch (error) {
    // 3D000 invalid_catalog_name: the template is gone; anything else is a real failure.
    if ((error as { code?: string }).code !== '3D000') throw error;
    postgresTemplates.delete(await templateName(seed));
    return createTemporaryDatabase(adminUrl, await postgresTemplate(adminUrl, seed));
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const TEMPLATE_PREFIX = 'api_test_tpl_';
// Templates of older code (or of a business date gone by) are dropped once this old, unless in use at that moment.
const TEMPLATE_MAX_AGE_MS = 60 * 60 * 1000;
const postgresTemplates = new Map<string, Promise<string>>();

/** The name of a template database holding the migrated (and seeded) world, built at most once per fingerprint. */
export async function postgresTemplate(adminUrl: string, seed: TemplateSeed): Promise<string> {
  const name = await templateName(seed);
  let pending = postgresTemplates.get(name);
  if (!pending) {
    pending = ensurePostgresTemplate(adminUrl, name, seed);
    postgresTemplates.set(name, pending);
    pending.catch(() => postgresTemplates.delete(name));
  }
  return pending;
}

async function templateName(seed: TemplateSeed): Promise<string> {
  return `${TEMPLATE_PREFIX}${createHash('sha256')
    .update(await sourceFingerprint())
    .update(JSON.stringify(seed))
    .digest('hex')
    .slice(0, 20)}`;
}

/**
 * Race-safe across processes (test files run in parallel, other checkouts share the server): builders of one name
 * queue on an advisory lock, the first builds under a private name and renames it when complete, so nobody ever
 * copies a half-built template.
 */
async function ensurePostgresTemplate(adminUrl: string, name: string, seed: TemplateSeed): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_b${process.pid}`;
    await client.query(`drop database if exists "${building}" with (force)`);
    await client.query(`create database "${building}"`);
    await client.query(`comment on database "${building}" is '${Date.now()}'`);
    try {
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building) });
      try {
        if (seed) await seedIfEmpty(handle.db, seed);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      await client.query(`drop database if exists "${building}" with (force)`).catch(() => undefined);
      throw error;
    }
    await dropStaleTemplates(client, name);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
}

async function dropStaleTemplates(client: pg.Client, keep: string): Promise<void> {
  const { rows } = await client.query<{ datname: string; created: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as created from pg_database
      where datname like $1 and datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, keep],
  );
  for (const { datname, created } of rows) {
    if (Date.now() - Number(created ?? 0) < TEMPLATE_MAX_AGE_MS) continue;
    // Without FORCE: a template someone is copying right now stays (they rebuild it if it goes later).
    await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

/**
 * A dumped, already migrated PGlite data directory. PGlite's initdb takes seconds while loading a dump takes
 * well under one, so test files share one dump per migration set, cached in the OS temp folder.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  return pgliteTemplate(false);
}

/** Like migratedPgliteTemplate, also seeded when asked: one dump per (source, seed options, business date). */
export function pgliteTemplate(seed: TemplateSeed): Promise<Blob> {
  const key = JSON.stringify(seed);
  let pending = pgliteTemplates.get(key);
  if (!pending) {
    pending = loadOrCreatePgliteTemplate(seed);
    pgliteTemplates.set(key, pending);
    pending.catch(() => pgliteTemplates.delete(key));
  }
  return pending;
}

async function loadOrCreatePgliteTemplate(seed: TemplateSeed): Promise<Blob> {
  const fingerprint = seed
    ? createHash('sha256')
        .update(await sourceFingerprint())
        .update(JSON.stringify(seed))
        .digest('hex')
        .slice(0, 16)
    : await migrationsFingerprint();
  const prefix = seed ? 'hotel-api-pglite-seeded-' : 'hotel-api-pglite-';
  const file = path.join(os.tmpdir(), `${prefix}${fingerprint}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  let client: PGlite;
  if (seed) {
    client = new PGlite({ loadDataDir: await pgliteTemplate(false) });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedIfEmpty(db as unknown as Database, seed);
  } else {
    client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Write-then-rename so a concurrently starting test process never reads a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  if (seed) await removeStaleDumps(prefix, file);
  return dump;
}

/** Seeded dumps of older code or of past business dates pile up otherwise (a new one per edit of api/src). */
async function removeStaleDumps(prefix: string, keep: string): Promise<void> {
  const dir = os.tmpdir();
  for (const entry of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, entry);
    if (!entry.startsWith(prefix) || file === keep) continue;
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > TEMPLATE_MAX_AGE_MS) await rm(file, { force: true });
  }
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The resolved path carries the installed PGlite version (pnpm store path): a new PGlite gets a new dump.
  hash.update(import.meta.resolve('@electric-sql/pglite'));
  for (const entry of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (!entry.endsWith('.sql') && !entry.endsWith('.json')) continue;
    hash.update(entry);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, entry)));
  }
  return hash.digest('hex').slice(0, 16);
}

let sourceInProcess: Promise<string> | undefined;

/**
 * Migrations plus every source file of the api and of shared-contracts (not only the seed's: it calls services, the
 * schema and the password hasher), so any change to the code a seeded world comes from makes a new template.
 */
function sourceFingerprint(): Promise<string> {
  sourceInProcess ??= (async () => {
    const hash = createHash('sha256').update(await migrationsFingerprint());
    // shared-contracts: the api imports its constants and schemas.
    for (const src of [path.join(API_ROOT, 'src'), path.join(REPO_ROOT, 'shared-contracts', 'src')]) {
      const files = (await readdir(src, { recursive: true }).catch(() => [] as string[]))
        .map(String)
        .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !/\.test\.[cm]?[jt]sx?$/.test(f))
        .sort();
      for (const file of files) {
        hash.update(file);
        hash.update(await readFile(path.join(src, file)));
      }
    }
    return hash.digest('hex');
  })();
  return sourceInProcess;
}
