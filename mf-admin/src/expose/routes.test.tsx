import { screen, waitFor, within } from '@testing-library/react';
import { documentNavigation } from 'shared-contracts/back-office';
import { mockFetch, restoreFetch } from '../testing/fetch-mock';
import { dashboard } from '../testing/operations.fixtures';
import { renderAdmin } from '../testing/render-admin';

const navigateDocument = jest.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);

const emptyPage = { content: [], page: 0, size: 100, totalElements: 0 };

beforeEach(() => {
  mockFetch((url) => {
    if (url.pathname === '/api/admin/dashboard') return { body: dashboard() };
    if (url.pathname.startsWith('/api/admin/')) return { body: emptyPage };
    if (url.pathname === '/api/auth/logout') return { status: 204 };
    return { status: 404, body: null };
  });
});
afterEach(() => {
  restoreFetch();
  navigateDocument.mockClear();
});

const sidebar = () => screen.getByRole('navigation', { name: '관리자 메뉴' });

describe('the admin frame', () => {
  it('shows the dashboard at /admin, marked current in the sidebar, and keeps the address', async () => {
    const { currentPath } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
    expect(within(sidebar()).getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: '예약' })).not.toHaveAttribute('aria-current');
  });

  it('groups 대시보드 and 예약 under 운영, and 호텔, 객실 and 입점 심사 under 호텔, before the support sections', () => {
    renderAdmin('/admin/hotel-audit/3');
    const groups = within(sidebar()).getAllByRole('list');
    expect(groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      '운영',
      '호텔',
      '회원·콘텐츠',
      '고객지원',
      '기록',
    ]);
    const links = (name: string) =>
      within(within(sidebar()).getByRole('list', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links('운영')).toEqual([
      ['대시보드', '/admin'],
      ['예약', '/admin/bookings'],
      ['환불', '/admin/refunds'],
      ['정산', '/admin/settlements'],
    ]);
    expect(links('호텔')).toEqual([
      ['호텔', '/admin/hotels'],
      ['객실', '/admin/rooms'],
      ['입점 심사', '/admin/hotel-audit'],
    ]);
    expect(within(sidebar()).getByRole('link', { name: '입점 심사' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/admin/bookings/HB20300101-000001', '예약'],
    ['/admin/hotels/12', '호텔'],
    ['/admin/rooms', '객실'],
    ['/admin/refunds?status=PENDING', '환불'],
  ])('marks the section of %s', (path, section) => {
    renderAdmin(path);
    expect(within(sidebar()).getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
  });

  it('lists 정산 under 운영 and 감사 로그 under 기록', () => {
    renderAdmin('/admin/audit');
    expect(within(within(sidebar()).getByRole('list', { name: '운영' })).getByRole('link', { name: '정산' })).toHaveAttribute(
      'href',
      '/admin/settlements',
    );
    const records = within(sidebar()).getByRole('list', { name: '기록' });
    expect(within(records).getByRole('link', { name: '감사 로그' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists 회원, 리뷰 and 쿠폰 under 회원·콘텐츠, a member page marking 회원', () => {
    renderAdmin('/admin/users/12');
    const group = within(sidebar()).getByRole('list', { name: '회원·콘텐츠' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['회원', '/admin/users'],
      ['리뷰', '/admin/reviews'],
      ['쿠폰', '/admin/coupons'],
    ]);
    expect(within(group).getByRole('link', { name: '회원' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the support sections under 고객지원, with the version label', () => {
    renderAdmin('/admin/support/notices');
    const group = within(sidebar()).getByRole('list', { name: '고객지원' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['공지사항', '/admin/support/notices'],
      ['FAQ', '/admin/support/faqs'],
      ['문의', '/admin/support/tickets'],
      ['버그 리포트', '/admin/support/bugs'],
    ]);
    expect(screen.getByText('v0.1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사이트로 이동' })).toHaveAttribute('href', '/main');
  });

  it('opens and closes the folded menu with a button that says its state', async () => {
    const { user } = renderAdmin('/admin/support/notices');
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebar()).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out on the server with the cookie, forgets the session and leaves for /main', async () => {
    const { user, store } = renderAdmin('/admin/support/notices');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(navigateDocument).toHaveBeenCalledWith('/main'));
    const [url, init] = jest.mocked(globalThis.fetch).mock.calls.find(([input]) => String(input).includes('/api/auth/logout'))!;
    expect(String(url)).toBe('/api/auth/logout');
    expect(init).toEqual(expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(store.getState().session.token).toBeNull();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    mockFetch(async (url) => {
      if (url.pathname === '/api/auth/logout') throw new TypeError('Failed to fetch');
      return { body: emptyPage };
    });
    const { user, store } = renderAdmin('/admin/support/notices');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(navigateDocument).toHaveBeenCalledWith('/main'));
    expect(store.getState().session.token).toBeNull();
  });

  it('answers an unknown admin address inside the frame', () => {
    renderAdmin('/admin/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '첫 화면으로' })).toHaveAttribute('href', '/admin');
    expect(sidebar()).toBeInTheDocument();
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin('/owner');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
