import { Route, Routes } from 'react-router-dom';
import { HotelScope, OwnerFrame, OwnerNotFound } from '../frame/owner-frame';
import { HotelsPage } from '../features/hotels/hotels-page';
import { InventoryPage } from '../features/inventory/inventory-page';

/**
 * mf-owner's routes, relative to where the shell mounts the remote (a splat route at the root; the shell's guard lets
 * only owners in). One line per screen, each owned by its feature folder; the frame wraps them all, and HotelScope
 * lets a hotel's pages open only for the caller's own hotels.
 */
export default function MfOwnerRoutes() {
  return (
    <Routes>
      <Route path="owner" element={<OwnerFrame />}>
        <Route index element={<HotelsPage />} />
        <Route path="hotels/:hotelId" element={<HotelScope />}>
          <Route path="inventory" element={<InventoryPage />} />
          <Route path="*" element={<OwnerNotFound />} />
        </Route>
        <Route path="*" element={<OwnerNotFound />} />
      </Route>
    </Routes>
  );
}
