import { screen, within } from '@testing-library/react';
import type { AdminAuditEntry } from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { actionLabel } from './audit-actions';
import { changedKeys, targetPath } from './audit-targets';

const ADMIN = { id: 1, loginId: 'admin0001', name: '운영관리자' };
const entry = (id: number, over: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id,
  actor: ADMIN,
  actorRole: 'ROLE_ADMIN',
  action: 'SETTLEMENT_SETTLED',
  entity: 'settlement_statement',
  entityId: '7',
  hotelId: 12,
  target: { name: '2030-03-04 ~ 2030-03-10', hotelName: '스테이온 서울 호텔', roomBefore: null, roomAfter: null },
  before: { id: 7, status: 'PENDING', netAmount: 170_008, settledAt: null, weekStart: '2030-03-04' },
  after: { id: 7, status: 'SETTLED', netAmount: 170_008, settledAt: '2030-03-15T03:00:00.000Z', weekStart: '2030-03-04' },
  requestId: 'req-1',
  ip: '127.0.0.1',
  createdAt: '2030-03-15T03:00:00Z',
  ...over,
});
const page = (content: AdminAuditEntry[], totalElements = content.length, n = 0) => ({ content, page: n, size: 20, totalElements });

afterEach(() => restoreFetch());

describe('admin audit log', () => {
  it('links an entry to the admin page of its row where there is one', () => {
    const of = (entity: string, entityId: string) => targetPath({ entity, entityId, before: null, after: null });
    expect([
      of('booking', 'HB20300301-000123'),
      of('booking', '55'),
      of('hotel', '3'),
      of('user', '9'),
      of('hotel_application', '4'),
      of('support_ticket', '8'),
      of('coupon', '2'),
      targetPath(entry(1)),
    ]).toEqual([
      '/admin/bookings/HB20300301-000123',
      null,
      '/admin/hotels/3',
      '/admin/users/9',
      '/admin/hotel-audit/4',
      '/admin/support/tickets/8',
      null,
      '/admin/settlements?week=2030-03-04',
    ]);
    expect(changedKeys({ a: 1, b: [1] }, { a: 1, b: [2], c: null })).toEqual(['b', 'c']);
    expect(changedKeys(null, { status: 'X' })).toEqual(['status']);
  });

  it('lists entries newest first and opens before → after with the changed keys marked', async () => {
    const later = deferred<MockAnswer>();
    const fetchMock = mockFetch(() => later.promise);
    const { user } = renderAdmin('/admin/audit');
    expect(screen.getByRole('heading', { level: 1, name: '감사 로그' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '감사 로그를 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: page([
        entry(2),
        entry(1, {
          actor: { id: 5, loginId: 'owner0002', name: '박사장' },
          actorRole: 'ROLE_OWNER',
          action: 'BOOKING_CANCELLED',
          entity: 'booking',
          entityId: 'HB20300301-000123',
          target: { name: 'HB20300301-000123', hotelName: '스테이온 서울 호텔', roomBefore: null, roomAfter: null },
          before: { status: 'CONFIRMED' },
          after: null,
        }),
      ]),
    });
    const rows = within(await screen.findByRole('table', { name: '감사 로그 목록' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      '2030-03-15 12:00admin0001운영관리자관리자정산 완료SETTLEMENT_SETTLED정산서 2030-03-04 ~ 2030-03-10settlement_statement #7',
    );
    expect(within(rows[1]!).getByRole('link', { name: '정산서 2030-03-04 ~ 2030-03-10' })).toHaveAttribute(
      'href',
      '/admin/settlements?week=2030-03-04',
    );
    expect(within(rows[1]!).getByRole('link', { name: '스테이온 서울 호텔' })).toHaveAttribute('href', '/admin/hotels/12');
    expect(rows[1]).toHaveTextContent('req-1127.0.0.1');
    expect(within(rows[2]!).getByRole('link', { name: '예약 HB20300301-000123' })).toHaveAttribute('href', '/admin/bookings/HB20300301-000123');
    expect(rows[2]).toHaveTextContent('예약 취소BOOKING_CANCELLED');
    expect(rows[2]).toHaveTextContent('사장님');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.pathname, url.search]).toEqual(['/api/admin/audit', '?page=0&size=20']);

    await user.click(within(rows[1]!).getByRole('button', { name: '이전 → 이후 보기 (정산 완료 #2)' }));
    expect(screen.getByText('바뀐 항목: status, settledAt')).toBeInTheDocument();
    const before = screen.getByRole('region', { name: '이전' });
    const after = screen.getByRole('region', { name: '이후' });
    expect([...before.querySelectorAll('mark')].map((m) => m.dataset.key)).toEqual(['status', 'settledAt']);
    expect(after.querySelector('mark[data-key="status"]')).toHaveTextContent('"status": "SETTLED", (변경됨)');
    expect(after).toHaveTextContent('"netAmount": 170008');
    await user.click(within(rows[2]!).getByRole('button', { name: '이전 → 이후 보기 (예약 취소 #1)' }));
    expect(screen.getByRole('region', { name: '이후' })).toHaveTextContent('(없음)');
  });

  it('names a move by booking number and hotel with the room before and after, and shows unknown actions as they are', async () => {
    const booking = { name: 'HB20300301-000123', hotelName: '스테이온 서울 호텔' };
    mockFetch(() => ({
      body: page([
        entry(4, {
          action: 'ROOM_MOVED',
          entity: 'booking',
          entityId: '55',
          target: { ...booking, roomBefore: '1203', roomAfter: '1305' },
          before: { roomNo: '1203' },
          after: { roomNo: '1305' },
        }),
        entry(3, { action: 'ROOM_UNASSIGNED', entity: 'booking', entityId: '55', target: { ...booking, roomBefore: '1305', roomAfter: null } }),
        entry(2, {
          action: 'SOMETHING_NEW',
          entity: 'gadget',
          entityId: 'x-1',
          hotelId: null,
          target: { name: null, hotelName: null, roomBefore: null, roomAfter: null },
        }),
      ]),
    }));
    renderAdmin('/admin/audit');
    const rows = within(await screen.findByRole('table', { name: '감사 로그 목록' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('객실 이동ROOM_MOVED예약 HB20300301-000123객실 1203 → 1305booking #55스테이온 서울 호텔');
    expect(within(rows[1]!).getByRole('link', { name: '예약 HB20300301-000123' })).toHaveAttribute('href', '/admin/bookings/HB20300301-000123');
    expect(rows[2]).toHaveTextContent('배정 취소ROOM_UNASSIGNED예약 HB20300301-000123객실 1305 → 배정 없음');
    expect(rows[3]).toHaveTextContent('SOMETHING_NEWSOMETHING_NEWgadget #x-1gadget #x-1–');
    expect(actionLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(actionLabel('constructor')).toBe('constructor');
  });

  it('filters through the address and resets', async () => {
    const fetchMock = mockFetch(() => ({ body: page([entry(3)], 45) }));
    const { user, currentPath } = renderAdmin('/admin/audit?entity=hotel');
    await screen.findByRole('table', { name: '감사 로그 목록' });
    expect(screen.getByRole('combobox', { name: '대상' })).toHaveValue('hotel');
    await user.type(screen.getByRole('textbox', { name: '작업 (끝에 *: 앞부분 일치)' }), 'SETTLEMENT_*');
    await user.type(screen.getByRole('textbox', { name: '행위자 (로그인 ID 또는 회원 번호)' }), ' admin0001 ');
    await user.selectOptions(screen.getByRole('combobox', { name: '대상' }), 'settlement_statement');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(currentPath()).toBe('/admin/audit?entity=settlement_statement&actor=admin0001&action=SETTLEMENT_*');
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect([last.searchParams.get('actor'), last.searchParams.get('entity'), last.searchParams.get('action')]).toEqual([
      'admin0001',
      'settlement_statement',
      'SETTLEMENT_*',
    ]);
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(currentPath()).toBe('/admin/audit?entity=settlement_statement&actor=admin0001&action=SETTLEMENT_*&page=3');
    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(currentPath()).toBe('/admin/audit');
    expect(screen.getByRole('textbox', { name: '작업 (끝에 *: 앞부분 일치)' })).toHaveValue('');
  });

  it('says when nothing matches, and a refused filter (400) with a retry', async () => {
    let failing = true;
    mockFetch(() =>
      failing ? { status: 400, body: { error: 'VALIDATION_ERROR', message: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)' } } : { body: page([]) },
    );
    const { user } = renderAdmin('/admin/audit?from=2030-02-30');
    const heading = await screen.findByRole('heading', { name: '감사 로그를 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '조건에 맞는 기록이 없습니다.' })).toBeInTheDocument();
  });
});
