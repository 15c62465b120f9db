import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_TRANSITIONS, type ApplicationStatus } from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { currentReviewMemo } from './review-memo';

const application = (id: number, over: Partial<AdminApplicationDetail> = {}): AdminApplicationDetail => ({
  id,
  hotelName: `호텔 ${id}`,
  address1: '부산광역시 해운대구 해운대해변로 1',
  address2: '본관',
  status: 'PENDING',
  reviewMemo: null,
  reviewedAt: null,
  createdAt: '2030-03-10T02:00:00Z',
  ownerName: '홍길동',
  businessNo: '123-45-67890',
  phone: '010-1234-5678',
  gradeLevel: 4,
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'TEMPLATE',
  coverImageUrl: null,
  coverImageTemplate: 'H2',
  amenitiesCsv: 'FREE_WIFI,PARKING',
  comment: '바다 전망 객실이 많습니다.',
  roomsJson: [
    { typeCode: 'STANDARD', roomCount: 3, roomNos: ['301', '302', '303'], capacity: 2, sizeSqm: 20, priceKrw: 100000, refundable: 1, breakfast: 0, policyText: '' },
    { typeCode: 'SUITE', roomCount: 2, roomNos: [], capacity: 4, sizeSqm: 45, priceKrw: 250000, refundable: 0, breakfast: 1, policyText: '환불 불가' },
  ],
  hotelId: null,
  applicant: { id: 9, loginId: 'member0009', name: '김민지', email: 'member0009@example.com' },
  updatedAt: '2030-03-10T02:00:00Z',
  history: [{ action: 'SUBMITTED', status: 'PENDING', memo: null, actor: { id: 9, loginId: 'member0009', name: '김민지', role: 'ROLE_USER' }, at: '2030-03-10T02:00:00Z' }],
  ...over,
});
const page = (content: AdminApplicationDetail[], totalElements = content.length, number = 0) => ({ content, page: number, size: 50, totalElements });

afterEach(() => restoreFetch());

