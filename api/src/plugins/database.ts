import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { businessToday, type Clock } from '../clock';
import { openDatabase, type ChannelListen, type Database, type DatabaseKind, type DatabaseTarget } from '../db/database';
import { seedReferenceData } from '../db/seed/reference-data.seed';
import { seedIfEmpty } from '../db/seed/seed';
import type { StartSeed } from '../db/seed/start-seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** LISTEN on a channel of this database (modules/notify/channel-listener.ts keeps one per instance). */
    dbListen: ChannelListen;
  }
}

export interface DatabasePluginOptions {
  target: DatabaseTarget;
  /** Demo world built on first start, the reference data alone, or false = leave an empty database empty. */
  seed: StartSeed;
  clock: Clock;
}

async function databasePlugin(fastify: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase(options.target);
  fastify.log.info({ db: handle.kind, millis: Math.round(performance.now() - started) }, 'database ready (migrations applied)');
  fastify.decorate('db', handle.db);
  fastify.decorate('dbKind', handle.kind);
  fastify.decorate('dbListen', handle.listen);
  // Registered before anything can fail below, so a failed seed still releases the database.
  fastify.addHook('onClose', async () => {
    await handle.close();
  });

  if (options.seed === 'reference-data') {
    const summary = await seedReferenceData(handle.db);
    if (summary.seeded) fastify.log.info(summary, 'reference data written (no demo world: SEED_DEMO is not set)');
  } else if (options.seed !== false) {
    const summary = await seedIfEmpty(handle.db, { ...options.seed, today: businessToday(options.clock) });
    if (summary.seeded) fastify.log.info(summary, 'demo world seeded');
    else if (summary.reason === 'not-empty') fastify.log.warn('database has data but no seed marker: seed skipped');
  }
}

export default fp(databasePlugin, { name: 'database', fastify: '5.x' });
