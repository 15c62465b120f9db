import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from 'ui-kit';
import { HomePage } from '../features/home/home-page';

// /search and /wishlist are chunks of their own: /main (200 KB gzip budget) must not carry them.
const SearchPage = lazy(() =>
  import(/* webpackChunkName: "search-page" */ '../features/search-page/search-page').then((m) => ({ default: m.SearchPage })),
);
const WishlistPage = lazy(() =>
  import(/* webpackChunkName: "wishlist-page" */ '../features/wishlist/wishlist-page').then((m) => ({
    default: m.WishlistPage,
  })),
);

/**
 * mf-search's routes, relative to where the shell mounts the remote (a splat route at the root).
 * The home page is imported eagerly: this remote is fetched because /main was visited, so a further lazy chunk
 * would only add a round trip before its first paint. A failed chunk reaches the shell's remote error boundary.
 */
export default function MfSearchRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="main" element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
      </Routes>
    </Suspense>
  );
}
