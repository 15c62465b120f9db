import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ApiProcessOptions {
  /** PostgreSQL URL (BENCH_DATABASE_URL) or file-backed PGlite folder (BENCH_PGLITE_DIR). */
  database: { url: string } | { dataDir: string };
  /** Seed the demo world with this many hotels first (only the first process of a shared database). */
  seedHotels?: number;
  /** Extra app configuration (loadConfig keys), e.g. SEARCH_CACHE_SIZE or HOLD_MAX_ACTIVE_PER_USER. */
  appEnv?: Record<string, string>;
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  base: string;
}

/**
 * Starts the API in a child process (bench-server.ts), so the load generator never shares the server's event loop
 * and two instances are two real processes. Resolves when it listens.
 */
export function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const env: Record<string, string> = {
    ...('url' in options.database ? { BENCH_DATABASE_URL: options.database.url } : { BENCH_PGLITE_DIR: options.database.dataDir }),
    ...(options.seedHotels ? { BENCH_SEED_HOTELS: String(options.seedHotels) } : {}),
    BENCH_APP_ENV: JSON.stringify(options.appEnv ?? {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
    cwd: path.resolve(here, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /listening (\d+)/.exec(buffer);
      if (match) resolve({ child, port: Number(match[1]), base: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`the API process exited (${code}) before listening`)));
  });
}

export function stopApiProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
