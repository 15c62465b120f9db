import { screen, waitFor, within } from '@testing-library/react';
import type { OwnerBookingDetail, OwnerBookingRow } from 'shared-contracts/schemas/owner';
import { deferred, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BASE = `/owner/hotels/${HOTEL.id}/bookings`;
const LIST = `GET /owner/hotels/${HOTEL.id}/bookings`;
const DETAIL = `GET /owner/hotels/${HOTEL.id}/bookings/HB1`;

const row: OwnerBookingRow = {
  bookingId: 'HB1',
  userName: '김민지',
  userLoginId: 'member0001',
  roomTypeName: '디럭스 더블',
  checkIn: plusDays(3),
  checkOut: plusDays(5),
  nights: 2,
  guests: 2,
  totalAmount: 230000,
  status: 'CANCELLED',
  cancellable: false,
  createdAt: '2030-01-01T01:00:00Z',
};
const page = { content: [row], page: 0, size: 20, totalElements: 1 };

const detail: OwnerBookingDetail = {
  bookingNo: 'HB1',
  bookingId: 'HB1',
  status: 'CANCELLED',
  hotelId: HOTEL.id,
  hotelName: HOTEL.name,
  hotelAddress: '서울',
  coverImageUrl: null,
  roomTypeId: 1,
  roomTypeName: '디럭스 더블',
  checkIn: '2030-02-01',
  checkOut: '2030-02-03',
  nights: 2,
  guests: 3,
  leadName: '박투숙',
  leadPhone: '010-1234-5678',
  subtotal: 240000,
  discount: 10000,
  totalAmount: 230000,
  createdAt: '2030-01-01T01:00:00Z',
  currency: 'KRW',
  hotelPhone: null,
  hotelPostcode: null,
  nightly: [
    { date: '2030-02-01', price: 110000 },
    { date: '2030-02-02', price: 130000 },
  ],
  coupon: { title: '첫 예약 할인', amount: 10000 },
  history: [
    { from: null, to: 'CONFIRMED', at: '2030-01-01T01:00:00Z', reason: null, byRole: null },
    { from: 'CONFIRMED', to: 'CANCELLED', at: '2030-01-02T01:00:00Z', reason: '숙소 문제', byRole: 'ROLE_OWNER' },
  ],
  refunds: [{ amount: 230000, refundPercent: 100, at: '2030-01-02T01:00:00Z', provider: 'SANDBOX', status: 'PENDING', completedAt: null }],
  policy: { tiers: [], lines: [] } as unknown as OwnerBookingDetail['policy'],
  nonRefundable: false,
  cancelReason: '숙소 문제',
  cancelledAt: '2030-01-02T01:00:00Z',
  ticketAvailable: false,
  cancellable: false,
  guest: { id: 7, loginId: 'member0001', name: '김민지' },
  refundedAmount: 230000,
  paymentStatus: 'CANCELED',
  paidAmount: 230000,
  paidAt: '2030-01-01T01:01:00Z',
  rooms: [
    { date: '2030-02-01', roomNo: '501' },
    { date: '2030-02-02', roomNo: null },
  ],
};

afterEach(() => restoreFetch());

describe('owner booking detail', () => {
  it('opens from the booking number: loading, then money, guests, nights with rooms and the history', async () => {
    const later = deferred<MockAnswer>();
    mockOwnerApi({ [LIST]: () => ({ body: page }), [DETAIL]: () => later.promise });
    const { user, currentPath } = renderOwner(BASE);
    await user.click(await screen.findByRole('button', { name: 'HB1 예약 상세 보기' }, { timeout: 5000 }));
    expect(currentPath()).toBe(`${BASE}?booking=HB1`);
    const dialog = screen.getByRole('dialog', { name: '예약 상세 · HB1' });
    expect(within(dialog).getByRole('status', { name: '예약 정보를 불러오는 중…' })).toBeInTheDocument();
    later.resolve({ body: detail });
    expect(await within(dialog).findByTestId('owner-booking-paid')).toHaveTextContent('230,000원');
    expect(within(dialog).getByTestId('owner-booking-refunded')).toHaveTextContent(/230,000원.*환불 처리 중/);
    expect(within(dialog).getByText('박투숙')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute('href', 'tel:01012345678');
    expect(within(dialog).getByText('3명')).toBeInTheDocument();
    expect(within(dialog).getByText(/첫 예약 할인/)).toBeInTheDocument();
    const nights = within(dialog).getByRole('table', { name: '박별 요금과 배정 객실' });
    const [, first, second] = within(nights).getAllByRole('row');
    expect(first).toHaveTextContent(/110,000원.*501/);
    expect(second).toHaveTextContent(/130,000원.*미배정/);
    const history = within(dialog).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('예약 접수 (확정)');
    expect(history[1]).toHaveTextContent(/확정 → 취소.*호텔.*숙소 문제/);

    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe(BASE);
  });

  it("says when the booking is not this hotel's", async () => {
    mockOwnerApi({
      [LIST]: () => ({ body: page }),
      [DETAIL]: () => ({ status: 404, body: { error: 'BOOKING_NOT_FOUND', message: '예약을 찾을 수 없습니다.' } }),
    });
    renderOwner(`${BASE}?booking=HB1`);
    const dialog = await screen.findByRole('dialog', { name: '예약 상세 · HB1' });
    expect(await within(dialog).findByText('예약을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('이 호텔의 예약이 아니거나 예약번호가 잘못되었습니다.')).toBeInTheDocument();
  });

  it('shows a failure with the server text and retries', async () => {
    let fail = true;
    mockOwnerApi({
      [LIST]: () => ({ body: page }),
      [DETAIL]: () => (fail ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류입니다.' } } : { body: detail }),
    });
    const { user } = renderOwner(`${BASE}?booking=HB1`);
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('예약 정보를 불러오지 못했습니다.');
    expect(alert).toHaveTextContent('서버 오류입니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(within(dialog).getByTestId('owner-booking-paid')).toHaveTextContent('230,000원'));
  });
});
