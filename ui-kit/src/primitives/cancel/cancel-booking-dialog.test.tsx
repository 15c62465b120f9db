import { screen, within } from '@testing-library/react';
import { createAppStore, setNavigator } from 'shared-contracts';
import type { CancelScope } from 'shared-contracts/cancellation';
import type { CancelResult, RefundQuote } from 'shared-contracts/schemas/account';
import { fakeToken, shellRenderer } from 'tooling/jest/render-in-shell';
import { mockFetch, restoreFetch, type MockAnswer } from 'tooling/jest/fetch-mock';
import { formatWon } from '../../format/number-format';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ToastProvider } from '../toast/toast-provider';
import { CancelBookingDialog, type CancelDialogTexts } from './cancel-booking-dialog';

const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

const QUOTE: RefundQuote = {
  bookingId: 'HB1',
  cancellable: true,
  cancelDeadline: '2030-01-01T14:59:59Z',
  paidAmount: 240000,
  refundAmount: 120000,
  refundPercent: 50,
  daysBeforeCheckIn: 3,
  nonRefundable: false,
  fullRefundByOperator: false,
  tier: { daysBefore: 3, refundPercent: 50 },
  tierEndsAt: null,
  nextTier: null,
  policy: { tiers: [], lines: ['체크인 3일 전까지 50% 환불'] },
};

const result = (refundStatus: CancelResult['refundStatus']): CancelResult => ({
  bookingId: 'HB1',
  status: 'CANCELLED',
  refundAmount: 120000,
  refundPercent: 50,
  refundStatus,
  cancelledAt: '2030-01-01T00:00:00Z',
  couponReturned: false,
});

const TEXTS: CancelDialogTexts = {
  title: 'HB1 예약 취소',
  confirm: '예약 취소',
  close: '닫기',
  reason: '취소 사유',
  etcDetail: '기타 사유',
  etcRequired: '기타 사유를 입력해주세요.',
  quoteLoading: '환불 금액을 불러오는 중',
  quoteFailed: '환불 금액을 불러오지 못했습니다.',
  cancelFailed: '취소하지 못했습니다.',
  refundLabel: '환불 예정 금액',
  quoteNote: (quote) => `결제 금액 ${formatWon(quote.paidAmount)}`,
  notCancellable: '취소할 수 없습니다.',
  policyLabel: '호텔 취소 규정',
  cancelled: (r) =>
    r.refundStatus === 'PENDING' ? `취소됨, ${formatWon(r.refundAmount)} 환불 처리 중` : `취소됨, ${formatWon(r.refundAmount)} 환불`,
  conflictNote: '예약을 다시 불러왔습니다.',
};

type Routes = Record<string, (init: RequestInit | undefined) => MockAnswer>;

function serve(routes: Routes) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const answer = routes[key];
    return answer ? answer(init) : { status: 404, body: { error: 'NOT_FOUND', message: key } };
  });
}

function renderDialog(scope: CancelScope, props: Partial<Parameters<typeof CancelBookingDialog>[0]> = {}) {
  const onClose = jest.fn();
  const view = renderInShell(<CancelBookingDialog scope={scope} bookingNo="HB1" hotelId={7} texts={TEXTS} onClose={onClose} {...props} />, {
    token: fakeToken({ sub: '1', role: scope === 'member' ? 'ROLE_USER' : scope === 'owner' ? 'ROLE_OWNER' : 'ROLE_ADMIN' }),
    user: { delay: null },
  });
  return { ...view, onClose };
}

afterEach(restoreFetch);

describe('CancelBookingDialog', () => {
  it.each<CancelScope>(['member', 'owner', 'admin'])('shows the %s quote and cancels with the chosen reason', async (scope) => {
    const bodies: unknown[] = [];
    serve({
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: result('SUCCEEDED') };
      },
    });
    const { user, onClose } = renderDialog(scope);
    const dialog = await screen.findByRole('dialog', { name: 'HB1 예약 취소' });
    const testId = { member: 'refund-amount', owner: 'owner-refund-amount', admin: 'admin-refund-amount' }[scope];
    expect(await within(dialog).findByTestId(testId)).toHaveTextContent('120,000원');
    expect(within(dialog).getByText('결제 금액 240,000원')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: '호텔 취소 규정' })).toHaveTextContent('체크인 3일 전까지 50% 환불');

    const confirm = within(dialog).getByRole('button', { name: '예약 취소' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('기타 사유를 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '기타 사유' }), '일정 변경');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('취소됨, 120,000원 환불')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([{ reason: 'ETC', detail: '일정 변경' }]);
  });

  it('says when the refund waits for the payment provider', async () => {
    serve({
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': () => ({ body: result('PENDING') }),
    });
    const { user } = renderDialog('owner');
    await screen.findByTestId('owner-refund-amount');
    await user.click(screen.getByRole('radio', { name: '일정 변경' }));
    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText('취소됨, 120,000원 환불 처리 중')).toBeInTheDocument();
  });

  it('keeps confirm off while the member has no cancellable quote, and says why', async () => {
    serve({ 'GET /bookings/HB1/refund-quote': () => ({ body: { ...QUOTE, cancellable: false } }) });
    const { user } = renderDialog('member', { quoteRequired: true });
    expect(await screen.findByText('취소할 수 없습니다.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('radio', { name: '일정 변경' }));
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeDisabled();
  });

  it("says a quote that failed to load in the server's words; an operator may still cancel", async () => {
    serve({ 'GET /bookings/HB1/refund-quote': () => ({ status: 500, body: { error: 'INTERNAL', message: '잠시 후 다시 시도해주세요.' } }) });
    const { user } = renderDialog('admin');
    expect(await within(screen.getByRole('dialog')).findByText('잠시 후 다시 시도해주세요.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('radio', { name: '일정 변경' }));
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeEnabled();
  });

  it('toasts a refusal and stays open (member, owner)', async () => {
    serve({
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': () => ({ status: 409, body: { error: 'BOOKING_ALREADY_CANCELLED', message: '이미 취소된 예약입니다.' } }),
    });
    const { user, onClose } = renderDialog('member');
    await screen.findByTestId('refund-amount');
    await user.click(screen.getByRole('radio', { name: '일정 변경' }));
    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText('이미 취소된 예약입니다.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a refusal inside the dialog with the conflict note (admin)', async () => {
    serve({
      'GET /bookings/HB1/refund-quote': () => ({ body: QUOTE }),
      'POST /bookings/HB1/cancel': () => ({ status: 409, body: { error: 'BOOKING_ALREADY_CANCELLED', message: '이미 취소된 예약입니다.' } }),
    });
    const { user, onClose } = renderDialog('admin', { failureIn: 'dialog' });
    await screen.findByTestId('admin-refund-amount');
    await user.click(screen.getByRole('radio', { name: '일정 변경' }));
    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('이미 취소된 예약입니다. 예약을 다시 불러왔습니다.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
