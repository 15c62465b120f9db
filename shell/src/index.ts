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
 * evaluated. Everything downloads at once; the libraries are evaluated as they arrive, the app's own modules once
 * all are here: evaluating the whole graph in one go was one 300 ms task at 4× CPU slowdown. On a page the server
 * painted, this file itself runs only once the painted picture is on screen (shared-contracts FIRST_VIEW_STARTER).
 */
async function start(): Promise<void> {
  const libraries = loadLibraries();
  const app = import('./bootstrap');
  await libraries;
  (await app).startApp();
}

void start();
