import { firstViewPainted } from './first-view-gate';

/** A new task: the main thread may paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The largest libraries, each evaluated in its own task as its code arrives (all downloaded at once). */
const loadLibraries = () =>
  Promise.all([
    import('react-dom/client').then(nextTask),
    import('shared-contracts').then(nextTask),
    import('styled-components').then(nextTask),
    import('react-router-dom').then(nextTask),
    import('ui-kit').then(nextTask),
  ]);

/**
 * Async boundary: shared singletons (react, router, store…) are negotiated with the remotes before any of them is
 * evaluated. The libraries come first, in parallel, then the app's own modules: evaluating the whole graph at
 * once was one 300 ms task at 4× CPU slowdown. The code downloads while the server's painted picture (if any) is
 * drawn; the first render starts once both are done.
 */
async function start(): Promise<void> {
  const painted = firstViewPainted();
  await loadLibraries();
  const app = await import('./bootstrap');
  await painted;
  app.startApp();
}

void start();
