import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_BOOKING_SORT_KEYS } from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { adminPage, bookingDetail, bookingRow } from '../../testing/operations.fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { BOOKING_SORT_KEYS } from './bookings.messages';

afterEach(() => restoreFetch());

const lastListQuery = (fetchMock: ReturnType<typeof mockFetch>) => {
  const call = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/admin/bookings?')).at(-1)!;
  return Object.fromEntries(new URL(String(call[0]), 'http://localhost').searchParams);
};

describe('admin bookings list', () => {
  it('shows every column of a booking, newest first as the server sends it', async () => {
    const later = deferred<MockAnswer>();
    const fetchMock = mockFetch(() => later.promise);
    renderAdmin('/admin/bookings');
    expect(screen.getByRole('heading', { level: 1, name: '예약' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '예약을 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: adminPage(
        [
          bookingRow('HB20300313-000002'),
          bookingRow('HB20300312-000001', { status: 'CANCELLED', refundedAmount: 240_000, cancellable: false, cancelledAt: '2030-03-13T02:00:00Z' }),
        ],
        2,
      ),
    });
    const rows = within(await screen.findByRole('table', { name: '예약 목록' })).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['예약번호', '호텔', '예약자', '체크인↕', '결제액↕', '상태↕', '예약 일시↕']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'HB20300313-000002',
      '스테이온 서울 호텔디럭스 더블',
      '김민지member0007',
      '2030-04-012박 · 2명',
      '240,000원',
      '확정',
      '2030-03-13 10:00',
    ]);
    expect(rows[2]).toHaveTextContent('240,000원환불 240,000원취소');
    expect(within(rows[1]!).getByRole('link', { name: 'HB20300313-000002' })).toHaveAttribute('href', '/admin/bookings/HB20300313-000002');
    expect(screen.getByText('총 2건')).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({ page: '0', size: '20' });
  });

  it('puts the filters in the address and asks with them; reset clears them', async () => {
    const fetchMock = mockFetch(() => ({ body: adminPage([bookingRow('HB20300313-000002')], 45) }));
    const { user, currentPath } = renderAdmin('/admin/bookings?hotelId=12');
    await screen.findByRole('link', { name: 'HB20300313-000002' });
    expect(screen.getByText('호텔 #12의 예약만 봅니다.')).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({ hotelId: '12', page: '0', size: '20' });

    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '  김민지 ');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'CONFIRMED');
    await user.type(screen.getByLabelText('체크인 시작일'), '2030-04-01');
    await user.type(screen.getByLabelText('체크인 종료일'), '2030-04-30');
    // Nothing is asked before 검색.
    expect(currentPath()).toBe('/admin/bookings?hotelId=12');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(currentPath()).toBe('/admin/bookings?hotelId=12&q=%EA%B9%80%EB%AF%BC%EC%A7%80&status=CONFIRMED&from=2030-04-01&to=2030-04-30');
    await screen.findByRole('button', { name: '3 페이지' });
    expect(lastListQuery(fetchMock)).toEqual({
      q: '김민지',
      status: 'CONFIRMED',
      from: '2030-04-01',
      to: '2030-04-30',
      hotelId: '12',
      page: '0',
      size: '20',
    });

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(currentPath()).toMatch(/&page=3$/);
    expect(lastListQuery(fetchMock).page).toBe('2');

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(currentPath()).toBe('/admin/bookings?hotelId=12');
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '조건 해제' }));
    expect(currentPath()).toBe('/admin/bookings');
  });

  it('takes its filters from the address (a shared link, back) into the fields', async () => {
    mockFetch(() => ({ body: adminPage([]) }));
    renderAdmin('/admin/bookings?q=HB2030&status=CANCELLED&from=2030-01-01&to=2030-01-31&userId=7');
    expect(await screen.findByRole('heading', { name: '조건에 맞는 예약이 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('HB2030');
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('CANCELLED');
    expect(screen.getByLabelText('체크인 시작일')).toHaveValue('2030-01-01');
    expect(screen.getByLabelText('체크인 종료일')).toHaveValue('2030-01-31');
    expect(screen.getByText('회원 #7의 예약만 봅니다.')).toBeInTheDocument();
  });

  it('says the server’s words when the check-in range is reversed', async () => {
    mockFetch((url) =>
      url.searchParams.get('from') === '2030-05-01'
        ? { status: 400, body: { error: 'VALIDATION_ERROR', message: '종료일은 시작일과 같거나 그 이후여야 합니다.' } }
        : { body: adminPage([bookingRow('HB20300313-000002')]) },
    );
    const { user, currentPath } = renderAdmin('/admin/bookings');
    await screen.findByRole('link', { name: 'HB20300313-000002' });
    await user.type(screen.getByLabelText('체크인 시작일'), '2030-05-01');
    await user.type(screen.getByLabelText('체크인 종료일'), '2030-04-01');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('종료일은 시작일과 같거나 그 이후여야 합니다.')).toHaveAttribute('role', 'alert');
    // The desk stays where it is (no error page) and the table is gone.
    expect(currentPath()).toBe('/admin/bookings?from=2030-05-01&to=2030-04-01');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be read, with a retry, and when nothing is there', async () => {
    let failing = true;
    mockFetch(() => (failing ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: adminPage([]) }));
    const { user } = renderAdmin('/admin/bookings');
    const heading = await screen.findByRole('heading', { name: '예약을 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '예약이 없습니다.' })).toBeInTheDocument();
  });

  it('opens a booking from its row and comes back to the same page of the list', async () => {
    mockFetch((url) =>
      url.pathname === '/api/admin/bookings/HB20300313-000002'
        ? { body: bookingDetail('HB20300313-000002') }
        : { body: adminPage([bookingRow('HB20300313-000002')], 60) },
    );
    const { user, currentPath } = renderAdmin('/admin/bookings?status=CONFIRMED&page=2');
    await user.click(await screen.findByText('디럭스 더블'));
    expect(await screen.findByRole('heading', { level: 1, name: '예약 HB20300313-000002' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/bookings/HB20300313-000002');
    await user.click(screen.getByRole('link', { name: '← 예약 목록으로' }));
    expect(currentPath()).toBe('/admin/bookings?status=CONFIRMED&page=2');
  });

  it('sorts by a column header through the address: the server sorts every page, the list starts again at page 1', async () => {
    expect(BOOKING_SORT_KEYS).toEqual(ADMIN_BOOKING_SORT_KEYS);
    const fetchMock = mockFetch(() => ({ body: adminPage([bookingRow('HB20300313-000002')], 60) }));
    const { user, currentPath } = renderAdmin('/admin/bookings?status=CONFIRMED&page=2');
    const table = await screen.findByRole('table', { name: '예약 목록' });
    expect(within(table).queryByRole('columnheader', { name: /결제액/ })).not.toHaveAttribute('aria-sort');
    await user.click(within(table).getByRole('button', { name: /결제액/ }));
    expect(currentPath()).toBe('/admin/bookings?status=CONFIRMED&sort=-totalAmount');
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ status: 'CONFIRMED', sort: '-totalAmount', page: '0', size: '20' }));
    expect(within(table).getByRole('columnheader', { name: /결제액/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /결제액/ }));
    expect(currentPath()).toBe('/admin/bookings?status=CONFIRMED&sort=totalAmount');
    await waitFor(() => expect(lastListQuery(fetchMock).sort).toBe('totalAmount'));
    expect(within(table).getByRole('columnheader', { name: /결제액/ })).toHaveAttribute('aria-sort', 'ascending');
    // A search keeps the order; the phone's select (every sortable column both ways) says it too.
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(currentPath()).toBe('/admin/bookings?status=CONFIRMED&sort=totalAmount');
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('totalAmount');
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '체크인 내림차순');
    expect(currentPath()).toBe('/admin/bookings?status=CONFIRMED&sort=-checkIn');
    expect(within(table).getByRole('columnheader', { name: /체크인/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads an unknown sort in the address as the default order and does not send it', async () => {
    const fetchMock = mockFetch(() => ({ body: adminPage([bookingRow('HB20300313-000002')]) }));
    renderAdmin('/admin/bookings?sort=-password');
    const table = await screen.findByRole('table', { name: '예약 목록' });
    expect(lastListQuery(fetchMock)).toEqual({ page: '0', size: '20' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((th) => th.hasAttribute('aria-sort')),
    ).toEqual([]);
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('');
  });
});
