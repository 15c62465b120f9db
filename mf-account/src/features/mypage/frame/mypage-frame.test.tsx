import { screen, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';
import { activeTab } from './mypage-tabs';

function answerProfile(answer: MockAnswer | Promise<MockAnswer>) {
  mockFetch((url) => {
    if (url.pathname === '/api/users/me') return answer;
    if (url.pathname === '/api/user/coupon') return { body: [] };
    if (url.pathname === '/api/my/reviews') return { body: { content: [], totalPages: 0, totalElements: 0, page: 0, size: 10 } };
    return { status: 404, body: null };
  });
}

const tabs = () => within(screen.getByRole('navigation', { name: '마이페이지 메뉴' })).getAllByRole('link');
const current = () => tabs().filter((link) => link.getAttribute('aria-current') === 'page');

afterEach(() => restoreFetch());

describe('my-page frame', () => {
  it('sends /mypage to the account tab and lists the six tabs as links', async () => {
    answerProfile({ body: testProfile });
    const { currentPath } = renderMyPage('/mypage');
    expect(currentPath()).toBe('/mypage/account');
    expect(tabs().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['계정', '/mypage/account'],
      ['예약 내역', '/mypage/history'],
      ['내 리뷰', '/mypage/my-reviews'],
      ['1:1 문의', '/mypage/support'],
      ['쿠폰', '/mypage/coupon'],
      ['결제수단', '/mypage/payment'],
    ]);
    expect(current().map((link) => link.textContent)).toEqual(['계정']);
    expect(await screen.findByText('김민지님')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '김민지님의 프로필 사진' })).toHaveTextContent('김');
    expect(screen.getByText(/member0007/)).toBeInTheDocument();
  });

  it.each([
    ['/mypage/coupon', '쿠폰'],
    ['/mypage/history', '예약 내역'],
    ['/mypage/bookings/HB20300315-000001', '예약 내역'],
    ['/mypage/bookings/HB20300315-000001/ticket', '예약 내역'],
    ['/mypage/add-card', '결제수단'],
    ['/mypage/support', '1:1 문의'],
    ['/mypage/my-reviews', '내 리뷰'],
  ])('marks the tab of %s as current', (path, label) => {
    answerProfile({ body: testProfile });
    renderMyPage(path);
    expect(current().map((link) => link.textContent)).toEqual([label]);
  });

  it('sends an unknown child to the account tab', () => {
    answerProfile({ body: testProfile });
    const { currentPath } = renderMyPage('/mypage/nowhere');
    expect(currentPath()).toBe('/mypage/account');
  });

  it('shows a loading placeholder, then an uploaded picture', async () => {
    const later = deferred<MockAnswer>();
    answerProfile(later.promise);
    renderMyPage('/mypage/support');
    expect(screen.getByRole('status', { name: '회원 정보를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: { ...testProfile, profileImageType: 'UPLOADED', profileImageUrl: '/api/images/profiles/me.webp' } });
    const picture = await screen.findByRole('img', { name: '김민지님의 프로필 사진' });
    expect(picture).toHaveAttribute('src', '/api/images/profiles/me.webp');
  });

  it('keeps the tabs when the profile fails, with a retry that asks again', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/users/me') return { status: 404, body: null };
      calls += 1;
      return calls === 1 ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '오류' } } : { body: testProfile };
    });
    const { user, currentPath } = renderMyPage('/mypage/payment');
    expect(await screen.findByText('회원 정보를 불러오지 못했습니다.')).toHaveAttribute('role', 'alert');
    expect(currentPath()).toBe('/mypage/payment');
    expect(tabs()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('김민지님')).toBeInTheDocument();
  });
});

describe('activeTab', () => {
  it('maps my-page paths to their tab and nothing else', () => {
    expect(activeTab('/mypage/account')?.path).toBe('account');
    expect(activeTab('/mypage/bookings')?.path).toBe('history');
    expect(activeTab('/mypage/add-card')?.path).toBe('payment');
    expect(activeTab('/mypage/coupons')).toBeNull();
    expect(activeTab('/mypage')).toBeNull();
  });
});
