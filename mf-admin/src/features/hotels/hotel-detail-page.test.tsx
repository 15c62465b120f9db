import { screen, waitFor, within } from '@testing-library/react';
import type { AdminHotelDetail } from 'shared-contracts/schemas/admin';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { auditEntry, hotelDetail, OWNER, sentBody } from '../../testing/operations.fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { suspensionTextProblem } from './suspension-dialog';

afterEach(() => restoreFetch());

interface Sent {
  path: string;
  body: unknown;
}

/** One hotel behind a fake server that suspends and resumes like the real one; `refuse` may answer a write instead. */
function serve(initial: AdminHotelDetail, refuse?: (path: string) => MockAnswer | null) {
  let current = initial;
  const sent: Sent[] = [];
  let reads = 0;
  mockFetch((url, init) => {
    const path = url.pathname;
    if (init?.method === 'POST') {
      sent.push({ path, body: sentBody(init) });
      const refused = refuse?.(path);
      if (refused) return refused;
      if (path.endsWith('/suspend')) {
        if (current.status !== 'ACTIVE') return { status: 409, body: { error: 'HOTEL_NOT_ACTIVE', message: '운영 중인 호텔만 정지할 수 있습니다.' } };
        const { reason } = sentBody(init) as { reason: string };
        current = { ...current, status: 'SUSPENDED', suspendReason: reason, suspendedAt: '2030-03-13T02:00:00Z' };
      } else {
        current = { ...current, status: 'ACTIVE', suspendReason: null, suspendedAt: null };
      }
      return { body: current };
    }
    if (path === `/api/admin/hotels/${current.id}`) {
      reads += 1;
      return { body: current };
    }
    return { status: 404, body: { error: 'HOTEL_NOT_FOUND', message: '호텔을 찾을 수 없습니다.' } };
  });
  return { ...renderAdmin(`/admin/hotels/${initial.id}`), sent, reads: () => reads, set: (next: AdminHotelDetail) => (current = next) };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('admin hotel detail', () => {
  it('shows the data, owners, what is coming with links to it, and the latest audit entries', async () => {
    serve(
      hotelDetail(12, {
        audit: [
          auditEntry(9, 'ROOM_OUT_OF_ORDER', {
            entity: 'room',
            entityId: '77',
            target: { name: '1201', hotelName: '스테이온 서울 호텔', roomBefore: null, roomAfter: null },
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '스테이온 호텔 12' })).toBeInTheDocument();
    expect(screen.getByText('#12 · 서울특별시 · 4성')).toBeInTheDocument();
    const figures = region('운영 현황');
    expect(within(figures).getByRole('link', { name: '8건' })).toHaveAttribute('href', '/admin/bookings?hotelId=12');
    expect(figures).toHaveTextContent('30일 판매 가능 박수120박');
    expect(within(figures).getByRole('link', { name: '2건' })).toHaveAttribute('href', '/admin/reviews?hotelId=12');
    expect(within(region('사장님')).getByRole('link', { name: `${OWNER.name} (${OWNER.loginId})` })).toHaveAttribute(
      'href',
      `/admin/users/${OWNER.id}`,
    );
    expect(region('호텔 정보')).toHaveTextContent('(04524) 서울특별시 중구 세종대로 1 본관');
    expect(region('호텔 정보')).toHaveTextContent('123-45-67890');
    expect(region('최근 감사 기록')).toHaveTextContent('객실 사용 중지');
    expect(region('최근 감사 기록')).toHaveTextContent('객실 1201');
    expect(screen.getByRole('link', { name: '객실 관리' })).toHaveAttribute('href', '/admin/rooms?hotelId=12');
    expect(screen.getByRole('link', { name: '예약 보기' })).toHaveAttribute('href', '/admin/bookings?hotelId=12');
    expect(screen.queryByRole('button', { name: '정지 해제' })).not.toBeInTheDocument();
  });

  it('says when no inventory is on sale for the next 30 days', async () => {
    serve(hotelDetail(12, { sellableNights30: 0 }));
    expect(await screen.findByText(/사장님이 재고를 등록하지 않았을 수 있습니다/)).toBeInTheDocument();
  });

  it('suspends with a required reason, the consequences spelled out, and shows the suspension', async () => {
    const { user, sent } = serve(hotelDetail(12));
    await user.click(await screen.findByRole('button', { name: '정지' }));
    const dialog = screen.getByRole('dialog', { name: '호텔을 정지할까요?' });
    expect(dialog).toHaveTextContent('검색 결과·호텔명 검색·추천에서 바로 빠지고');
    expect(dialog).toHaveTextContent('확정된 예약은 그대로 유지됩니다.');
    const reason = within(dialog).getByRole('textbox', { name: '정지 사유 (감사 기록에 남습니다)' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '정지' }));
    expect(within(dialog).getByText('정지 사유를 입력해주세요.')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('정지 사유를 입력해주세요.');
    expect(sent).toEqual([]);
    await user.type(reason, '  위생 점검 불합격 ');
    await user.click(within(dialog).getByRole('button', { name: '정지' }));
    expect(await screen.findByText('호텔을 정지했습니다. 검색과 예약에서 바로 빠졌습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/admin/hotels/12/suspend', body: { reason: '위생 점검 불합격' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('정지 사유: 위생 점검 불합격')).toBeInTheDocument();
    expect(screen.getByText(/부터 정지된 호텔입니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '정지 해제' })).toBeInTheDocument();
  });

  it('refuses a reason over 500 characters before asking', () => {
    expect(suspensionTextProblem('suspend', '가'.repeat(501))).toBe('정지 사유는 500자 이하로 입력해주세요.');
    expect(suspensionTextProblem('suspend', '가'.repeat(500))).toBeNull();
    expect(suspensionTextProblem('resume', '')).toBeNull();
    expect(suspensionTextProblem('resume', '가'.repeat(501))).toBe('메모는 500자 이하로 입력해주세요.');
  });

  it('resumes with an optional memo', async () => {
    const { user, sent } = serve(hotelDetail(12, { status: 'SUSPENDED', suspendReason: '점검', suspendedAt: '2030-03-12T01:00:00Z' }));
    await user.click(await screen.findByRole('button', { name: '정지 해제' }));
    const dialog = screen.getByRole('dialog', { name: '정지를 해제할까요?' });
    expect(dialog).toHaveTextContent('호텔이 검색 결과와 호텔 페이지에 바로 돌아오고');
    await user.click(within(dialog).getByRole('button', { name: '정지 해제' }));
    expect(await screen.findByText('정지를 해제했습니다. 호텔이 검색과 예약에 돌아왔습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/admin/hotels/12/resume', body: {} }]);
    expect(await screen.findByRole('button', { name: '정지' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '정지' }));
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a 409 in the dialog and reloads the hotel behind it', async () => {
    const server = serve(hotelDetail(12));
    const { user } = server;
    await user.click(await screen.findByRole('button', { name: '정지' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '중복 신고');
    // Another administrator suspended it first.
    server.set(hotelDetail(12, { status: 'SUSPENDED', suspendReason: '다른 관리자', suspendedAt: '2030-03-13T01:00:00Z' }));
    const before = server.reads();
    await user.click(within(dialog).getByRole('button', { name: '정지' }));
    expect(await within(dialog).findByText('운영 중인 호텔만 정지할 수 있습니다. 최신 상태를 다시 불러왔습니다.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(server.reads()).toBeGreaterThan(before));
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(await screen.findByText('정지 사유: 다른 관리자')).toBeInTheDocument();
  });

  it('says when the hotel does not exist', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'HOTEL_NOT_FOUND', message: '호텔을 찾을 수 없습니다.' } }));
    renderAdmin('/admin/hotels/999');
    expect(await screen.findByRole('heading', { level: 1, name: '호텔을 찾을 수 없습니다.' })).toBeInTheDocument();
  });
});
