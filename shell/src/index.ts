interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * A new task: the main thread may paint and answer input before the next step. `scheduler.yield()` where the
 * browser has it (its continuation runs before other queued work), else a zero-delay timer.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/**
 * The largest libraries, then the app. Each import is started in a task of its own: asking the federation runtime
 * for a shared module (share-scope negotiation, version choice, the chunks' script elements) costs a few ms per
 * module, and all six in the entry's task made one 45 ms task on a slow phone (the largest before the first
 * render, 4× that in Lighthouse's simulation). The downloads still start within a few ms of each other; each
 * library is evaluated in its own task as its code arrives.
 */
const LOADERS: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('shared-contracts'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  // Then the first uses of ui-kit's Intl formatters, each in a task of its own (their ICU data costs milliseconds).
  () =>
    import('ui-kit').then(async ({ FORMAT_WARM_UPS }) => {
      for (const warmUp of FORMAT_WARM_UPS) {
        await nextTask();
        warmUp();
      }
    }),
];

/**
 * Async boundary: shared singletons (react, router, store…) are negotiated with the remotes before any of them is
 * evaluated. The entry's own task only starts the federation runtime; on a page the server painted, this file
 * itself runs only once the painted picture is on screen (shared-contracts FIRST_VIEW_STARTER).
 */
async function start(): Promise<void> {
  const libraries: Promise<unknown>[] = [];
  for (const load of LOADERS) {
    await nextTask();
    libraries.push(load().then(nextTask));
  }
  await nextTask();
  const app = import('./bootstrap');
  await Promise.all(libraries);
  (await app).startApp();
}

void start();
