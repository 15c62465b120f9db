import type { FastifyInstance } from 'fastify';
import { runSettlementRound } from './settlement.service';

/** First round shortly after start, then hourly: a week closes at Monday 00:00 in Seoul and is computed within the hour. */
export const SETTLEMENT_FIRST_RUN_MS = 10_000;
export const SETTLEMENT_INTERVAL_MS = 3_600_000;

/**
 * Computes the closed weeks' statements. Every instance schedules it; the round takes a PostgreSQL advisory lock,
 * so one instance does the work and the others skip (ARCHITECTURE §4 "Scale-out").
 */
export function scheduleSettlementJob(fastify: FastifyInstance): void {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runSettlementRound(fastify.db, fastify.clock)
      .then((written) => {
        if (written) fastify.log.info({ written }, 'settlement statements computed');
      })
      .catch((err: unknown) => fastify.log.error({ err }, 'settlement job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  fastify.addHook('onReady', async () => {
    first = setTimeout(tick, SETTLEMENT_FIRST_RUN_MS);
    timer = setInterval(tick, SETTLEMENT_INTERVAL_MS);
    first.unref();
    timer.unref();
  });
  fastify.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
