import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from 'ui-kit';
import { HotelDetailPage } from '../features/hotel-detail/hotel-detail-page';

// The booking pages are chunks of their own: a hotel page (the way in to this remote) must not download and
// evaluate the reservation and payment code before its first paint. Two chunks, one per step of the journey.
const ReservationPage = lazy(() =>
  import(/* webpackChunkName: "reservation-pages" */ '../features/reservation/reservation-page').then((m) => ({
    default: m.ReservationPage,
  })),
);
const BookingSuccessPage = lazy(() =>
  import(/* webpackChunkName: "reservation-pages" */ '../features/reservation/booking-success-page').then((m) => ({
    default: m.BookingSuccessPage,
  })),
);
const PaymentFailPage = lazy(() =>
  import(/* webpackChunkName: "payment-pages" */ '../features/payment/payment-fail-page').then((m) => ({
    default: m.PaymentFailPage,
  })),
);
const SandboxCheckoutPage = lazy(() =>
  import(/* webpackChunkName: "payment-pages" */ '../features/payment/sandbox-checkout-page').then((m) => ({
    default: m.SandboxCheckoutPage,
  })),
);
const PaymentSuccessPage = lazy(() =>
  import(/* webpackChunkName: "payment-pages" */ '../features/payment/payment-success-page').then((m) => ({
    default: m.PaymentSuccessPage,
  })),
);

/**
 * mf-hotel's routes, relative to where the shell mounts the remote. The hotel page is imported eagerly (it is why
 * this remote is fetched); a failed chunk reaches the shell's remote error boundary.
 */
export default function MfHotelRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="hotels/:id" element={<HotelDetailPage />} />
        <Route path="reservation" element={<ReservationPage />} />
        <Route path="reservation/success" element={<BookingSuccessPage />} />
        <Route path="reservation/fail" element={<PaymentFailPage kind="reservation" />} />
        <Route path="pay/checkout" element={<SandboxCheckoutPage />} />
        <Route path="pay/success" element={<PaymentSuccessPage />} />
        <Route path="pay/fail" element={<PaymentFailPage kind="payment" />} />
      </Routes>
    </Suspense>
  );
}