describe('admin hotel audit queue', () => {
  it('shows the queue oldest first as the server sends it, 50 a page, with status, applicant and rooms', async () => {
    const later = deferred<MockAnswer>();
    const fetchMock = mockFetch(() => later.promise);
    renderAdmin('/admin/hotel-audit');
    expect(screen.getByRole('heading', { level: 1, name: '입점 심사' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '입점 신청을 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: page([application(1), application(2, { status: 'NEEDS_INFO' }), application(3, { status: 'APPROVED' })]) });
    const rows = within(await screen.findByRole('table', { name: '입점 신청 목록' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('대기')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '호텔 1' })).toHaveAttribute('href', '/admin/hotel-audit/1');
    expect(rows[1]).toHaveTextContent('#1 · 부산광역시 · 4성');
    expect(rows[1]).toHaveTextContent('김민지 (member0009)');
    expect(rows[1]).toHaveTextContent('2개 유형 · 5실');
    expect(within(rows[2]!).getByText('추가정보요청')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('승인')).toBeInTheDocument();
    expect(screen.getByText('총 3건')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.pathname, url.searchParams.get('page'), url.searchParams.get('size'), url.searchParams.has('status')]).toEqual(['/api/admin/applications', '0', '50', false]);
  });

  it('filters by status and pages through the address', async () => {
    const fetchMock = mockFetch((url) => {
      const status = url.searchParams.get('status') as ApplicationStatus | null;
      const n = Number(url.searchParams.get('page'));
      return { body: page([application(10 + n, status ? { status } : {})], 120, n) };
    });
    const { user, currentPath } = renderAdmin('/admin/hotel-audit');
    await screen.findByText('호텔 10');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'UNDER_REVIEW');
    expect(currentPath()).toBe('/admin/hotel-audit?status=UNDER_REVIEW');
    // The answer's badge (the select's own option says 심사중 too).
    expect(await screen.findByText('심사중', { ignore: 'script, style, option' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByText('호텔 12')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/hotel-audit?status=UNDER_REVIEW&page=3');
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect([last.searchParams.get('status'), last.searchParams.get('page')]).toEqual(['UNDER_REVIEW', '2']);
    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(currentPath()).toBe('/admin/hotel-audit');
  });

  it('says when nothing waits, and the failure with a retry', async () => {
    let failing = true;
    mockFetch(() => (failing ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: page([]) }));
    const { user } = renderAdmin('/admin/hotel-audit?status=PENDING');
    const heading = await screen.findByRole('heading', { name: '입점 신청을 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '대기 상태의 신청이 없습니다.' })).toBeInTheDocument();
  });
});

interface Sent {
  to: ApplicationStatus;
  memo: string | null;
}

/** One application behind a fake server that applies the state machine like the real one. */
function serveDetail(initial: AdminApplicationDetail, refuse?: (sent: Sent) => MockAnswer | null) {
  let current = initial;
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    if (url.pathname === `/api/admin/applications/${current.id}/transition` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      const refused = refuse?.(body);
      if (refused) return refused;
      if (!APPLICATION_TRANSITIONS[current.status].includes(body.to)) return { status: 409, body: { error: 'ILLEGAL_TRANSITION', message: '바꿀 수 없습니다.' } };
      current = {
        ...current,
        status: body.to,
        reviewMemo: body.memo ?? current.reviewMemo,
        reviewedAt: '2030-03-12T01:00:00Z',
        hotelId: body.to === 'APPROVED' ? 301 : current.hotelId,
        history: [...current.history, { action: body.to, status: body.to, memo: body.memo, actor: { id: 1, loginId: 'admin0001', name: '운영관리자', role: 'ROLE_ADMIN' }, at: '2030-03-12T01:00:00Z' }],
      };
      return { body: current };
    }
    if (url.pathname === `/api/admin/applications/${current.id}`) return { body: current };
    if (url.pathname === '/api/admin/applications') return { body: page([current]) };
    return { status: 404, body: { error: 'APPLICATION_NOT_FOUND', message: '신청을 찾을 수 없습니다.' } };
  });
  return { ...renderAdmin(`/admin/hotel-audit/${initial.id}`), sent, set: (next: AdminApplicationDetail) => (current = next) };
}

const reviewPanel = () => screen.getByRole('region', { name: '심사' });
const actions = () => within(within(reviewPanel()).getByRole('group', { name: '심사' })).getAllByRole('button').map((b) => b.textContent);

describe('admin hotel audit detail', () => {
  it('shows every field, the room types and the history', async () => {
    serveDetail(application(5, { coverImageType: 'UPLOADED', coverImageUrl: 'https://images.example.com/h.jpg', coverImageTemplate: null }));
    expect(await screen.findByRole('heading', { level: 1, name: '호텔 5' })).toBeInTheDocument();
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('신청자')).toHaveTextContent('김민지 (member0009)');
    expect(region('신청자')).toHaveTextContent('member0009@example.com');
    expect(region('대표자·사업자 정보')).toHaveTextContent('홍길동');
    expect(region('대표자·사업자 정보')).toHaveTextContent('123-45-67890');
    expect(region('대표자·사업자 정보')).toHaveTextContent('010-1234-5678');
    expect(region('호텔 정보')).toHaveTextContent('4성');
    expect(region('호텔 정보')).toHaveTextContent('(48099) 부산광역시 해운대구 해운대해변로 1 본관');
    expect(within(region('대표 이미지')).getByRole('link', { name: 'https://images.example.com/h.jpg' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(region('편의시설')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['무료 Wi-Fi', '주차']);
    const rooms = within(within(region('객실 유형')).getByRole('table', { name: '신청한 객실 유형' })).getAllByRole('row');
    expect(rooms[1]).toHaveTextContent('스탠다드3301, 302, 3032명20㎡100,000원가능미포함');
    expect(rooms[2]).toHaveTextContent('스위트2자동 부여4명45㎡250,000원불가포함환불 불가');
    expect(region('소개 및 요청 사항')).toHaveTextContent('바다 전망 객실이 많습니다.');
    expect(region('심사 이력')).toHaveTextContent('신청 접수');
  });

  it.each([
    ['PENDING', ['심사 시작']],
    ['UNDER_REVIEW', ['추가 정보 요청', '승인', '반려']],
    ['NEEDS_INFO', ['심사 재개']],
  ] as const)('offers only the steps allowed from %s', async (status, labels) => {
    serveDetail(application(5, { status }));
    await screen.findByRole('heading', { level: 1, name: '호텔 5' });
    expect(actions()).toEqual(labels);
  });

  it.each(['APPROVED', 'REJECTED'] as const)('offers no step from %s', async (status) => {
    serveDetail(application(5, { status, hotelId: status === 'APPROVED' ? 301 : null }));
    await screen.findByRole('heading', { level: 1, name: '호텔 5' });
    expect(within(reviewPanel()).queryByRole('group')).toBeNull();
    expect(reviewPanel()).toHaveTextContent('더 진행할 단계가 없습니다.');
  });

  it('starts the review after confirming, and says so', async () => {
    const { user, sent } = serveDetail(application(5));
    await user.click(await within(await screen.findByRole('region', { name: '심사' })).findByRole('button', { name: '심사 시작' }));
    const dialog = screen.getByRole('dialog', { name: '심사를 시작할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(sent).toEqual([]);
    await user.click(within(reviewPanel()).getByRole('button', { name: '심사 시작' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '심사 시작' }));
    expect(await screen.findByText('심사중으로 바꿨습니다. 신청자에게 메일을 보냈습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ to: 'UNDER_REVIEW', memo: null }]);
    await waitFor(() => expect(actions()).toEqual(['추가 정보 요청', '승인', '반려']));
    expect(screen.getByRole('region', { name: '심사 이력' })).toHaveTextContent('심사 시작');
  });

  it('asks for more information only with the request written, which the history then shows', async () => {
    const { user, sent } = serveDetail(application(5, { status: 'UNDER_REVIEW' }));
    await user.click(await within(await screen.findByRole('region', { name: '심사' })).findByRole('button', { name: '추가 정보 요청' }));
    const dialog = screen.getByRole('dialog', { name: '추가 정보를 요청할까요?' });
    const memo = within(dialog).getByRole('textbox', { name: '요청 내용' });
    expect(memo).toHaveFocus();
    await user.type(memo, '   ');
    await user.click(within(dialog).getByRole('button', { name: '추가 정보 요청' }));
    expect(within(dialog).getByText('추가정보요청과 반려에는 사유를 입력해야 합니다.')).toBeInTheDocument();
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.clear(memo);
    await user.type(memo, '사업자등록증 사본을 보내주세요.');
    await user.click(within(dialog).getByRole('button', { name: '추가 정보 요청' }));
    expect(await screen.findByText('추가 정보를 요청했습니다. 신청자에게 메일을 보냈습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ to: 'NEEDS_INFO', memo: '사업자등록증 사본을 보내주세요.' }]);
    await waitFor(() => expect(actions()).toEqual(['심사 재개']));
    expect(reviewPanel()).toHaveTextContent('신청자가 내용을 고쳐 다시 제출하면 자동으로 심사중이 됩니다.');
    expect(screen.getByRole('region', { name: '심사 이력' })).toHaveTextContent('사업자등록증 사본을 보내주세요.');
  });

  it('rejects with a reason and approves with an optional note', async () => {
    const rejecting = serveDetail(application(5, { status: 'UNDER_REVIEW' }));
    await rejecting.user.click(await within(await screen.findByRole('region', { name: '심사' })).findByRole('button', { name: '반려' }));
    const dialog = screen.getByRole('dialog', { name: '입점 신청을 반려할까요?' });
    await rejecting.user.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(within(dialog).getByText('추가정보요청과 반려에는 사유를 입력해야 합니다.')).toBeInTheDocument();
    await rejecting.user.type(within(dialog).getByRole('textbox', { name: '반려 사유' }), '사업자 정보가 확인되지 않습니다.');
    await rejecting.user.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(await screen.findByText('반려했습니다. 신청자에게 메일을 보냈습니다.')).toBeInTheDocument();
    expect(rejecting.sent).toEqual([{ to: 'REJECTED', memo: '사업자 정보가 확인되지 않습니다.' }]);
    rejecting.unmount();

    const approving = serveDetail(application(6, { status: 'UNDER_REVIEW' }));
    await approving.user.click(await within(await screen.findByRole('region', { name: '심사' })).findByRole('button', { name: '승인' }));
    const approve = screen.getByRole('dialog', { name: '입점을 승인할까요?' });
    expect(approve).toHaveTextContent('되돌릴 수 없습니다');
    await approving.user.click(within(approve).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('승인했습니다. 호텔이 등록되고 신청자에게 호텔 관리 권한이 생겼습니다.')).toBeInTheDocument();
    expect(approving.sent).toEqual([{ to: 'APPROVED', memo: null }]);
    expect(await within(reviewPanel()).findByRole('link', { name: '호텔 #301 보기' })).toHaveAttribute('href', '/hotels/301');
  });

  it('says a refused step (409: moved meanwhile) in the dialog and reloads the real state', async () => {
    const view = serveDetail(application(5, { status: 'UNDER_REVIEW' }), () => {
      view.set(application(5, { status: 'REJECTED', reviewMemo: '다른 관리자가 반려' }));
      return { status: 409, body: { error: 'ILLEGAL_TRANSITION', message: '반려 상태의 신청은 승인(으)로 바꿀 수 없습니다.' } };
    });
    await view.user.click(await within(await screen.findByRole('region', { name: '심사' })).findByRole('button', { name: '승인' }));
    const dialog = screen.getByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('반려 상태의 신청은 승인(으)로 바꿀 수 없습니다. 다른 관리자가 먼저 처리해 상태가 바뀌었습니다.');
    await view.user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(reviewPanel()).toHaveTextContent('반려된 신청입니다.'));
  });

  it('shows as 최근 심사 메모 only the memo of the step that made the current status', async () => {
    const admin = { id: 1, loginId: 'admin0001', name: '운영관리자', role: 'ROLE_ADMIN' };
    const submitted = application(7).history[0]!;
    type Step = AdminApplicationDetail['history'][number];
    const needsInfo: Step = { action: 'NEEDS_INFO', status: 'NEEDS_INFO', memo: '사업자등록증 사본을 보내주세요.', actor: admin, at: '2030-03-11T01:00:00Z' };
    const steps: Step[] = [submitted, needsInfo, { ...submitted, action: 'RESUBMITTED', at: '2030-03-11T05:00:00Z' }, { action: 'UNDER_REVIEW', status: 'UNDER_REVIEW', memo: null, actor: admin, at: '2030-03-12T00:00:00Z' }];
    const approved = application(7, { status: 'APPROVED', hotelId: 301, reviewMemo: needsInfo.memo, history: [...steps, { action: 'APPROVED', status: 'APPROVED', memo: null, actor: admin, at: '2030-03-12T01:00:00Z' }] });
    expect(currentReviewMemo(approved)).toBeNull();
    expect(currentReviewMemo({ ...approved, status: 'NEEDS_INFO', history: steps.slice(0, 2) })).toBe(needsInfo.memo);
    expect(currentReviewMemo({ ...approved, status: 'REJECTED', reviewMemo: '반려 사유', history: [submitted] })).toBe('반려 사유');

    serveDetail(approved);
    expect(await within(await screen.findByRole('region', { name: '심사' })).findByRole('link', { name: '호텔 #301 보기' })).toBeInTheDocument();
    expect(reviewPanel()).not.toHaveTextContent('최근 심사 메모');
    expect(screen.getByRole('region', { name: '심사 이력' })).toHaveTextContent('사업자등록증 사본을 보내주세요.');
  });

  it('answers an unknown application and keeps the way back to the list as it was filtered', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'APPLICATION_NOT_FOUND', message: '신청을 찾을 수 없습니다.' } }));
    renderAdmin('/admin/hotel-audit/77');
    expect(await screen.findByRole('heading', { level: 1, name: '입점 신청을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /입점 신청 목록으로/ })[0]).toHaveAttribute('href', '/admin/hotel-audit');
  });
});
