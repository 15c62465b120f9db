import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { assertBuilt, startServer } from './server.mjs';

/**
 * Serves the production build the way `pnpm serve` does, on E2E_PORT (default 8181) with a fresh temporary
 * DATA_DIR, so every run starts from the deterministic seed. The returned function stops it and removes the data.
 */
export default async function globalSetup(config: FullConfig) {
  assertBuilt();
  const baseURL = config.projects[0]?.use.baseURL;
  const port = Number(new URL(baseURL ?? 'http://127.0.0.1:8181').port);
  const logFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'playwright-report', 'server.log');
  const timeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS || 180_000);
  const startedAt = Date.now();
  const server = await startServer({ port, logFile, timeoutMs });
  console.log(`[e2e] server ready at ${server.url} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (log: ${logFile})`);
  return async () => {
    await server.stop();
  };
}
