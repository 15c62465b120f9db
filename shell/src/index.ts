// Async boundary: shared singletons (react, router, store…) are negotiated with the remotes
// before any of them is evaluated.
import('./bootstrap');
