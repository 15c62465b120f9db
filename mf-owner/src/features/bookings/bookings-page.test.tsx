import { screen, waitFor, within } from '@testing-library/react';
import type { OwnerBookingRow } from 'shared-contracts/schemas/owner';
import { deferred, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BASE = `/owner/hotels/${HOTEL.id}/bookings`;
const LIST = `GET /owner/hotels/${HOTEL.id}/bookings`;

const row = (bookingId: string, over: Partial<OwnerBookingRow> = {}): OwnerBookingRow => ({
  bookingId,
  userName: '김민지',
  userLoginId: 'member0001',
  roomTypeName: '디럭스 더블',
  checkIn: plusDays(3),
  checkOut: plusDays(5),
  nights: 2,
  guests: 2,
  totalAmount: 240000,
  status: 'CONFIRMED',
  cancellable: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
const page = (content: OwnerBookingRow[]) => ({ content, page: 0, size: 20, totalElements: content.length });

const QUOTE = {
  bookingId: 'HB1',
  cancellable: true,
  cancelDeadline: '2030-01-01T14:59:59Z',
  paidAmount: 240000,
  refundAmount: 240000,
  refundPercent: 100,
  daysBeforeCheckIn: 3,
  nonRefundable: false,
  fullRefundByOperator: true,
  tier: null,
  tierEndsAt: null,
  nextTier: null,
  policy: { tiers: [], lines: [] },
};

afterEach(() => restoreFetch());

describe('owner bookings', () => {
  it('shows a loading row, then the table with cancel or a disabled “cannot cancel” and its hint', async () => {
    const later = deferred<MockAnswer>();
    mockOwnerApi({ [LIST]: () => later.promise });
    renderOwner(BASE);
    expect(await screen.findByText('예약을 불러오는 중…', { selector: '[role="status"]' })).toBeInTheDocument();
    later.resolve({
      body: page([
        row('HB20300101-000001'),
        row('HB20300101-000002', { status: 'CANCELLED', cancellable: false }),
        row('HB20300101-000003', { checkIn: plusDays(-1), cancellable: false }),
      ]),
    });
    const table = await screen.findByRole('table', { name: '예약 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('member0001')).toBeInTheDocument();
    expect(within(first!).getByText('2박')).toBeInTheDocument();
    expect(within(first!).getByText('확정')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'HB20300101-000001 예약 취소' })).toBeEnabled();
    expect(within(second!).getByText('취소')).toBeInTheDocument();
    for (const r of [second!, third!]) {
      const button = within(r).getByRole('button', { name: '취소 불가' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('체크인 당일 23:59까지 취소할 수 있습니다.');
    }
  });

  it('says when there is no booking', async () => {
    mockOwnerApi({ [LIST]: () => ({ body: page([]) }) });
    renderOwner(BASE);
    expect(await screen.findByText('예약이 없습니다.')).toBeInTheDocument();
  });

  it('shows a load failure as a line with the server text, over an empty list', async () => {
    mockOwnerApi({ [LIST]: () => ({ status: 500, body: { error: 'INTERNAL', message: '서버 오류입니다.' } }) });
    renderOwner(BASE);
    expect(await screen.findByText('서버 오류입니다.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText('예약이 없습니다.')).toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them on search; reset clears them', async () => {
    const { sent } = mockOwnerApi({ [LIST]: () => ({ body: page([row('HB1')]) }) });
    const { user, currentPath } = renderOwner(BASE);
    await screen.findByText('HB1');
    await user.type(screen.getByLabelText('검색어'), '김민지');
    await user.selectOptions(screen.getByLabelText('예약 상태'), '확정');
    await user.type(screen.getByLabelText('체크인 시작일'), today());
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(currentPath()).toBe(`${BASE}?q=${encodeURIComponent('김민지')}&status=CONFIRMED&from=${today()}`);
    await waitFor(() =>
      expect(Object.fromEntries(sent.at(-1)!.query)).toEqual({ q: '김민지', status: 'CONFIRMED', from: today(), page: '0', size: '20' }),
    );
    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(currentPath()).toBe(BASE);
    expect(screen.getByLabelText('검색어')).toHaveValue('');
  });

  it('cancels with a reason (ETC needs text), shows the full refund and reloads the list', async () => {
    let status: OwnerBookingRow['status'] = 'CONFIRMED';
    const { writes } = mockOwnerApi({
      [LIST]: () => ({ body: page([row('HB1', { status, cancellable: status !== 'CANCELLED' })]) }),
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': () => {
        status = 'CANCELLED';
        return {
          body: {
            bookingId: 'HB1',
            status: 'CANCELLED',
            refundAmount: 240000,
            refundPercent: 100,
            cancelledAt: '2030-01-01T00:00:00Z',
            couponReturned: false,
          },
        };
      },
    });
    const { user } = renderOwner(BASE);
    await user.click(await screen.findByRole('button', { name: 'HB1 예약 취소' }));
    const dialog = screen.getByRole('dialog', { name: 'HB1 예약 취소' });
    expect(await within(dialog).findByTestId('owner-refund-amount')).toHaveTextContent('240,000원');
    const confirm = within(dialog).getByRole('button', { name: '예약 취소' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('기타 사유를 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('기타 사유'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('기타 사유'), '객실 설비 고장');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText(/예약이 취소되었습니다/)).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ reason: 'ETC', detail: '객실 설비 고장' });
    const table = screen.getByRole('table', { name: '예약 목록' });
    expect(await within(table).findByRole('button', { name: '취소 불가' })).toBeDisabled();
  });

  it('sends only the chosen reason when words typed under 기타 stay behind another reason', async () => {
    const { writes } = mockOwnerApi({
      [LIST]: () => ({ body: page([row('HB1')]) }),
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': () => ({
        body: {
          bookingId: 'HB1',
          status: 'CANCELLED',
          refundAmount: 240000,
          refundPercent: 100,
          cancelledAt: '2030-01-01T00:00:00Z',
          couponReturned: false,
        },
      }),
    });
    const { user } = renderOwner(BASE);
    await user.click(await screen.findByRole('button', { name: 'HB1 예약 취소' }));
    const dialog = screen.getByRole('dialog', { name: 'HB1 예약 취소' });
    await within(dialog).findByTestId('owner-refund-amount');
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    await user.type(within(dialog).getByLabelText('기타 사유'), '객실 설비 고장');
    await user.click(within(dialog).getByRole('radio', { name: '숙소 문제' }));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText(/예약이 취소되었습니다/)).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ reason: 'HOTEL_ISSUE' });
  });

  it('shows why a cancellation failed', async () => {
    mockOwnerApi({
      [LIST]: () => ({ body: page([row('HB1')]) }),
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': () => ({ status: 409, body: { error: 'BOOKING_ALREADY_CANCELLED', message: '이미 취소된 예약입니다.' } }),
    });
    const { user } = renderOwner(BASE);
    await user.click(await screen.findByRole('button', { name: 'HB1 예약 취소' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '일정 변경' }));
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText('이미 취소된 예약입니다.')).toBeInTheDocument();
  });
});
