import type { FastifyInstance } from 'fastify';
import { compactStayCounts, pruneStayChanges } from './search-versions.repository';

/**
 * How long search_stay_changes keeps a change. A cached answer older than its date's pruned changes can no longer be
 * checked and is computed again (docs/decisions/0024), so this bounds the log, not correctness.
 */
export const SEARCH_CHANGE_RETENTION_SECONDS = 15 * 60;
export const SEARCH_CHANGE_PRUNE_INTERVAL_MS = 60_000;

/**
 * Prunes the search change log every minute, then folds the writers' count deltas (search_stay_counts) into one row
 * per group. Every instance runs it; a round locks the dates it prunes in date order, as writers do, so two rounds or
 * a round and a writer queue rather than deadlock; folding deletes only rows nobody else writes (deltas are inserted).
 */
export function scheduleSearchChangePruning(fastify: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = pruneStayChanges(fastify.db, SEARCH_CHANGE_RETENTION_SECONDS)
      .then(async (dropped) => {
        if (dropped > 0) fastify.log.debug({ dropped }, 'search change log pruned');
        const folded = await compactStayCounts(fastify.db);
        if (folded > 0) fastify.log.debug({ folded }, 'search stay counts folded');
      })
      .catch((err: unknown) => fastify.log.error({ err }, 'search change log pruning or count folding failed'))
      .finally(() => {
        running = undefined;
      });
  };
  fastify.addHook('onReady', async () => {
    timer = setInterval(tick, SEARCH_CHANGE_PRUNE_INTERVAL_MS);
    timer.unref();
  });
  fastify.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
