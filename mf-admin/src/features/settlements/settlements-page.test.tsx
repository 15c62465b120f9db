import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_SETTLEMENT_SORT_KEYS,
  SETTLEMENT_STATUS_LABELS as CONTRACT_LABELS,
  type AdminSettlement,
  type AdminSettlementDetail,
  type AdminSettlementPage,
} from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { SETTLEMENT_SORT_KEYS, SETTLEMENT_STATUS_LABELS } from './settlements.messages';

const WEEK = { weekStart: '2030-03-04', weekEnd: '2030-03-10' };
const statement = (id: number, over: Partial<AdminSettlement> = {}): AdminSettlement => ({
  id,
  hotelId: 100 + id,
  hotelName: `호텔 ${id}`,
  ...WEEK,
  bookingCount: 2,
  grossAmount: 200_010,
  feeAmount: 30_002,
  netAmount: 170_008,
  refundCount: 0,
  refundAmount: 0,
  status: 'PENDING',
  computedAt: '2030-03-11T00:00:00Z',
  settledAt: null,
  ...over,
});
const pageOf = (content: AdminSettlement[], over: Partial<AdminSettlementPage> = {}): AdminSettlementPage => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  ...WEEK,
  weekClosed: true,
  lastClosedWeekStart: '2030-03-04',
  pending: {
    statements: content.filter((r) => r.status === 'PENDING').length,
    netAmount: content.filter((r) => r.status === 'PENDING').reduce((s, r) => s + r.netAmount, 0),
  },
  totals: {
    statements: content.length,
    bookingCount: content.reduce((s, r) => s + r.bookingCount, 0),
    grossAmount: content.reduce((s, r) => s + r.grossAmount, 0),
    feeAmount: content.reduce((s, r) => s + r.feeAmount, 0),
    refundAmount: content.reduce((s, r) => s + r.refundAmount, 0),
    netAmount: content.reduce((s, r) => s + r.netAmount, 0),
  },
  ...over,
});
const detailOf = (s: AdminSettlement): AdminSettlementDetail => ({
  ...s,
  lines: [
    { bookingId: 'HB20300303-000001', checkIn: '2030-03-03', checkOut: '2030-03-05', amount: 100_001, fee: 15_000, net: 85_001 },
    { bookingId: 'HB20300306-000002', checkIn: '2030-03-06', checkOut: '2030-03-07', amount: 100_009, fee: 15_002, net: 85_007 },
  ],
  refunds: s.refundCount
    ? [{ bookingId: 'HB20300305-000009', checkIn: '2030-03-05', checkOut: '2030-03-06', amount: 80_000, refunded: s.refundAmount }]
    : [],
});

afterEach(() => restoreFetch());

