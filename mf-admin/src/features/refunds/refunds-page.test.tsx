import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_REFUND_SORT_KEYS, ADMIN_REFUND_STATUS_LABELS, ADMIN_REFUND_STATUSES, type AdminRefund } from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { page } from '../../testing/people.fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { REFUND_SORT_KEYS, REFUND_STATUS_LABELS, REFUND_STATUSES } from './refunds.messages';

const refund = (id: number, over: Partial<AdminRefund> = {}): AdminRefund => ({
  id,
  bookingId: `HB20300327-00000${id}`,
  hotel: { id: 3, name: '서울 리버뷰 호텔' },
  guest: { id: 7, loginId: 'member0007', name: '김민지' },
  amount: 97_000,
  refundPercent: 100,
  provider: 'TOSS',
  status: 'FAILED',
  attempts: 2,
  lastError: 'FAILED_INTERNAL_SYSTEM_PROCESSING: 내부 시스템 처리 작업이 실패했습니다.',
  lastAttemptAt: '2030-03-15T03:01:00Z',
  nextAttemptAt: '2030-03-15T03:03:00Z',
  providerRef: null,
  createdAt: '2030-03-15T03:00:00Z',
  completedAt: null,
  ...over,
});

type Handler = (url: URL) => MockAnswer | Promise<MockAnswer>;

function setup(list: Handler, retry?: Handler, route = '/admin/refunds') {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/refunds') return list(url);
    if (/^\/api\/admin\/refunds\/\d+\/retry$/.test(url.pathname) && init?.method === 'POST') return retry ? retry(url) : { status: 500, body: null };
    return { status: 404, body: null };
  });
  const listQueries = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/refunds')
      .map((url) => url.searchParams);
  return { ...renderAdmin(route), listQueries };
}

afterEach(() => restoreFetch());

