import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_HOTEL_SORT_KEYS } from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { adminPage, hotelRow } from '../../testing/operations.fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { HOTEL_SORT_KEYS } from './hotels.messages';

const REGIONS = [
  { id: 1, code: 'SEOUL', name: '서울특별시', shortName: '서울', avgPrice: 120000, imageUrl: null },
  { id: 2, code: 'BUSAN', name: '부산광역시', shortName: '부산', avgPrice: 100000, imageUrl: null },
];

afterEach(() => restoreFetch());

const lastListQuery = (fetchMock: ReturnType<typeof mockFetch>) => {
  const call = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/admin/hotels?')).at(-1)!;
  return Object.fromEntries(new URL(String(call[0]), 'http://localhost').searchParams);
};

describe('admin hotels list', () => {
  it('lists hotels as the server orders them (suspended first), with every column', async () => {
    const later = deferred<MockAnswer>();
    const fetchMock = mockFetch((url) => (url.pathname === '/api/regions' ? { body: REGIONS } : later.promise));
    renderAdmin('/admin/hotels');
    expect(screen.getByRole('heading', { level: 1, name: '호텔' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '호텔을 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: adminPage(
        [hotelRow(7, { status: 'SUSPENDED', suspendReason: '위생 점검 불합격', suspendedAt: '2030-03-12T01:00:00Z' }), hotelRow(3, { owners: [] })],
        2,
      ),
    });
    const rows = within(await screen.findByRole('table', { name: '호텔 목록' })).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['번호', '호텔명↕', '지역 · 등급', '평점 (리뷰 수)↕', '사장님', '객실 유형/객실 수', '상태', '등록일↕']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '7',
      '스테이온 호텔 7서울특별시 중구 세종대로 1정지 사유: 위생 점검 불합격',
      '서울특별시★★★★',
      '4.3 (31)',
      '박사장owner0001',
      '2개 유형 / 12실',
      '정지',
      '2029-01-01',
    ]);
    expect(within(rows[1]!).getByText('정지')).toHaveAttribute('title', '위생 점검 불합격');
    expect(within(rows[1]!).getByRole('img', { name: '4성' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '스테이온 호텔 7' })).toHaveAttribute('href', '/admin/hotels/7');
    expect(rows[2]).toHaveTextContent('없음');
    expect(screen.getByText('총 2곳')).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({ page: '0', size: '20' });
  });

  it('puts search, status and region in the address and asks with them', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/regions' ? { body: REGIONS } : { body: adminPage([hotelRow(3)], 41) }));
    const { user, currentPath } = renderAdmin('/admin/hotels');
    await screen.findByRole('link', { name: '스테이온 호텔 3' });
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), 'owner0001');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'ACTIVE');
    await screen.findByRole('option', { name: '부산' });
    await user.selectOptions(screen.getByRole('combobox', { name: '지역' }), '부산');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(currentPath()).toBe('/admin/hotels?q=owner0001&status=ACTIVE&regionId=2');
    await screen.findByRole('button', { name: '3 페이지' });
    expect(lastListQuery(fetchMock)).toEqual({ q: 'owner0001', status: 'ACTIVE', regionId: '2', page: '0', size: '20' });
    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(currentPath()).toBe('/admin/hotels');
  });

  it('opens with the dashboard’s preset and says when nothing matches', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/regions' ? { body: REGIONS } : { body: adminPage([]) }));
    renderAdmin('/admin/hotels?status=SUSPENDED');
    expect(await screen.findByRole('heading', { name: '조건에 맞는 호텔이 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('SUSPENDED');
    expect(lastListQuery(fetchMock)).toEqual({ status: 'SUSPENDED', page: '0', size: '20' });
  });

  it('says when the list cannot be read, with a retry', async () => {
    let failing = true;
    mockFetch((url) =>
      url.pathname === '/api/regions'
        ? { body: REGIONS }
        : failing
          ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } }
          : { body: adminPage([]) },
    );
    const { user } = renderAdmin('/admin/hotels');
    const heading = await screen.findByRole('heading', { name: '호텔을 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '호텔이 없습니다.' })).toBeInTheDocument();
  });

  it('sorts by a column header through the address (the server sorts every page) and starts again at page 1', async () => {
    expect(HOTEL_SORT_KEYS).toEqual(ADMIN_HOTEL_SORT_KEYS);
    const fetchMock = mockFetch((url) => (url.pathname === '/api/regions' ? { body: REGIONS } : { body: adminPage([hotelRow(3), hotelRow(7)], 41) }));
    const { user, currentPath } = renderAdmin('/admin/hotels?status=ACTIVE&page=3');
    const table = await screen.findByRole('table', { name: '호텔 목록' });
    expect(lastListQuery(fetchMock)).toEqual({ status: 'ACTIVE', page: '2', size: '20' });
    await user.click(within(table).getByRole('button', { name: /평점/ }));
    expect(currentPath()).toBe('/admin/hotels?status=ACTIVE&sort=-rating');
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ status: 'ACTIVE', sort: '-rating', page: '0', size: '20' }));
    expect(within(table).getByRole('columnheader', { name: /평점/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /호텔명/ }));
    expect(currentPath()).toBe('/admin/hotels?status=ACTIVE&sort=name');
    await waitFor(() => expect(lastListQuery(fetchMock).sort).toBe('name'));
    expect(within(table).getByRole('columnheader', { name: /호텔명/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /평점/ })).not.toHaveAttribute('aria-sort');
    // The search and filters keep the order.
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(currentPath()).toBe('/admin/hotels?status=ACTIVE&sort=name');
  });
});
