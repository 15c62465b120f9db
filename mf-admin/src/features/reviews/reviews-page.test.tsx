import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_REVIEW_SORT_KEYS } from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { page, reportedReview } from '../../testing/people.fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { REVIEW_SORT_KEYS } from './reviews.messages';

type Handler = (url: URL, init?: RequestInit) => MockAnswer | Promise<MockAnswer>;

function setup(list: Handler, action: Handler = () => ({ body: reportedReview(11, { visible: false }) }), route = '/admin/reviews') {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/reviews/reported') return list(url);
    if (/^\/api\/admin\/reviews\/\d+\/(hide|restore|dismiss-reports)$/.test(url.pathname) && init?.method === 'POST') return action(url, init);
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), fetchMock };
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/reviews/reported');

afterEach(() => restoreFetch());

describe('admin reviews', () => {
  it('shows a loading state, then the waiting reviews with reason chips, counts and the reports on demand', async () => {
    const later = deferred<MockAnswer>();
    const { user, fetchMock } = setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '리뷰' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '신고된 리뷰를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: page([reportedReview(11)]) });
    const table = await screen.findByRole('table', { name: '신고된 리뷰 목록' });
    const [head, item] = within(table).getAllByRole('row') as [HTMLTableRowElement, HTMLTableRowElement];
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['리뷰', '평점↕', '작성일↕', '신고↕', '최근 신고↕', '처리']);
    expect([...item.cells].map((td) => td.getAttribute('data-label'))).toEqual(['리뷰', '평점', '작성일', '신고', '최근 신고', '처리']);
    expect(item.cells[2]).toHaveTextContent('2030-03-01');
    expect(item.cells[4]).toHaveTextContent('2030-03-10 10:00첫 신고 2030-03-09 10:00');
    expect(within(item).getByRole('link', { name: '서울 리버뷰 호텔' })).toHaveAttribute('href', '/admin/hotels/3');
    expect(within(item).getByRole('link', { name: '김민지 (member0007)' })).toHaveAttribute('href', '/admin/users/7');
    expect(within(item).getByRole('img', { name: '평점 2점' })).toBeInTheDocument();
    expect(within(item).getByText('신고 3건 (대기 2건)')).toBeInTheDocument();
    expect(
      within(within(item).getByRole('list', { name: '신고 사유' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['욕설·비방 2', '광고·스팸 1']);
    expect(within(item).getByText('게시 중')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '처리 대기' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(fetchMock)[0]!.searchParams.get('status')).toBe('PENDING');

    await user.click(within(item).getByRole('button', { name: '신고 내용 보기 (3)' }));
    const reports = within(item).getByRole('list', { name: '신고 내용' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reports).getByText('신고자2 (reporter2) · 사장님')).toBeInTheDocument();
    expect(within(reports).getByText('상세 내용 없음')).toBeInTheDocument();
    expect(within(reports).getByText('기각')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '신고 내용 접기' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the tab and the hotel filter in the address', async () => {
    const { user, fetchMock, currentPath } = setup(() => ({ body: page([]) }), undefined, '/admin/reviews?hotelId=3');
    expect(await screen.findByRole('heading', { name: '조건에 맞는 처리 대기 리뷰가 없습니다.' })).toBeInTheDocument();
    expect(screen.getByText('호텔 #3의 리뷰만 보는 중')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '숨김' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/reviews?hotelId=3&status=HIDDEN'));
    expect(await screen.findByRole('heading', { name: '조건에 맞는 숨긴 리뷰가 없습니다.' })).toBeInTheDocument();
    const last = listCalls(fetchMock).at(-1)!.searchParams;
    expect([last.get('status'), last.get('hotelId'), last.get('page')]).toEqual(['HIDDEN', '3', '0']);
    await user.click(screen.getByRole('button', { name: '모든 호텔 보기' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/reviews?status=HIDDEN'));
  });

  it('hides a review with a memo and reloads the list', async () => {
    const bodies: unknown[] = [];
    let hidden = false;
    const { user } = setup(
      () => ({ body: page(hidden ? [] : [reportedReview(11)]) }),
      (url, init) => {
        bodies.push([url.pathname, JSON.parse(String(init?.body))]);
        hidden = true;
        return { body: reportedReview(11, { visible: false, pendingReportCount: 0 }) };
      },
    );
    await user.click(await screen.findByRole('button', { name: '숨김' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰 숨김' });
    await user.type(within(dialog).getByLabelText('메모 (선택)'), '욕설 확인');
    await user.click(within(dialog).getByRole('button', { name: '숨김' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([['/api/admin/reviews/11/hide', { memo: '욕설 확인' }]]);
    expect(await screen.findByText('리뷰를 숨겼습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '조건에 맞는 처리 대기 리뷰가 없습니다.' })).toBeInTheDocument();
  });

  it('offers 복구 for a hidden review and says the 409 in the dialog', async () => {
    const { user, fetchMock } = setup(
      () => ({ body: page([reportedReview(12, { visible: false, pendingReportCount: 0 })]) }),
      () => ({ status: 409, body: { error: 'REVIEW_NOT_HIDDEN', message: '숨김 처리된 리뷰가 아닙니다.' } }),
      '/admin/reviews?status=HIDDEN',
    );
    const item = within(await screen.findByRole('table', { name: '신고된 리뷰 목록' })).getAllByRole('row')[1]!;
    expect(within(item).queryByRole('button', { name: '숨김' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: '신고 기각' })).not.toBeInTheDocument();
    const before = listCalls(fetchMock).length;
    await user.click(within(item).getByRole('button', { name: '복구' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰 복구' });
    await user.click(within(dialog).getByRole('button', { name: '복구' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('숨김 처리된 리뷰가 아닙니다. 최신 상태를 다시 불러왔습니다.');
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(before));
  });

  it('dismisses the pending reports without a memo', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(
      () => ({ body: page([reportedReview(13)]) }),
      (url, init) => (bodies.push([url.pathname, JSON.parse(String(init?.body))]), { body: reportedReview(13, { pendingReportCount: 0 }) }),
    );
    await user.click(await screen.findByRole('button', { name: '신고 기각' }));
    await user.click(within(screen.getByRole('dialog', { name: '신고 기각' })).getByRole('button', { name: '신고 기각' }));
    await waitFor(() => expect(bodies).toEqual([['/api/admin/reviews/13/dismiss-reports', {}]]));
  });

  it('shows the failure with a retry', async () => {
    let failing = true;
    const { user } = setup(() =>
      failing ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류가 발생했습니다.' } } : { body: page([reportedReview(1)]) },
    );
    expect(await screen.findByRole('heading', { name: '신고된 리뷰를 불러오지 못했습니다.' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '신고된 리뷰 목록' })).toBeInTheDocument();
  });

  it('sorts by a column header through the address, keeping the tab, and starts again at page 1', async () => {
    expect(REVIEW_SORT_KEYS).toEqual(ADMIN_REVIEW_SORT_KEYS);
    const { user, fetchMock, currentPath } = setup(
      () => ({ body: page([reportedReview(11), reportedReview(12)], 45) }),
      undefined,
      '/admin/reviews?status=ALL&page=2',
    );
    const table = await screen.findByRole('table', { name: '신고된 리뷰 목록' });
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveDisplayValue('최근 신고순');
    await user.click(within(table).getByRole('button', { name: '신고' }));
    expect(currentPath()).toBe('/admin/reviews?status=ALL&sort=-reportCount');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('-reportCount'));
    const last = listCalls(fetchMock).at(-1)!.searchParams;
    expect([last.get('status'), last.get('page')]).toEqual(['ALL', '0']);
    expect(within(table).getByRole('columnheader', { name: '신고' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /평점/ }));
    expect(currentPath()).toBe('/admin/reviews?status=ALL&sort=rating');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('rating'));
    expect(within(table).getByRole('columnheader', { name: /평점/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '작성일 내림차순');
    expect(currentPath()).toBe('/admin/reviews?status=ALL&sort=-createdAt');
    await user.click(screen.getByRole('tab', { name: '처리 대기' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/reviews?sort=-createdAt'));
  });
});
