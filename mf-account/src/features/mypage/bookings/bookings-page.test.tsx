import { screen, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

const summary = (bookingNo: string, status: 'CONFIRMED' | 'CANCELLED', extra: Record<string, unknown> = {}) => ({
  bookingNo,
  bookingId: bookingNo,
  status,
  hotelId: 3,
  hotelName: `호텔 ${bookingNo}`,
  coverImageUrl: null,
  roomTypeName: '디럭스',
  checkIn: '2030-03-27',
  checkOut: '2030-03-29',
  nights: 2,
  guests: 2,
  totalAmount: 200000,
  createdAt: '2030-03-12T11:00:00Z',
  currency: 'KRW',
  ticketAvailable: status === 'CONFIRMED',
  receiptUrl: `/mypage/bookings/${bookingNo}/receipt`,
  cancellable: status === 'CONFIRMED',
  ...extra,
});
const page = (content: unknown[]) => ({ content, totalPages: content.length ? 1 : 0, totalElements: content.length, page: 0, size: 10 });
const quote = {
  bookingId: 'HB1',
  cancellable: true,
  cancelDeadline: '2030-03-27T14:59:59.999Z',
  paidAmount: 200000,
  refundAmount: 100000,
  refundPercent: 50,
  daysBeforeCheckIn: 4,
  nonRefundable: false,
  fullRefundByOperator: false,
  tier: { daysBefore: 3, refundPercent: 50 },
  tierEndsAt: '2030-03-24T14:59:59.999Z',
  nextTier: { daysBefore: 1, refundPercent: 20 },
  policy: { tiers: [], lines: ['체크인 7일 전까지: 100% 환불', '체크인 3~6일 전: 50% 환불'] },
};

function serve(bookings: MockAnswer | Promise<MockAnswer>, onCancel?: (body: unknown) => MockAnswer) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/users/me') return { body: testProfile };
    if (url.pathname === '/api/my/bookings') return bookings;
    if (url.pathname.endsWith('/refund-quote')) return { body: quote };
    if (url.pathname.endsWith('/cancel') && onCancel) return onCancel(JSON.parse(String(init?.body)));
    return { status: 404, body: null };
  });
}

afterEach(() => restoreFetch());

