import type { FastifyInstance } from 'fastify';
import type { HoldService } from './reservation.service';

/**
 * Releases lapsed holds every `intervalSeconds`. Every instance runs it; the release statement skips holds
 * another instance has locked and only ends ACTIVE ones, so each hold's rooms come back exactly once.
 */
export function scheduleHoldExpiry(fastify: FastifyInstance, service: HoldService, intervalSeconds: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    // A slow round (a huge backlog) is not overlapped by the next one.
    if (running) return;
    running = service
      .expireDue()
      .then((released) => {
        if (released.holds > 0) fastify.log.info(released, 'expired holds released');
      })
      .catch((err: unknown) => fastify.log.error({ err }, 'hold expiry job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  fastify.addHook('onReady', async () => {
    timer = setInterval(tick, intervalSeconds * 1000);
    // The job never keeps a process alive on its own.
    timer.unref();
  });
  // preClose runs before the database is closed, so a round in flight finishes on an open pool.
  fastify.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
