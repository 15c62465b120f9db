import { firstViewPainted } from './first-view-gate';

// Async boundary: shared singletons (react, router, store…) are negotiated with the remotes
// before any of them is evaluated. The code downloads while the server's painted picture (if any) is drawn;
// the first render starts once both are done.
void Promise.all([import('./bootstrap'), firstViewPainted()]).then(([app]) => app.startApp());
