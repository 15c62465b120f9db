// The reservation page's test harness: the page at /reservation signed in as 김데모 (member 42), the hotel page it
// returns to, the hold's API path, and the lapsed notice the tests wait for.
import { screen } from '@testing-library/react';
import { ReservationPage } from '../features/reservation/reservation-page';
import { HOLD_CODE } from './reservation-fixtures';
import { fakeToken, renderWithProviders } from './render-with-providers';

export const HOTEL_PATH = '/hotels/7?checkIn=2099-06-01&checkOut=2099-06-03&guests=2';
export const HOLD_PATH = `/api/reservations/hold/${HOLD_CODE}`;

export function renderReservationPage(route = `/reservation?holdCode=${HOLD_CODE}`) {
  return renderWithProviders(<ReservationPage />, { route, path: '/reservation', token: fakeToken(42, '김데모') });
}

export async function expectLapsedNotice() {
  expect(await screen.findByRole('heading', { level: 1, name: '예약 가능 시간이 지났습니다' })).toBeInTheDocument();
  expect(screen.getByText('예약 가능 시간이 지났습니다. 객실 선택 화면으로 돌아갑니다.')).toBeInTheDocument();
}
