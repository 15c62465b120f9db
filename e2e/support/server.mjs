// Starts the production server exactly as `pnpm serve` does (`node api/dist/server.js` from the repository
// root) on a given port with a fresh temporary DATA_DIR, and waits for /api/health.
// Shared by the Playwright global setup and scripts/bench-web.mjs. It compiles the API first (esbuild, under a
// second) so a run never serves stale server code; it never builds the front end.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, readFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Resolves to true when nothing listens on 127.0.0.1:port. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** A port the OS reports free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Throws with a clear message when the production build the server serves is missing. */
export function assertBuilt() {
  const missing = ['shell/dist/index.html'].filter((f) => !existsSync(path.join(repoRoot, f)));
  if (missing.length) {
    throw new Error(`No production build (${missing.join(', ')} missing): run \`pnpm build\` first.`);
  }
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * @param {{ port: number, logFile: string, timeoutMs?: number, env?: Record<string,string> }} opts
 * @returns {Promise<{ url: string, dataDir: string, logFile: string, stop: () => Promise<void> }>}
 */
export async function startServer({ port, logFile, timeoutMs = 180_000, env = {} }) {
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} is already in use; e2e reuses no running server. Free it or set E2E_PORT.`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-e2e-data-'));
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const childEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_ROOT: repoRoot, ...env };
  // A fresh embedded database every run: never point the served build at a shared PostgreSQL by accident.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;

  const compiled = spawnSync(process.execPath, ['api/scripts/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (compiled.status !== 0) throw new Error(`API build failed:\n${compiled.stdout}${compiled.stderr}`);
  const child = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exitPromise;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (exited) {
      await stop();
      throw new Error(
        `Server exited (code ${exited.code}, signal ${exited.signal}) before /api/health answered.\n` + `--- ${logFile} (tail) ---\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Server did not answer ${url}/api/health within ${timeoutMs / 1000} s.\n` + `--- ${logFile} (tail) ---\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, logFile, stop };
}
