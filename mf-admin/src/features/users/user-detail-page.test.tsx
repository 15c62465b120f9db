import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBookingRow, AdminUserDetail } from 'shared-contracts/schemas/admin';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { userDetail } from '../../testing/people.fixtures';
import { renderAdmin } from '../../testing/render-admin';

const booking: AdminBookingRow = {
  bookingId: 'B20300310-0001',
  status: 'CONFIRMED',
  hotel: { id: 3, name: '서울 리버뷰 호텔' },
  roomTypeName: '디럭스 더블',
  guest: { id: 12, loginId: 'member0012', name: '회원12' },
  leadName: '회원12',
  leadPhone: null,
  checkIn: '2030-04-01',
  checkOut: '2030-04-03',
  nights: 2,
  guests: 2,
  totalAmount: 240000,
  refundedAmount: 0,
  createdAt: '2030-03-10T01:00:00Z',
  cancelledAt: null,
  cancellable: true,
};

type Handler = (url: URL, init?: RequestInit) => MockAnswer;

function setup(detail: AdminUserDetail | (() => MockAnswer), write: Handler = () => ({ status: 500, body: null })) {
  const writes: Array<[string, string | undefined, unknown]> = [];
  const fetchMock = mockFetch((url, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') {
      writes.push([url.pathname, init.method, init.body ? JSON.parse(String(init.body)) : null]);
      return write(url, init);
    }
    if (url.pathname === `/api/admin/users/12`) return typeof detail === 'function' ? detail() : { body: detail };
    return { status: 404, body: { error: 'NOT_FOUND', message: '회원을 찾을 수 없습니다.' } };
  });
  return { ...renderAdmin('/admin/users/12'), fetchMock, writes };
}

afterEach(() => restoreFetch());

describe('admin user detail', () => {
  it('shows the profile, state, sessions, hotels, latest bookings and tickets with their links', async () => {
    setup(
      userDetail(12, {
        role: 'ROLE_OWNER',
        hotels: [{ id: 3, name: '서울 리버뷰 호텔', status: 'ACTIVE' }],
        bookingCount: 31,
        bookings: [booking],
        ticketCount: 1,
        tickets: [{ id: 55, subject: '환불 문의', status: 'UPLOADED', createdAt: '2030-03-09T01:00:00Z', lastMessageAt: '2030-03-09T02:00:00Z' }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '회원12 (member0012)' })).toBeInTheDocument();
    expect(screen.getByText('member12@example.com')).toBeInTheDocument();
    expect(screen.getByText('여성')).toBeInTheDocument();
    expect(screen.getByText('(04524) 서울특별시 중구 세종대로 110 3층')).toBeInTheDocument();
    expect(screen.getByText('2개 활성')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '서울 리버뷰 호텔' })).toHaveAttribute('href', '/admin/hotels/3');
    const bookings = screen.getByRole('table', { name: '최근 예약' });
    expect(within(bookings).getByRole('link', { name: 'B20300310-0001' })).toHaveAttribute('href', '/admin/bookings/B20300310-0001');
    expect(within(bookings).getByText('240,000원')).toBeInTheDocument();
    expect(within(bookings).getByText('2030-04-01 · 2박')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '최근 예약 (전체 31건)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/admin/bookings?userId=12');
    expect(screen.getByRole('link', { name: '환불 문의' })).toHaveAttribute('href', '/admin/support/tickets/55');
  });

  it('locks with a required reason, then shows the locked state', async () => {
    const { user, writes } = setup(userDetail(12), () => ({
      body: userDetail(12, { state: 'LOCKED', lockedAt: '2030-03-10T03:00:00Z', lockReason: '부정 사용', activeSessions: 0 }),
    }));
    await user.click(await screen.findByRole('button', { name: '잠금' }));
    const dialog = screen.getByRole('dialog', { name: '계정 잠금' });
    await user.click(within(dialog).getByRole('button', { name: '잠금' }));
    expect(within(dialog).getByLabelText('사유 (필수)')).toHaveAccessibleDescription('사유를 입력해주세요.');
    expect(writes).toEqual([]);
    await user.type(within(dialog).getByLabelText('사유 (필수)'), '부정 사용');
    await user.click(within(dialog).getByRole('button', { name: '잠금' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([['/api/admin/users/12/lock', 'POST', { reason: '부정 사용' }]]);
    expect(await screen.findByText('부정 사용')).toBeInTheDocument();
    expect(screen.getByText('0개 활성')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '잠금 해제' })).toBeInTheDocument();
  });

  it('unlocks with an optional memo', async () => {
    const { user, writes } = setup(userDetail(12, { state: 'LOCKED', lockedAt: '2030-03-10T03:00:00Z', lockReason: '부정 사용' }), () => ({
      body: userDetail(12),
    }));
    await user.click(await screen.findByRole('button', { name: '잠금 해제' }));
    await user.click(within(screen.getByRole('dialog', { name: '계정 잠금 해제' })).getByRole('button', { name: '잠금 해제' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([['/api/admin/users/12/unlock', 'POST', {}]]);
    expect(await screen.findByRole('button', { name: '잠금' })).toBeInTheDocument();
  });

  it('changes an owner to a member and says the 409 naming the hotels', async () => {
    const { user, writes } = setup(userDetail(12, { role: 'ROLE_OWNER' }), () => ({
      status: 409,
      body: { error: 'OWNER_HAS_HOTELS', message: '운영 중인 호텔이 있는 사장님은 일반 회원으로 바꿀 수 없습니다: 서울 리버뷰 호텔' },
    }));
    await user.click(await screen.findByRole('button', { name: '권한 변경' }));
    const dialog = screen.getByRole('dialog', { name: '권한 변경' });
    expect(dialog).toHaveTextContent('권한을 사장님에서 회원(으)로 바꿉니다.');
    await user.click(within(dialog).getByRole('button', { name: '회원(으)로 변경' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '운영 중인 호텔이 있는 사장님은 일반 회원으로 바꿀 수 없습니다: 서울 리버뷰 호텔',
    );
    expect(writes).toEqual([['/api/admin/users/12/role', 'PUT', { role: 'ROLE_USER' }]]);
  });

  it('offers no actions for an administrator', async () => {
    setup(userDetail(12, { role: 'ROLE_ADMIN' }));
    expect(await screen.findByText('관리자 계정과 탈퇴한 회원은 잠그거나 권한을 바꿀 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '잠금' })).not.toBeInTheDocument();
  });

  it('says a missing member with a way back to the list', async () => {
    setup(() => ({ status: 404, body: { error: 'NOT_FOUND', message: '회원을 찾을 수 없습니다.' } }));
    expect(await screen.findByRole('heading', { level: 1, name: '회원을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원 목록으로' })).toHaveAttribute('href', '/admin/users');
  });

  it('shows a failed load with a retry', async () => {
    let failing = true;
    const { user } = setup(() => (failing ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류' } } : { body: userDetail(12) }));
    expect(await screen.findByRole('heading', { name: '회원 정보를 불러오지 못했습니다.' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회원12 (member0012)' })).toBeInTheDocument();
  });
});
