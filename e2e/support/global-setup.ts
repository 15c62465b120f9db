import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { fakeIdpEnv, startFakeIdp } from './fake-idp.mjs';
import { assertBuilt, startServer } from './server.mjs';

/**
 * Serves the production build the way `pnpm serve` does, on E2E_PORT (default 8181) with a fresh temporary
 * DATA_DIR, so every run starts from the deterministic seed. A fake Kakao (E2E_IDP_PORT, default E2E_PORT + 1)
 * is started first, because the server reads the provider's addresses from its environment at start.
 * The returned function stops both and removes the data.
 */
export default async function globalSetup(config: FullConfig) {
  assertBuilt();
  const baseURL = config.projects[0]?.use.baseURL;
  const port = Number(new URL(baseURL ?? 'http://127.0.0.1:8181').port);
  const idpPort = Number(process.env.E2E_IDP_PORT || port + 1);
  const logFile = process.env.E2E_SERVER_LOG || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'playwright-report', 'server.log');
  const timeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS || 180_000);
  const startedAt = Date.now();
  const idp = await startFakeIdp({ port: idpPort });
  let server;
  try {
    server = await startServer({
      port,
      logFile,
      timeoutMs,
      env: {
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        // A copy of the builds (<root>/<pkg>/dist) keeps a run steady while someone rebuilds the working tree.
        ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
        ...fakeIdpEnv(idpPort),
        // The journeys sign in and send codes far more often than a person; the limits themselves are API tests.
        AUTH_RATE_LIMIT_MAX: '10000',
        AUTH_RATE_LIMIT_LOGIN_MAX: '10000',
        AUTH_RATE_LIMIT_EMAIL_MAX: '10000',
        // A tenth of the default proof of work per login: on CI's two shared cores the default took up to 22 s a
        // login. The widget, the signed challenge and its single use are unchanged; the work's size is an API test.
        ALTCHA_MAX_NUMBER: '5000',
      },
    });
  } catch (error) {
    await idp.stop();
    throw error;
  }
  console.log(
    `[e2e] server ready at ${server.url} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s ` + `(fake Kakao at ${idp.url}; log: ${logFile})`,
  );
  return async () => {
    await server.stop();
    await idp.stop();
  };
}