describe('booking history and upcoming stays', () => {
  it('shows loading, then each booking with its links; a cancelled one has no ticket and says why', async () => {
    const gate = deferred<MockAnswer>();
    serve(gate.promise);
    const { user } = renderMyPage('/mypage/history');
    expect(screen.getByRole('heading', { level: 1, name: '예약 내역' })).toBeInTheDocument();
    gate.resolve({ body: page([summary('HB1', 'CONFIRMED'), summary('HB2', 'CANCELLED')]) });
    const first = (await screen.findByRole('heading', { name: '호텔 HB1' })).closest('li')!;
    expect(within(first).getByText('예약 확정')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '모바일 확인서' })).toHaveAttribute('href', '/mypage/bookings/HB1/ticket');
    expect(within(first).getByRole('link', { name: '영수증' })).toHaveAttribute('href', '/mypage/bookings/HB1/receipt');
    const second = screen.getByRole('heading', { name: '호텔 HB2' }).closest('li')!;
    expect(within(second).queryByRole('link', { name: '모바일 확인서' })).toBeNull();
    await user.click(within(second).getByRole('button', { name: '모바일 확인서' }));
    expect(await screen.findByText('취소된 예약은 예약 확인서를 볼 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
  });

  it('sends the voucher address of a cancelled booking to its detail, saying why', async () => {
    const detail = {
      ...summary('HB2', 'CANCELLED'),
      hotelAddress: '부산광역시 해운대구 해운대해변로 1',
      roomTypeId: 1,
      leadName: '김민지',
      leadPhone: null,
      subtotal: 200000,
      discount: 0,
      payment: null,
      hotelPhone: null,
      hotelPostcode: null,
      nightly: [],
      coupon: null,
      history: [],
      refunds: [],
      policy: { tiers: [], lines: [] },
      nonRefundable: false,
      cancelReason: 'CHANGE_OF_PLAN',
      cancelledAt: '2030-03-20T01:00:00Z',
    };
    mockFetch((url) => {
      if (url.pathname === '/api/users/me') return { body: testProfile };
      if (url.pathname === '/api/bookings/HB2') return { body: detail };
      return { status: 404, body: null };
    });
    renderMyPage('/mypage/bookings/HB2/ticket');
    expect(await screen.findByRole('heading', { level: 1, name: '예약 상세' })).toBeInTheDocument();
    expect(screen.getByText('취소된 예약은 예약 확인서를 볼 수 없습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: '모바일 확인서' })).toBeNull();
  });

  it('has an empty state and says 불러오기 실패 with a retry', async () => {
    serve({ body: page([]) });
    renderMyPage('/mypage/bookings');
    expect(await screen.findByText('다가오는 숙박이 없습니다.')).toBeInTheDocument();
    restoreFetch();
    serve({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'x' } });
    renderMyPage('/mypage/history');
    expect(await screen.findByText('불러오기 실패')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '다시 시도' }).length).toBeGreaterThan(0);
  });

  it('cancels an upcoming stay: the quoted refund, the policy, a reason required and ETC words required', async () => {
    const sent: unknown[] = [];
    serve({ body: page([summary('HB1', 'CONFIRMED')]) }, (body) => {
      sent.push(body);
      return {
        body: {
          bookingId: 'HB1',
          status: 'CANCELLED',
          refundAmount: 100000,
          refundPercent: 50,
          refundStatus: 'SUCCEEDED',
          cancelledAt: '2030-03-23T01:00:00Z',
          couponReturned: false,
        },
      };
    });
    const { user } = renderMyPage('/mypage/bookings');
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('refund-amount')).toHaveTextContent('100,000원');
    expect(within(dialog).getByText('체크인 3~6일 전: 50% 환불')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: '예약 취소' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '기타 사유' }), '  출장 취소  ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('예약이 취소되었습니다. 환불 금액 100,000원')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'ETC', detail: '출장 취소' }]);
  });

  it('says a refund the payment provider has not confirmed yet is being processed', async () => {
    serve({ body: page([summary('HB1', 'CONFIRMED')]) }, () => ({
      body: {
        bookingId: 'HB1',
        status: 'CANCELLED',
        refundAmount: 100000,
        refundPercent: 50,
        refundStatus: 'PENDING',
        cancelledAt: '2030-03-23T01:00:00Z',
        couponReturned: false,
      },
    }));
    const { user } = renderMyPage('/mypage/bookings');
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('refund-amount');
    await user.click(within(dialog).getByRole('radio', { name: '일정 변경' }));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText('예약이 취소되었습니다. 환불 100,000원은 결제사 확인 후 돌려드립니다(환불 처리 중).')).toBeInTheDocument();
  });

  it('shows a pending refund on the detail as 환불 처리 중, a completed one with its time', async () => {
    const detail = {
      ...summary('HB2', 'CANCELLED'),
      hotelAddress: '부산광역시 해운대구 해운대해변로 1',
      roomTypeId: 1,
      leadName: '김민지',
      leadPhone: null,
      subtotal: 200000,
      discount: 0,
      payment: null,
      hotelPhone: null,
      hotelPostcode: null,
      nightly: [],
      coupon: null,
      history: [],
      refunds: [
        { amount: 40000, refundPercent: 20, at: '2030-03-20T01:00:00Z', provider: 'TOSS', status: 'SUCCEEDED', completedAt: '2030-03-20T01:00:05Z' },
        { amount: 60000, refundPercent: 30, at: '2030-03-21T01:00:00Z', provider: 'TOSS', status: 'PENDING', completedAt: null },
      ],
      policy: { tiers: [], lines: [] },
      nonRefundable: false,
      cancelReason: 'CHANGE_OF_PLAN',
      cancelledAt: '2030-03-20T01:00:00Z',
    };
    mockFetch((url) => {
      if (url.pathname === '/api/users/me') return { body: testProfile };
      if (url.pathname === '/api/bookings/HB2') return { body: detail };
      return { status: 404, body: null };
    });
    renderMyPage('/mypage/bookings/HB2');
    const section = (await screen.findByRole('heading', { name: '환불' })).closest('section')!;
    const [done, pending] = within(section).getAllByRole('listitem');
    expect(done).toHaveTextContent('40,000원 (20%) · 환불 완료 2030-03-20 10:00');
    expect(pending).toHaveTextContent('60,000원 (30%) · 환불 처리 중');
    expect(within(section).getByRole('status')).toHaveTextContent('결제사에서 환불을 처리하고 있습니다.');
  });

  it('sends only the chosen reason when words typed under 기타 stay behind another one (기타 still has them)', async () => {
    const sent: unknown[] = [];
    serve({ body: page([summary('HB1', 'CONFIRMED')]) }, (body) => {
      sent.push(body);
      return {
        body: {
          bookingId: 'HB1',
          status: 'CANCELLED',
          refundAmount: 100000,
          refundPercent: 50,
          refundStatus: 'SUCCEEDED',
          cancelledAt: '2030-03-23T01:00:00Z',
          couponReturned: false,
        },
      };
    });
    const { user } = renderMyPage('/mypage/bookings');
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('refund-amount');
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    await user.type(within(dialog).getByRole('textbox', { name: '기타 사유' }), '출장 취소');
    await user.click(within(dialog).getByRole('radio', { name: '일정 변경' }));
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(within(dialog).getByRole('textbox', { name: '기타 사유' })).toHaveValue('출장 취소');
    await user.click(within(dialog).getByRole('radio', { name: '일정 변경' }));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText('예약이 취소되었습니다. 환불 금액 100,000원')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'CHANGE_OF_PLAN' }]);
  });
});
