import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBookingDetail } from 'shared-contracts/schemas/admin';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { auditEntry, bookingDetail, refundQuote, sentBody } from '../../testing/operations.fixtures';
import { renderAdmin } from '../../testing/render-admin';

const NO = 'HB20300313-000002';

afterEach(() => restoreFetch());

/** One booking behind a fake server; `cancel` answers the POST (default: cancelled with everything back). */
function serve(initial: AdminBookingDetail, cancel?: () => MockAnswer) {
  let current = initial;
  const sent: unknown[] = [];
  let detailReads = 0;
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === `/api/bookings/${NO}/cancel` && init?.method === 'POST') {
      sent.push(sentBody(init));
      const refused = cancel?.();
      if (refused) return refused;
      current = {
        ...current,
        status: 'CANCELLED',
        cancellable: false,
        refundedAmount: current.totalAmount,
        cancelledAt: '2030-03-13T03:00:00Z',
        cancelReason: '숙소 문제',
      };
      return {
        body: {
          bookingId: NO,
          status: 'CANCELLED',
          refundAmount: current.totalAmount,
          refundPercent: 100,
          refundStatus: 'SUCCEEDED',
          cancelledAt: '2030-03-13T03:00:00Z',
          couponReturned: true,
        },
      };
    }
    if (url.pathname === `/api/bookings/${NO}/refund-quote`) return { body: refundQuote(NO) };
    if (url.pathname === `/api/admin/bookings/${NO}`) {
      detailReads += 1;
      return { body: current };
    }
    return { status: 404, body: { error: 'BOOKING_NOT_FOUND', message: '예약을 찾을 수 없습니다.' } };
  });
  const view = renderAdmin(`/admin/bookings/${NO}`);
  return { ...view, fetchMock, sent, reads: () => detailReads, set: (next: AdminBookingDetail) => (current = next) };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('admin booking detail', () => {
  it('shows the booking with its guest, hotel state, money, rooms, history, policy and audit trail', async () => {
    serve(
      bookingDetail(NO, {
        hotelStatus: 'SUSPENDED',
        audit: [
          auditEntry(5, 'BOOKING_CANCELLED', {
            entity: 'booking',
            entityId: NO,
            actor: { id: 3, loginId: 'owner0001', name: '박사장' },
            actorRole: 'ROLE_OWNER',
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: `예약 ${NO}` })).toBeInTheDocument();
    expect(within(region('예약자')).getByRole('link', { name: 'member0007' })).toHaveAttribute('href', '/admin/users/7');
    expect(region('예약자')).toHaveTextContent('member0007@example.com');
    expect(region('예약자')).toHaveTextContent('010-9999-0000');
    expect(within(region('숙소와 일정')).getByRole('link', { name: '스테이온 서울 호텔' })).toHaveAttribute('href', '/admin/hotels/12');
    expect(region('숙소와 일정')).toHaveTextContent('호텔 상태정지');
    expect(region('숙소와 일정')).toHaveTextContent('2030-04-01 ~ 2030-04-03 (2박)');
    const money = region('요금과 결제');
    expect(
      within(within(money).getByRole('table', { name: '1박 요금' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['숙박일요금', '2030-04-01120,000원', '2030-04-02130,000원', '쿠폰 (가입 축하 쿠폰)-10,000원', '결제 금액240,000원']);
    expect(money).toHaveTextContent('결제 상태결제 완료');
    expect(money).toHaveTextContent('환불 합계0원');
    expect(
      within(region('박별 배정 객실'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['숙박일객실 번호', '2030-04-011201호', '2030-04-02미배정']);
    expect(region('상태 이력')).toHaveTextContent('예약 확정');
    expect(region('취소 규정')).toHaveTextContent('체크인 7일 전까지: 100% 환불');
    expect(region('감사 기록')).toHaveTextContent('예약 취소');
    expect(region('감사 기록')).toHaveTextContent('박사장 (owner0001) · 사장님');
    expect(screen.getByRole('link', { name: '이 호텔의 예약' })).toHaveAttribute('href', '/admin/bookings?hotelId=12');
  });

  it('cancels with a full refund: the reason is required, ETC needs words, and the booking reloads cancelled', async () => {
    const { user, sent, reads } = serve(bookingDetail(NO));
    await user.click(await screen.findByRole('button', { name: '예약 취소 (전액 환불)' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 취소 (전액 환불)' });
    expect(await within(dialog).findByTestId('admin-refund-amount')).toHaveTextContent('240,000원');
    expect(dialog).toHaveTextContent('(100%)');
    expect(dialog).toHaveTextContent('결제 금액 240,000원 전액');
    expect(dialog).toHaveTextContent('환불 불가 객실이어도 마찬가지입니다.');
    const confirm = within(dialog).getByRole('button', { name: '예약 취소' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('기타 사유를 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '기타 사유' }), '  호텔 설비 고장 ');
    expect(confirm).toBeEnabled();
    const before = reads();
    await user.click(confirm);
    expect(await screen.findByText('예약을 취소했습니다. 240,000원을 환불했습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'ETC', detail: '호텔 설비 고장' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: '예약 취소 (전액 환불)' })).toBeDisabled();
    expect(screen.getByText('취소된 예약이거나 체크인 날이 지나 취소할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('booking-refunded')).toHaveTextContent('240,000원');
  });

  it('sends a plain reason without words, also when words were typed under 기타 before switching', async () => {
    const { user, sent } = serve(bookingDetail(NO));
    await user.click(await screen.findByRole('button', { name: '예약 취소 (전액 환불)' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('admin-refund-amount');
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    await user.type(within(dialog).getByRole('textbox', { name: '기타 사유' }), '호텔 설비 고장');
    await user.click(within(dialog).getByRole('radio', { name: '숙소 문제' }));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'HOTEL_ISSUE' }]));
  });

  it('shows a 409 in the dialog and reloads the booking behind it', async () => {
    const server = serve(bookingDetail(NO), () => ({
      status: 409,
      body: { error: 'BOOKING_ALREADY_CANCELLED', message: '이미 취소된 예약입니다.' },
    }));
    const { user } = server;
    await user.click(await screen.findByRole('button', { name: '예약 취소 (전액 환불)' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('admin-refund-amount');
    await user.click(within(dialog).getByRole('radio', { name: '일정 변경' }));
    server.set(bookingDetail(NO, { status: 'CANCELLED', cancellable: false }));
    const before = server.reads();
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(await within(dialog).findByText('이미 취소된 예약입니다. 최신 상태를 다시 불러왔습니다.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(server.reads()).toBeGreaterThan(before));
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(await screen.findByRole('button', { name: '예약 취소 (전액 환불)' })).toBeDisabled();
  });

  it('says when the refund waits for the payment provider (retried by the server)', async () => {
    const { user } = serve(bookingDetail(NO), () => ({
      body: {
        bookingId: NO,
        status: 'CANCELLED',
        refundAmount: 240_000,
        refundPercent: 100,
        refundStatus: 'PENDING',
        cancelledAt: '2030-03-13T03:00:00Z',
        couponReturned: false,
      },
    }));
    await user.click(await screen.findByRole('button', { name: '예약 취소 (전액 환불)' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 취소 (전액 환불)' });
    await within(dialog).findByTestId('admin-refund-amount');
    await user.click(within(dialog).getByRole('radio', { name: '숙소 문제' }));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(
      await screen.findByText('예약을 취소했습니다. 240,000원 환불은 결제사 확인 전이라 자동으로 다시 요청합니다(운영 → 환불).'),
    ).toBeInTheDocument();
  });

  it('cannot be cancelled once cancelled or past the check-in day', async () => {
    serve(
      bookingDetail(NO, {
        status: 'CANCELLED',
        cancellable: false,
        refunds: [
          {
            amount: 200_000,
            refundPercent: 100,
            at: '2030-03-13T03:00:00Z',
            provider: 'SANDBOX',
            status: 'SUCCEEDED',
            completedAt: '2030-03-13T03:00:01Z',
          },
          { amount: 40_000, refundPercent: 100, at: '2030-03-13T04:00:00Z', provider: 'TOSS', status: 'PENDING', completedAt: null },
        ],
      }),
    );
    const button = await screen.findByRole('button', { name: '예약 취소 (전액 환불)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('취소된 예약이거나 체크인 날이 지나 취소할 수 없습니다.');
    const [done, pending] = within(region('환불')).getAllByRole('listitem');
    expect(done).toHaveTextContent(/^2030-03-13 12:00 · 200,000원 \(100%\)$/);
    expect(pending).toHaveTextContent('2030-03-13 13:00 · 40,000원 (100%) · 환불 처리 중');
    expect(within(pending!).getByRole('link', { name: '환불 처리 중' })).toHaveAttribute('href', '/admin/refunds?status=ALL');
  });

  it('says when the booking does not exist', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'BOOKING_NOT_FOUND', message: '예약을 찾을 수 없습니다.' } }));
    renderAdmin('/admin/bookings/HB00000000-000000');
    expect(await screen.findByRole('heading', { level: 1, name: '예약을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '예약 목록으로' })).toHaveAttribute('href', '/admin/bookings');
  });
});
