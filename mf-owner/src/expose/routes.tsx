import { Route, Routes } from 'react-router-dom';
import { HotelScope, OwnerFrame, OwnerNotFound } from '../frame/owner-frame';
import { HotelsPage } from '../features/hotels/hotels-page';
import { AssignPage } from '../features/assign/assign-page';
import { BookingsPage } from '../features/bookings/bookings-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { InventoryPage } from '../features/inventory/inventory-page';
import { ReviewsPage } from '../features/reviews/reviews-page';
import { RoomsPage } from '../features/rooms/rooms-page';

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
          <Route index element={<DashboardPage />} />
          <Route path="inventory" element={<InventoryPage />} />
          <Route path="bookings" element={<BookingsPage />} />
          <Route path="assign" element={<AssignPage />} />
          <Route path="rooms" element={<RoomsPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="*" element={<OwnerNotFound />} />
        </Route>
        <Route path="*" element={<OwnerNotFound />} />
      </Route>
    </Routes>
  );
}
