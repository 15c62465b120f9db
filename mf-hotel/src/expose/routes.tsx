import { Route, Routes } from 'react-router-dom';
import { HotelDetailPage } from '../features/hotel-detail/hotel-detail-page';
import { PaymentFailPage } from '../features/payment/payment-fail-page';
import { PaymentSuccessPage } from '../features/payment/payment-success-page';
import { SandboxCheckoutPage } from '../features/payment/sandbox-checkout-page';
import { BookingSuccessPage } from '../features/reservation/booking-success-page';
import { ReservationPage } from '../features/reservation/reservation-page';

export default function MfHotelRoutes() {
  return (
    <Routes>
      <Route path="hotels/:id" element={<HotelDetailPage />} />
      <Route path="reservation" element={<ReservationPage />} />
      <Route path="reservation/success" element={<BookingSuccessPage />} />
      <Route path="reservation/fail" element={<PaymentFailPage kind="reservation" />} />
      <Route path="pay/checkout" element={<SandboxCheckoutPage />} />
      <Route path="pay/success" element={<PaymentSuccessPage />} />
      <Route path="pay/fail" element={<PaymentFailPage kind="payment" />} />
    </Routes>
  );
}
