import { screen, within } from '@testing-library/react';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderSupport } from '../../testing/render-support';
import { notice, noticePage } from './notices.test-data';

afterEach(() => restoreFetch());

const firstPage = noticePage(
  [notice(2, '[필독] 고객센터 운영시간 안내', true), notice(9, '쿠폰 코드 등록 기능이 추가되었습니다'), notice(8, '예약 취소 및 환불 기준 안내')],
  { totalElements: 13 },
);

describe('notice list', () => {
  it('shows a loading state, then the notices with the pinned one first and marked, each opening its page', async () => {
    const gate = deferred<MockAnswer>();
    const fetchMock = mockFetch(() => gate.promise);
    renderSupport('/support/notice');
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('공지사항을 불러오는 중');
    gate.resolve({ body: firstPage });

    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAccessibleName(/^고정 공지: \[필독\] 고객센터 운영시간 안내/);
    expect(within(links[0]!).getByText('고정')).toBeVisible();
    expect(links[0]).toHaveAttribute('href', '/support/notice/2');
    expect(within(links[1]!).queryByText('고정')).not.toBeInTheDocument();
    expect(screen.getByText('전체 13건')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/notices?page=0&size=10']);
  });

  it('pages through the list with the page kept in the address', async () => {
    const fetchMock = mockFetch((url) =>
      url.searchParams.get('page') === '1'
        ? { body: noticePage([notice(3, '시스템 점검 완료 안내')], { page: 1, totalElements: 13 }) }
        : { body: firstPage },
    );
    const { user, currentPath } = renderSupport('/support/notice');
    await user.click(await screen.findByRole('button', { name: '2 페이지' }));
    expect(await screen.findByRole('link', { name: /시스템 점검 완료 안내/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/support/notice?page=2');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(requestedPaths(fetchMock)).toContain('/api/notices?page=1&size=10');
  });

  it('opens on the page named in the address', async () => {
    const fetchMock = mockFetch(() => ({ body: noticePage([notice(3, '시스템 점검 완료 안내')], { page: 1, totalElements: 13 }) }));
    renderSupport('/support/notice?page=2');
    expect(await screen.findByRole('link', { name: /시스템 점검 완료 안내/ })).toHaveAttribute('href', '/support/notice/3');
    expect(requestedPaths(fetchMock)).toEqual(['/api/notices?page=1&size=10']);
  });

  it('says so honestly when there are no notices', async () => {
    mockFetch(() => ({ body: noticePage([]) }));
    renderSupport('/support/notice');
    expect(await screen.findByRole('heading', { name: '등록된 공지사항이 없습니다.' })).toBeInTheDocument();
  });

  it('shows 조회 실패 with the server text and loads again on request', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' } } : { body: firstPage }));
    const { user } = renderSupport('/support/notice');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('조회 실패');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('전체 13건')).toBeInTheDocument();
  });

  it('marks 공지사항 as the current section of the support menu', async () => {
    mockFetch(() => ({ body: firstPage }));
    renderSupport('/support/notice');
    const nav = screen.getByRole('navigation', { name: '고객센터 메뉴' });
    expect(within(nav).getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '문의하기' })).not.toHaveAttribute('aria-current');
    await screen.findByText('전체 13건');
  });
});