describe('admin settlements', () => {
  it('keeps the status words of the contract', () => {
    expect(SETTLEMENT_STATUS_LABELS).toEqual(CONTRACT_LABELS);
    expect(SETTLEMENT_SORT_KEYS).toEqual(ADMIN_SETTLEMENT_SORT_KEYS);
  });

  it('shows last week by default: totals, one row per hotel with its status, and the lines of a row', async () => {
    const later = deferred<MockAnswer>();
    const rows = [statement(1, { refundCount: 1, refundAmount: 40_000 }), statement(2, { status: 'SETTLED', settledAt: '2030-03-12T01:00:00Z' })];
    const fetchMock = mockFetch((url) => (url.pathname === '/api/admin/settlements' ? later.promise : { body: detailOf(rows[0]!) }));
    const { user } = renderAdmin('/admin/settlements');
    expect(screen.getByRole('heading', { level: 1, name: '정산' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '정산서를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: pageOf(rows) });
    const table = await screen.findByRole('table', { name: '호텔별 정산서' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.searchParams.has('week'), url.searchParams.get('page'), url.searchParams.get('size')]).toEqual([false, '0', '20']);
    expect(screen.getByRole('group', { name: '정산 주' })).toHaveTextContent('2030-03-04 (월) ~ 2030-03-10 (일)');
    const totals = screen.getByLabelText('주간 합계');
    expect(totals).toHaveTextContent('정산서 · 예약2건 · 4건');
    expect(totals).toHaveTextContent('결제 총액400,020원');
    expect(totals).toHaveTextContent('수수료60,004원');
    expect(totals).toHaveTextContent('환불액40,000원');
    expect(totals).toHaveTextContent('정산액340,016원');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('호텔 1 #101');
    expect(first).toHaveTextContent('200,010원30,002원40,000원 (1건)170,008원정산 대기');
    expect(within(first!).getByRole('button', { name: '호텔 1 정산 완료' })).toBeInTheDocument();
    expect(second).toHaveTextContent('정산 완료2030-03-12 10:00');
    expect(within(second!).queryByRole('button', { name: '호텔 2 정산 완료' })).toBeNull();

    await user.click(within(first!).getByRole('button', { name: '호텔 1 내역' }));
    const lines = await screen.findByRole('table', { name: '호텔 1 정산 줄' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('HB20300303-000001');
    expect(within(lines).getAllByRole('row')[2]).toHaveTextContent('100,009원15,002원85,007원');
    expect(within(screen.getByRole('table', { name: '호텔 1 취소·환불 예약' })).getAllByRole('row')[1]).toHaveTextContent('80,000원40,000원');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/admin/settlements/1'))).toBe(true);
  });

  it('moves week by week and by date, with the week and status in the address', async () => {
    const fetchMock = mockFetch((url) => {
      const week = url.searchParams.get('week');
      const start = week === '2030-02-25' ? '2030-02-25' : week === '2030-03-12' ? '2030-03-11' : '2030-03-04';
      const end = { '2030-02-25': '2030-03-03', '2030-03-11': '2030-03-17', '2030-03-04': '2030-03-10' }[start]!;
      return {
        body: pageOf([statement(1, { weekStart: start, weekEnd: end })], { weekStart: start, weekEnd: end, weekClosed: start !== '2030-03-11' }),
      };
    });
    const { user, currentPath } = renderAdmin('/admin/settlements');
    await screen.findByRole('table', { name: '호텔별 정산서' });
    expect(screen.getByRole('button', { name: '다음 주' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 주' })).toHaveAccessibleDescription(
      '마지막으로 끝난 주입니다. 다음 주는 끝난 뒤에 정산할 수 있습니다.',
    );
    await user.click(screen.getByRole('button', { name: '이전 주' }));
    expect(currentPath()).toBe('/admin/settlements?week=2030-02-25');
    expect(await screen.findByText('2030-02-25 (월) ~ 2030-03-03 (일)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '다음 주' }));
    expect(currentPath()).toBe('/admin/settlements?week=2030-03-04');
    fireEvent.change(screen.getByLabelText('날짜로 이동'), { target: { value: '2030-03-12' } });
    expect(currentPath()).toBe('/admin/settlements?week=2030-03-12');
    expect(await screen.findByText('아직 끝나지 않은 주입니다. 주가 끝난 뒤에 정산할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 주' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '호텔 1 정산 완료' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'SETTLED');
    expect(currentPath()).toBe('/admin/settlements?week=2030-03-12&status=SETTLED');
    await waitFor(() => expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('status')).toBe('SETTLED'));
  });

  it('settles after confirming, and shows a refusal (409) in the dialog', async () => {
    let current = statement(1);
    const posts: string[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push(url.pathname);
        if (posts.length === 1) return { status: 409, body: { error: 'SETTLEMENT_ALREADY_SETTLED', message: '이미 정산 완료된 정산서입니다.' } };
        current = { ...current, status: 'SETTLED', settledAt: '2030-03-15T03:00:00Z' };
        return { body: detailOf(current) };
      }
      return { body: pageOf([current]) };
    });
    const { user } = renderAdmin('/admin/settlements?week=2030-03-06');
    await user.click(await screen.findByRole('button', { name: '호텔 1 정산 완료' }));
    let dialog = screen.getByRole('dialog', { name: '정산 완료 처리' });
    expect(dialog).toHaveTextContent('호텔 1의 2030-03-04 ~ 2030-03-10 정산액 170,008원을 지급 완료로 표시합니다.');
    await user.click(within(dialog).getByRole('button', { name: '정산 완료' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 정산 완료된 정산서입니다.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '호텔 1 정산 완료' }));
    dialog = screen.getByRole('dialog', { name: '정산 완료 처리' });
    await user.click(within(dialog).getByRole('button', { name: '정산 완료' }));
    expect(await screen.findByText('호텔 1 정산을 완료했습니다.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/admin/settlements/1/settle', '/api/admin/settlements/1/settle']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '호텔 1 정산 완료' })).toBeNull());
    expect(within(screen.getByRole('table', { name: '호텔별 정산서' })).getAllByRole('row')[1]).toHaveTextContent('정산 완료2030-03-15 12:00');
  });

  it('settles the whole week after confirming, and offers it only for a closed week with statements waiting', async () => {
    let rows = [statement(1), statement(2, { netAmount: 100_000 }), statement(3, { status: 'SETTLED', settledAt: '2030-03-12T01:00:00Z' })];
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        bodies.push([url.pathname, JSON.parse(String(init.body))]);
        const settled = rows
          .filter((r) => r.status === 'PENDING')
          .map((r) => ({ ...r, status: 'SETTLED' as const, settledAt: '2030-03-15T03:00:00Z' }));
        rows = rows.map((r) => settled.find((s) => s.id === r.id) ?? r);
        return { body: { settledCount: settled.length, netAmount: 270_008, statements: settled } };
      }
      return { body: pageOf(rows) };
    });
    const { user } = renderAdmin('/admin/settlements?week=2030-03-06');
    await user.click(await screen.findByRole('button', { name: '이 주 전체 정산' }));
    const dialog = screen.getByRole('dialog', { name: '이 주 전체 정산 완료 처리' });
    expect(dialog).toHaveTextContent('2030-03-04 ~ 2030-03-10 주의 정산 대기 정산서 2건(정산액 합계 270,008원)을 한 번에 지급 완료로 표시합니다.');
    await user.click(within(dialog).getByRole('button', { name: '전체 정산 완료' }));
    expect(await screen.findByText('정산서 2건(270,008원)을 정산 완료했습니다.')).toBeInTheDocument();
    expect(bodies).toEqual([['/api/admin/settlements/settle', { week: '2030-03-04' }]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '이 주 전체 정산' })).toBeNull());
    expect(screen.queryByRole('button', { name: '호텔 1 정산 완료' })).toBeNull();
  });

  it('shows a refused settle-all (409) in its dialog', async () => {
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? { status: 409, body: { error: 'SETTLEMENT_NOTHING_PENDING', message: '이 주에는 정산 대기 중인 정산서가 없습니다.' } }
        : { body: pageOf([statement(1)]) },
    );
    const { user } = renderAdmin('/admin/settlements');
    await user.click(await screen.findByRole('button', { name: '이 주 전체 정산' }));
    const dialog = screen.getByRole('dialog', { name: '이 주 전체 정산 완료 처리' });
    await user.click(within(dialog).getByRole('button', { name: '전체 정산 완료' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이 주에는 정산 대기 중인 정산서가 없습니다.');
    expect(within(dialog).getByRole('button', { name: '전체 정산 완료' })).toBeDisabled();
  });

  it('sorts by a column header through the address (the server sorts the whole week)', async () => {
    const fetchMock = mockFetch(() => ({ body: pageOf([statement(1), statement(2)]) }));
    const { user, currentPath } = renderAdmin('/admin/settlements?week=2030-03-06&page=2');
    const table = await screen.findByRole('table', { name: '호텔별 정산서' });
    await user.click(within(table).getByRole('button', { name: /정산액/ }));
    expect(currentPath()).toBe('/admin/settlements?week=2030-03-06&sort=-netAmount');
    await waitFor(() => expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('sort')).toBe('-netAmount'));
    expect(within(table).getByRole('columnheader', { name: /정산액/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /정산액/ }));
    expect(currentPath()).toBe('/admin/settlements?week=2030-03-06&sort=netAmount');
  });

  it('downloads the week as a CSV file', async () => {
    const fetchMock = mockFetch((url) => (url.pathname.endsWith('.csv') ? { body: '호텔 번호,호텔명' } : { body: pageOf([statement(1)]) }));
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:settlements';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.href, this.download]).toEqual(['blob:settlements', 'settlements_2030-03-04_2030-03-10.csv']);
    });
    const { user } = renderAdmin('/admin/settlements');
    await user.click(await screen.findByRole('button', { name: 'CSV 다운로드' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/admin/settlements.csv?week=2030-03-04'))).toBe(true);
    click.mockRestore();
  });

  it('says when the week has no statement, and a failure with a retry', async () => {
    let failing = true;
    mockFetch(() => (failing ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: pageOf([]) }));
    const { user } = renderAdmin('/admin/settlements?week=2029-01-01');
    const heading = await screen.findByRole('heading', { name: '정산서를 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '이 주에 정산서가 없습니다.' })).toBeInTheDocument();
  });
});
