import path from 'node:path';
import Fastify from 'fastify';
import app, { serverOptions } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { startSeedOf } from './db/seed/start-seed';
import { assertStartable } from './start-requirements';

function readConfig(): AppConfig {
  try {
    // INIT_CWD = where pnpm was invoked, so `pnpm --filter api start` and the root's `pnpm serve` share ./.data.
    const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
    assertStartable(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const server = Fastify(serverOptions(config));

await server.register(app, {
  config,
  database: config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  // Production: reference data only, unless SEED_DEMO=true (then with SEED_DEMO_PASSWORD, checked above).
  seed: startSeedOf(config),
  generateImages: true,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    server.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  closing = true;
  server.log.info({ signal }, 'shutting down');
  // Give in-flight requests and PGlite's final flush a bounded time; a hung close must not block forever.
  const timer = setTimeout(() => {
    server.log.error('shutdown timed out');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
// `on`, not `once`: a second Ctrl+C while closing must force the exit instead of killing us uncleanly.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await server.listen({ host: config.host, port: config.port });
  server.log.info({ dataDir: config.dataDir, db: server.dbKind, docs: `http://localhost:${config.port}/api/docs` }, 'hotel marketplace ready');
} catch (error) {
  server.log.error({ err: error }, 'failed to start');
  await server.close().catch(() => undefined);
  process.exit(1);
}
