import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminFrame } from '../frame/admin-frame';
import { AdminNotFound } from '../frame/page-parts';
import { BookingDetailPage } from '../features/bookings/booking-detail-page';
import { BookingsPage } from '../features/bookings/bookings-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { FaqsPage } from '../features/faqs/faqs-page';
import { CouponsPage } from '../features/coupons/coupons-page';
import { ApplicationReviewPage } from '../features/listing-review/application-review-page';
import { ListingReviewQueuePage } from '../features/listing-review/listing-review-queue-page';
import { AuditPage } from '../features/audit/audit-page';
import { HotelDetailPage } from '../features/hotels/hotel-detail-page';
import { HotelsPage } from '../features/hotels/hotels-page';
import { NoticesPage } from '../features/notices/notices-page';
import { RefundsPage } from '../features/refunds/refunds-page';
import { ReviewsPage } from '../features/reviews/reviews-page';
import { RoomsPage } from '../features/rooms/rooms-page';
import { SettlementsPage } from '../features/settlements/settlements-page';
import { BugsPage } from '../features/tickets/bugs-page';
import { TicketDetailPage } from '../features/tickets/ticket-detail-page';
import { TicketsPage } from '../features/tickets/tickets-page';
import { UserDetailPage } from '../features/users/user-detail-page';
import { UsersPage } from '../features/users/users-page';

/**
 * mf-admin's routes, relative to where the shell mounts the remote (a splat route at the root; the shell's guard
 * lets only ROLE_ADMIN in). One line per screen, each owned by its feature folder; the frame wraps them all and its
 * sidebar lists the sections of frame/admin-nav.ts.
 */
export default function MfAdminRoutes() {
  return (
    <Routes>
      <Route path="admin" element={<AdminFrame />}>
        {/* operations */}
        <Route index element={<DashboardPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/:id" element={<BookingDetailPage />} />
        <Route path="refunds" element={<RefundsPage />} />
        {/* hotels */}
        <Route path="hotels" element={<HotelsPage />} />
        <Route path="hotels/:id" element={<HotelDetailPage />} />
        <Route path="rooms" element={<RoomsPage />} />
        <Route path="hotel-audit" element={<ListingReviewQueuePage />} />
        <Route path="hotel-audit/:id" element={<ApplicationReviewPage />} />
        <Route path="settlements" element={<SettlementsPage />} />
        {/* members & content */}
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserDetailPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        {/* support */}
        <Route path="support" element={<Navigate to="/admin/support/notices" replace />} />
        <Route path="support/notices" element={<NoticesPage />} />
        <Route path="support/faqs" element={<FaqsPage />} />
        <Route path="support/tickets" element={<TicketsPage />} />
        <Route path="support/tickets/:id" element={<TicketDetailPage />} />
        <Route path="support/bugs" element={<BugsPage />} />
        {/* records */}
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
