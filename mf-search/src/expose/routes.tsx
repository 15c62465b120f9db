import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { SearchPage } from '../features/search-page/search-page';
import { WishlistPage } from '../features/wishlist/wishlist-page';

/**
 * mf-search's routes, relative to where the shell mounts the remote (a splat route at the root).
 * The home page is imported eagerly: this remote is fetched because /main (or /search, /wishlist) was
 * visited, so a further lazy chunk would only add a round trip before the first paint.
 */
export default function MfSearchRoutes() {
  return (
    <Routes>
      <Route path="main" element={<HomePage />} />
      <Route path="search" element={<SearchPage />} />
      <Route path="wishlist" element={<WishlistPage />} />
    </Routes>
  );
}
