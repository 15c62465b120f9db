import type { FastifyInstance } from 'fastify';
import type { RefundService } from './refund.service';

/** How often each instance looks for refunds due a retry. */
export const REFUND_RETRY_INTERVAL_MS = 30_000;

/**
 * Retries the refunds the provider has not confirmed (decision 0015). Every instance runs it; a refund is taken with
 * `for update skip locked` and leased for its one call, so each is attempted by one instance at a time. Not scheduled
 * with NODE_ENV=test: tests run `RefundService.retryDue` themselves, on their own clock.
 */
export function scheduleRefundRetry(fastify: FastifyInstance, service: RefundService): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    // A slow round (a provider timing out on every call) is not overlapped by the next one.
    if (running) return;
    running = service
      .retryDue()
      .then((outcomes) => {
        if (outcomes.SUCCEEDED + outcomes.FAILED + outcomes.UNRECORDED > 0) fastify.log.info(outcomes, 'refund retries');
      })
      .catch((err: unknown) => fastify.log.error({ err }, 'refund retry job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  fastify.addHook('onReady', async () => {
    timer = setInterval(tick, REFUND_RETRY_INTERVAL_MS);
    // The job never keeps a process alive on its own.
    timer.unref();
  });
  // preClose runs before the database is closed, so a round in flight finishes on an open pool.
  fastify.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