describe('admin refunds', () => {
  it('keeps the statuses and their words equal to the contract', () => {
    expect(REFUND_STATUSES).toEqual(ADMIN_REFUND_STATUSES);
    expect(REFUND_STATUS_LABELS).toEqual(ADMIN_REFUND_STATUS_LABELS);
    expect(REFUND_SORT_KEYS).toEqual(ADMIN_REFUND_SORT_KEYS);
  });

  it('shows the failed refunds first: booking, hotel and guest, amount, attempts, last error and next attempt', async () => {
    const gate = deferred<MockAnswer>();
    const { listQueries } = setup(() => gate.promise);
    expect(screen.getByRole('heading', { level: 1, name: '환불' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '환불을 불러오는 중' })).toBeInTheDocument();
    gate.resolve({
      body: page([
        refund(1),
        refund(2, { status: 'SUCCEEDED', attempts: 1, lastError: null, nextAttemptAt: null, completedAt: '2030-03-15T03:00:02Z' }),
      ]),
    });
    const rows = within(await screen.findByRole('table', { name: '환불 목록' })).getAllByRole('row') as HTMLTableRowElement[];
    const failed = within(rows[1]!);
    expect(failed.getByRole('link', { name: 'HB20300327-000001' })).toHaveAttribute('href', '/admin/bookings/HB20300327-000001');
    expect(rows[1]!.cells[1]).toHaveTextContent('서울 리버뷰 호텔김민지 (member0007)');
    expect(rows[1]!.cells[2]).toHaveTextContent('97,000원100% · TOSS');
    expect(failed.getByText('처리 실패')).toBeInTheDocument();
    expect(rows[1]!.cells[4]).toHaveTextContent('2회FAILED_INTERNAL_SYSTEM_PROCESSING: 내부 시스템 처리 작업이 실패했습니다.');
    expect(rows[1]!.cells[5]).toHaveTextContent('2030-03-15 12:00');
    expect(rows[1]!.cells[6]).toHaveTextContent('다음 시도 2030-03-15 12:03');
    expect(failed.getByRole('button', { name: 'HB20300327-000001 환불 다시 시도' })).toBeEnabled();
    expect(rows[2]!.cells[4]).toHaveTextContent(/^1회$/);
    expect(rows[2]!.cells[6]).toHaveTextContent(/^2030-03-15 12:00$/);
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect([listQueries()[0]!.get('status'), listQueries()[0]!.get('size'), listQueries()[0]!.get('page')]).toEqual(['FAILED', '20', '0']);
    expect(screen.getByLabelText('상태')).toHaveValue('FAILED');
  });

  it('keeps the state in the address: 처리 중, then 전체 (no state sent); says when there is none', async () => {
    const { user, currentPath, listQueries } = setup(() => ({ body: page([]) }));
    expect(await screen.findByRole('heading', { name: '처리 실패 환불이 없습니다.' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('상태'), 'PENDING');
    await waitFor(() => expect(currentPath()).toBe('/admin/refunds?status=PENDING'));
    expect(await screen.findByRole('heading', { name: '처리 중 환불이 없습니다.' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('상태'), 'ALL');
    await waitFor(() => expect(currentPath()).toBe('/admin/refunds?status=ALL'));
    expect(await screen.findByRole('heading', { name: '환불이 없습니다.' })).toBeInTheDocument();
    expect(listQueries().at(-1)!.has('status')).toBe(false);
    await user.selectOptions(screen.getByLabelText('상태'), 'FAILED');
    await waitFor(() => expect(currentPath()).toBe('/admin/refunds'));
  });

  it('다시 시도: says it completed and reloads the list; says when the provider refused again', async () => {
    let answer: MockAnswer = {
      body: refund(1, { status: 'SUCCEEDED', attempts: 3, lastError: null, nextAttemptAt: null, completedAt: '2030-03-15T03:04:00Z' }),
    };
    const retried: string[] = [];
    const { user, listQueries } = setup(
      () => ({ body: page([refund(1), refund(2)]) }),
      (url) => (retried.push(url.pathname), answer),
    );
    await user.click(await screen.findByRole('button', { name: 'HB20300327-000001 환불 다시 시도' }));
    expect(await screen.findByText('HB20300327-000001 환불을 완료했습니다.')).toBeInTheDocument();
    expect(retried).toEqual(['/api/admin/refunds/1/retry']);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(1));

    answer = { body: refund(2, { attempts: 3 }) };
    await user.click(screen.getByRole('button', { name: 'HB20300327-000002 환불 다시 시도' }));
    expect(await screen.findByText('HB20300327-000002 환불을 결제사가 다시 거절했습니다. 자동으로 계속 다시 요청합니다.')).toBeInTheDocument();
  });

  it("says the server's 409 (done or under way meanwhile) and reloads", async () => {
    const { user, listQueries } = setup(
      () => ({ body: page([refund(1, { status: 'PENDING' })]) }),
      () => ({ status: 409, body: { error: 'REFUND_IN_PROGRESS', message: '환불을 처리하고 있습니다. 잠시 후 다시 시도해주세요.', errorId: 'e1' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'HB20300327-000001 환불 다시 시도' }));
    expect(await screen.findByText('환불을 처리하고 있습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(1));
    expect(within(screen.getByRole('table', { name: '환불 목록' })).getByText('처리 중')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    let failing = true;
    const { user } = setup(() => (failing ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '서버 오류' } } : { body: page([refund(1)]) }));
    expect(await screen.findByRole('heading', { name: '환불을 불러오지 못했습니다.' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '환불 목록' })).toBeInTheDocument();
  });

  it('sorts by a column header through the address, with the state, and starts again at page 1', async () => {
    const { user, currentPath, listQueries } = setup(
      () => ({ body: page([refund(1), refund(2)], 45) }),
      undefined,
      '/admin/refunds?status=ALL&page=2',
    );
    const table = await screen.findByRole('table', { name: '환불 목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['예약번호', '호텔 · 고객', '환불 금액↕', '상태', '시도 · 마지막 오류', '요청 일시↕', '환불 일시↕', '관리']);
    await user.click(within(table).getByRole('button', { name: /환불 일시/ }));
    expect(currentPath()).toBe('/admin/refunds?status=ALL&sort=-completedAt');
    await waitFor(() => expect(listQueries().at(-1)!.get('sort')).toBe('-completedAt'));
    expect([listQueries().at(-1)!.has('status'), listQueries().at(-1)!.get('page')]).toEqual([false, '0']);
    expect(within(table).getByRole('columnheader', { name: /환불 일시/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /환불 금액/ }));
    expect(currentPath()).toBe('/admin/refunds?status=ALL&sort=-amount');
    await user.click(within(table).getByRole('button', { name: /환불 금액/ }));
    expect(currentPath()).toBe('/admin/refunds?status=ALL&sort=amount');
    await waitFor(() => expect(listQueries().at(-1)!.get('sort')).toBe('amount'));
    expect(within(table).getByRole('columnheader', { name: /환불 금액/ })).toHaveAttribute('aria-sort', 'ascending');
    // Another state keeps the order.
    await user.selectOptions(screen.getByLabelText('상태'), 'PENDING');
    await waitFor(() => expect(currentPath()).toBe('/admin/refunds?status=PENDING&sort=amount'));
  });
});
