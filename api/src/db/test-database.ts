import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './database';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty, uniquely named database next to the one in `adminUrl`, so each test file gets its own
 * schema and runs in isolation from the others and from any real data.
 */
export async function createTemporaryDatabase(adminUrl: string): Promise<TemporaryDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    drop: () => runAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
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

let templateInProcess: Promise<Blob> | undefined;

/**
 * A dumped, already migrated PGlite data directory. PGlite's initdb takes seconds while loading a dump takes
 * well under one, so test files share one dump per migration set, cached in the OS temp folder.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  templateInProcess ??= loadOrCreateTemplate();
  return templateInProcess;
}

async function loadOrCreateTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `hotel-api-pglite-${await migrationsFingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Write-then-rename so a concurrently starting test process never reads a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
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
