import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountPage } from './account/account-page';
import { BookingDetailPage } from './bookings/booking-detail-page';
import { BookingsPage } from './bookings/bookings-page';
import { ReceiptPage } from './bookings/receipt-page';
import { TicketPage } from './bookings/ticket-page';
import { AddCardPage } from './cards/add-card-page';
import { PaymentPage } from './cards/payment-page';
import { CouponPage } from './coupons/coupon-page';
import { MyPageFrame } from './frame/mypage-frame';
import { MyReviewsPage } from './reviews/my-reviews-page';
import { SupportTab } from './support/support-tab';

/**
 * /mypage/* (relative to the remote's `mypage/*` route). One line per tab or page: each is owned by its
 * feature folder (account/, bookings/, coupons/, reviews/, cards/, support/); the frame wraps them all.
 */
export function MyPageRoutes() {
  return (
    <Routes>
      <Route element={<MyPageFrame />}>
        <Route index element={<Navigate to="account" replace />} />
        {/* account */}
        <Route path="account" element={<AccountPage />} />
        {/* bookings */}
        <Route path="history" element={<BookingsPage upcoming={false} />} />
        <Route path="bookings" element={<BookingsPage upcoming />} />
        <Route path="bookings/:id" element={<BookingDetailPage />} />
        <Route path="bookings/:id/ticket" element={<TicketPage />} />
        <Route path="bookings/:id/receipt" element={<ReceiptPage />} />
        {/* reviews */}
        <Route path="my-reviews" element={<MyReviewsPage />} />
        {/* support */}
        <Route path="support" element={<SupportTab />} />
        {/* coupons */}
        <Route path="coupon" element={<CouponPage />} />
        {/* cards */}
        <Route path="payment" element={<PaymentPage />} />
        <Route path="add-card" element={<AddCardPage />} />
      </Route>
      {/* unknown child (absolute: a relative path inside a splat route resolves below the unknown path and loops) */}
      <Route path="*" element={<Navigate to="/mypage/account" replace />} />
    </Routes>
  );
}
