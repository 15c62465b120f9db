import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_TRANSITIONS, type ApplicationStatus } from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { application, page } from './listing-review.testing';
import { currentReviewMemo } from './review-memo';

afterEach(() => restoreFetch());

// Split from listing-review.test.tsx (the queue): the detail page of one application and its review steps.
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
      if (!APPLICATION_TRANSITIONS[current.status].includes(body.to))
        return { status: 409, body: { error: 'ILLEGAL_TRANSITION', message: '바꿀 수 없습니다.' } };
      current = {
        ...current,
        status: body.to,
        reviewMemo: body.memo ?? current.reviewMemo,
        reviewedAt: '2030-03-12T01:00:00Z',
        hotelId: body.to === 'APPROVED' ? 301 : current.hotelId,
        history: [
          ...current.history,
          {
            action: body.to,
            status: body.to,
            memo: body.memo,
            actor: { id: 1, loginId: 'admin0001', name: '운영관리자', role: 'ROLE_ADMIN' },
            at: '2030-03-12T01:00:00Z',
          },
        ],
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
const actions = () =>
  within(within(reviewPanel()).getByRole('group', { name: '심사' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

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
    expect(within(region('대표 이미지')).getByRole('link', { name: 'https://images.example.com/h.jpg' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(
      within(region('편의시설'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['무료 Wi-Fi', '주차']);
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
    expect(memo).toHaveFocus();
    expect(sent).toEqual([]);
    await user.clear(memo);
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    await user.type(memo, '사업자등록증 사본을 보내주세요.');
    expect(memo).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('추가정보요청과 반려에는 사유를 입력해야 합니다.')).not.toBeInTheDocument();
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
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '반려 상태의 신청은 승인(으)로 바꿀 수 없습니다. 다른 관리자가 먼저 처리해 상태가 바뀌었습니다.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(reviewPanel()).toHaveTextContent('반려된 신청입니다.'));
  });

  it('shows as 최근 심사 메모 only the memo of the step that made the current status', async () => {
    const admin = { id: 1, loginId: 'admin0001', name: '운영관리자', role: 'ROLE_ADMIN' };
    const submitted = application(7).history[0]!;
    type Step = AdminApplicationDetail['history'][number];
    const needsInfo: Step = {
      action: 'NEEDS_INFO',
      status: 'NEEDS_INFO',
      memo: '사업자등록증 사본을 보내주세요.',
      actor: admin,
      at: '2030-03-11T01:00:00Z',
    };
    const steps: Step[] = [
      submitted,
      needsInfo,
      { ...submitted, action: 'RESUBMITTED', at: '2030-03-11T05:00:00Z' },
      { action: 'UNDER_REVIEW', status: 'UNDER_REVIEW', memo: null, actor: admin, at: '2030-03-12T00:00:00Z' },
    ];
    const approved = application(7, {
      status: 'APPROVED',
      hotelId: 301,
      reviewMemo: needsInfo.memo,
      history: [...steps, { action: 'APPROVED', status: 'APPROVED', memo: null, actor: admin, at: '2030-03-12T01:00:00Z' }],
    });
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
