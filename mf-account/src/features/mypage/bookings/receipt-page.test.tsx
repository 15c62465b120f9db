import { screen, within } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

/** GET /api/bookings/HB1 of a 97,000-won stay; `refunds` as the cancellation recorded them. */
function detail(
  status: 'CONFIRMED' | 'CANCELLED',
  refunds: { amount: number; refundPercent: number; at: string; status?: 'PENDING' | 'SUCCEEDED'; completedAt?: string }[],
) {
  return {
    bookingNo: 'HB1',
    bookingId: 'HB1',
    status,
    hotelId: 3,
    hotelName: '서울 그랜드 호텔',
    hotelAddress: '서울특별시 중구 세종대로 1',
    coverImageUrl: null,
    roomTypeId: 31,
    roomTypeName: '디럭스 더블',
    checkIn: '2030-03-27',
    checkOut: '2030-03-28',
    nights: 1,
    guests: 2,
    leadName: '김민지',
    leadPhone: '010-3000-0001',
    subtotal: 100_000,
    discount: 3_000,
    totalAmount: 97_000,
    createdAt: '2030-03-12T11:00:00Z',
    payment: { orderId: 'order-1', provider: 'SANDBOX', method: '카드', amount: 97_000, approvedAt: '2030-03-12T11:01:00Z' },
    currency: 'KRW',
    hotelPhone: null,
    hotelPostcode: null,
    nightly: [{ date: '2030-03-27', price: 100_000 }],
    coupon: { title: '할인 쿠폰', amount: 3_000 },
    history: [],
    policy: { tiers: [], lines: [] },
    nonRefundable: false,
    refunds: refunds.map((r) => ({ status: 'SUCCEEDED', completedAt: r.at, ...r, provider: 'SANDBOX' })),
    cancelReason: status === 'CANCELLED' ? '일정 변경' : null,
    cancelledAt: refunds[0]?.at ?? null,
    ticketAvailable: status === 'CONFIRMED',
    cancellable: status === 'CONFIRMED',
  };
}

function serve(body: unknown) {
  mockFetch((url) => {
    if (url.pathname === '/api/users/me') return { body: testProfile };
    if (url.pathname === '/api/bookings/HB1') return { body };
    return { status: 404, body: null };
  });
}

/** The receipt's figure in the row of that heading. */
async function figure(heading: string): Promise<string> {
  const row = (await screen.findByRole('rowheader', { name: heading })).closest('tr')!;
  return within(row).getByRole('cell').textContent ?? '';
}

afterEach(() => restoreFetch());

describe('receipt', () => {
  it('a half-refunded booking: the refund, the final amount, and VAT on that final amount only', async () => {
    serve(detail('CANCELLED', [{ amount: 48_500, refundPercent: 50, at: '2030-03-24T01:30:00Z' }]));
    renderMyPage('/mypage/bookings/HB1/receipt');
    expect(await screen.findByRole('heading', { level: 1, name: '영수증' })).toBeInTheDocument();
    expect(await figure('결제 금액')).toBe('97,000원');
    expect(await figure('환불 금액')).toBe('-48,500원');
    expect(await figure('환불 시각')).toBe('2030-03-24 10:30');
    expect(await figure('최종 결제 금액')).toBe('48,500원');
    expect(await figure('공급가액')).toBe('44,091원');
    // Not 8,818 (the VAT of the whole 97,000 the receipt showed before).
    expect(await figure('부가세')).toBe('4,409원');
  });

  it('without a refund: no refund rows, VAT of the whole payment', async () => {
    serve(detail('CONFIRMED', []));
    renderMyPage('/mypage/bookings/HB1/receipt');
    expect(await figure('최종 결제 금액')).toBe('97,000원');
    expect(await figure('부가세')).toBe('8,818원');
    expect(screen.queryByRole('rowheader', { name: '환불 금액' })).toBeNull();
  });

  it('a refund the provider has not confirmed: shown as pending, nothing deducted yet, VAT of the whole payment', async () => {
    serve(detail('CANCELLED', [{ amount: 48_500, refundPercent: 50, at: '2030-03-24T01:30:00Z', status: 'PENDING' }]));
    renderMyPage('/mypage/bookings/HB1/receipt');
    expect(await figure('환불 처리 중')).toBe('48,500원 (완료되면 최종 결제 금액에 반영)');
    expect(screen.queryByRole('rowheader', { name: '환불 금액' })).toBeNull();
    expect(await figure('최종 결제 금액')).toBe('97,000원');
    expect(await figure('부가세')).toBe('8,818원');
  });

  it('the refund time is when the money went back, not when it was asked', async () => {
    serve(detail('CANCELLED', [{ amount: 48_500, refundPercent: 50, at: '2030-03-24T01:30:00Z', completedAt: '2030-03-24T03:00:00Z' }]));
    renderMyPage('/mypage/bookings/HB1/receipt');
    expect(await figure('환불 시각')).toBe('2030-03-24 12:00');
    expect(await figure('최종 결제 금액')).toBe('48,500원');
  });

  it('fully refunded: nothing finally paid, no VAT', async () => {
    serve(detail('CANCELLED', [{ amount: 97_000, refundPercent: 100, at: '2030-03-14T02:00:00Z' }]));
    renderMyPage('/mypage/bookings/HB1/receipt');
    expect(await figure('환불 금액')).toBe('-97,000원');
    expect(await figure('최종 결제 금액')).toBe('0원');
    expect(await figure('부가세')).toBe('0원');
  });
});
