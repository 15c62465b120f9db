import { StrictMode } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import MfHotelRoutes from '../../expose/routes';
import { mockFetch, restoreFetch } from '../../testing/fetch-mock';
import { callsTo, sentBody } from '../../testing/reservation-api-mock';
import { HOLD_CODE, ORDER_ID, makeBooking, makeHold, makeSandboxOrder } from '../../testing/reservation-fixtures';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { rememberPendingPayment } from './pending-payment';

// A busy machine (several engineers' tests at once) can take longer than the 1 s default to answer.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const ORDER = encodeURIComponent(ORDER_ID);
const SUCCESS_URL = `/pay/success?paymentKey=sandbox_abc&orderId=${ORDER}&amount=240000`;
const BOOKING = makeBooking();

function renderAt(route: string) {
  return renderWithProviders(
    <StrictMode>
      <MfHotelRoutes />
    </StrictMode>,
    { route, token: fakeToken(42, '김데모') },
  );
}

afterEach(() => {
  restoreFetch();
  sessionStorage.clear();
});

describe('sandbox checkout (/pay/checkout)', () => {
  function mockCheckoutApi(order = makeSandboxOrder()) {
    return mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (url.pathname === `/api/payments/sandbox/${ORDER_ID}` && method === 'GET') return { body: order };
      if (url.pathname === `/api/payments/sandbox/${ORDER_ID}/approve`) return { body: { redirectUrl: SUCCESS_URL } };
      if (url.pathname === `/api/payments/sandbox/${ORDER_ID}/decline`) {
        return {
          body: { redirectUrl: `/pay/fail?code=REJECT_CARD_PAYMENT&message=${encodeURIComponent('카드 결제가 거절되었습니다.')}&orderId=${ORDER}` },
        };
      }
      if (url.pathname === '/api/payments/confirm') return { body: BOOKING };
      if (url.pathname === `/api/reservations/hold/${HOLD_CODE}`) return { body: makeHold() };
      return { status: 404, body: { error: 'NOT_FOUND', message: '찾을 수 없습니다.' } };
    });
  }

  it('shows the order with a prefilled test card', async () => {
    mockCheckoutApi();
    renderAt(`/pay/checkout?orderId=${ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: '테스트 결제' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: '주문 정보' });
    expect(within(order).getByText('테스트 호텔 7 디럭스 더블 2박')).toBeInTheDocument();
    expect(within(order).getByText('250,000원')).toBeInTheDocument();
    expect(within(order).getByText('김데모')).toBeInTheDocument();
    expect(within(order).getByText(ORDER_ID)).toBeInTheDocument();
    expect(screen.getByLabelText('카드 번호')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('button', { name: '결제 승인 · 250,000원' })).toBeEnabled();
  });

  it('approves: follows the redirect to /pay/success, which confirms and lands on the booking', async () => {
    const fetchMock = mockCheckoutApi();
    const { user, currentPath } = renderAt(`/pay/checkout?orderId=${ORDER}`);
    await user.click(await screen.findByRole('button', { name: '결제 승인 · 250,000원' }));

    expect(await screen.findByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/reservation/success?bookingNo=${BOOKING.bookingNo}`);
    expect(callsTo(fetchMock, 'POST', `/api/payments/sandbox/${ORDER_ID}/approve`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/payments/confirm')).toHaveLength(1);
  });

  it('declines: follows the redirect to /pay/fail, which gives the reason in Korean', async () => {
    const fetchMock = mockCheckoutApi();
    const { user, currentPath } = renderAt(`/pay/checkout?orderId=${ORDER}`);
    await user.click(await screen.findByRole('button', { name: '결제 거절' }));

    expect(await screen.findByRole('heading', { level: 1, name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/pay\/fail\?code=REJECT_CARD_PAYMENT&/);
    expect(screen.getByText('카드 결제가 거절되었습니다. 다른 카드로 다시 시도해주세요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/payments/sandbox/${ORDER_ID}/decline`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/payments/confirm')).toHaveLength(0);
  });

  it('refuses an invalid test card without calling the server', async () => {
    const fetchMock = mockCheckoutApi();
    const { user } = renderAt(`/pay/checkout?orderId=${ORDER}`);
    const number = await screen.findByLabelText('카드 번호');
    await user.clear(number);
    await user.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: '결제 승인 · 250,000원' }));
    expect(screen.getByText('카드 번호 16자리를 정확히 입력해주세요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/payments/sandbox/${ORDER_ID}/approve`)).toHaveLength(0);
  });

  it('shows the server reason when approving fails and stays on the checkout', async () => {
    mockFetch((url) => {
      if (url.pathname === `/api/payments/sandbox/${ORDER_ID}`) return { body: makeSandboxOrder() };
      return { status: 409, body: { error: 'ORDER_CLOSED', message: '이미 처리가 끝난 주문입니다. 예약 화면에서 다시 결제해주세요.' } };
    });
    const { user, currentPath } = renderAt(`/pay/checkout?orderId=${ORDER}`);
    await user.click(await screen.findByRole('button', { name: '결제 승인 · 250,000원' }));
    expect(await screen.findByText('이미 처리가 끝난 주문입니다. 예약 화면에서 다시 결제해주세요.')).toBeInTheDocument();
    expect(currentPath()).toBe(`/pay/checkout?orderId=${ORDER}`);
  });

  it('does not offer the card form for a finished order, and leads back to the hold', async () => {
    rememberPendingPayment({ orderId: ORDER_ID, holdCode: HOLD_CODE });
    mockCheckoutApi(makeSandboxOrder({ status: 'FAILED' }));
    renderAt(`/pay/checkout?orderId=${ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: '이미 처리가 끝난 주문입니다' })).toBeInTheDocument();
    expect(screen.queryByLabelText('카드 번호')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 결제하기' })).toHaveAttribute('href', `/reservation?holdCode=${HOLD_CODE}`);
  });
});

describe('payment result (/pay/success → /reservation/success or /reservation/fail)', () => {
  it('confirms exactly once (strict mode) with the address values and shows the booking', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/payments/confirm' ? { body: BOOKING } : { status: 404, body: null }));
    const { currentPath } = renderAt(SUCCESS_URL);
    expect(screen.getByRole('heading', { level: 1, name: '결제를 확인하는 중입니다…' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/reservation/success?bookingNo=${BOOKING.bookingNo}`);
    const confirms = callsTo(fetchMock, 'POST', '/api/payments/confirm');
    expect(confirms.map(([, init]) => sentBody(init))).toEqual([{ paymentKey: 'sandbox_abc', orderId: ORDER_ID, amount: 240000 }]);

    expect(screen.getByText(BOOKING.bookingNo)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '테스트 호텔 7' })).toHaveAttribute('href', '/hotels/7?checkIn=2099-06-01&checkOut=2099-06-03&guests=2');
    expect(screen.getByText('디럭스 더블')).toBeInTheDocument();
    expect(screen.getByText(/2099\.06\.01 \(월\) 15:00 ~ 2099\.06\.03 \(수\) 12:00/)).toBeInTheDocument();
    expect(screen.getByText('-10,000원')).toBeInTheDocument();
    expect(screen.getByText('240,000원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', '/mypage/history');
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('goes to /reservation/fail with the server reason and offers paying again while the hold lives', async () => {
    rememberPendingPayment({ orderId: ORDER_ID, holdCode: HOLD_CODE });
    mockFetch((url) => {
      if (url.pathname === '/api/payments/confirm') {
        return { status: 409, body: { error: 'COUPON_NOT_USABLE', message: '적용한 쿠폰을 더 이상 사용할 수 없습니다. 쿠폰을 다시 선택해주세요.' } };
      }
      if (url.pathname === `/api/reservations/hold/${HOLD_CODE}`) return { body: makeHold() };
      return { status: 404, body: null };
    });
    const { currentPath } = renderAt(SUCCESS_URL);

    expect(await screen.findByRole('heading', { level: 1, name: '예약을 완료하지 못했습니다' })).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/reservation\/fail\?code=COUPON_NOT_USABLE&reason=.+&holdCode=H7K2M9Q4$/);
    expect(screen.getByText('적용한 쿠폰을 더 이상 사용할 수 없습니다. 쿠폰을 다시 선택해주세요.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '다시 결제하기' })).toHaveAttribute('href', `/reservation?holdCode=${HOLD_CODE}`);
    expect(screen.getByRole('link', { name: '객실 다시 선택하기' })).toHaveAttribute(
      'href',
      '/hotels/7?checkIn=2099-06-01&checkOut=2099-06-03&guests=2',
    );
  });

  it('sends an unusable success address to /reservation/fail without confirming', async () => {
    const fetchMock = mockFetch(() => ({ status: 404, body: null }));
    renderAt(`/pay/success?paymentKey=&orderId=${ORDER}&amount=abc`);
    expect(await screen.findByRole('heading', { level: 1, name: '예약을 완료하지 못했습니다' })).toBeInTheDocument();
    expect(screen.getByText('결제 결과 정보가 올바르지 않습니다. 예약 화면에서 다시 결제해주세요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payments/confirm')).toHaveLength(0);
  });

  it('sends a member whose session ended to sign in and come back to confirm', async () => {
    mockFetch(() => ({ status: 401, body: { error: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } }));
    const { currentPath } = renderAt(SUCCESS_URL);
    await waitFor(() => expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent(SUCCESS_URL)}`));
  });
});

describe('payment failure pages', () => {
  it('/pay/fail maps a cancel code to Korean and, with the hold lapsed, offers choosing the room again', async () => {
    rememberPendingPayment({ orderId: ORDER_ID, holdCode: HOLD_CODE });
    mockFetch((url) =>
      url.pathname === `/api/reservations/hold/${HOLD_CODE}` ? { body: makeHold({ status: 'EXPIRED' }) } : { status: 404, body: null },
    );
    renderAt(`/pay/fail?code=USER_CANCEL&message=${encodeURIComponent('사용자가 결제를 취소했습니다')}&orderId=${ORDER}`);
    expect(screen.getByRole('heading', { level: 1, name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByText('결제를 취소하셨습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '객실 다시 선택하기' })).toHaveAttribute(
      'href',
      '/hotels/7?checkIn=2099-06-01&checkOut=2099-06-03&guests=2',
    );
    expect(screen.queryByRole('link', { name: '다시 결제하기' })).not.toBeInTheDocument();
  });

  it('/pay/fail shows an unknown provider message as it came, with a way home', () => {
    mockFetch(() => ({ status: 404, body: null }));
    renderAt(`/pay/fail?code=SOMETHING_NEW&message=${encodeURIComponent('카드사 점검 중입니다')}&orderId=${ORDER}`);
    expect(screen.getByText('카드사 점검 중입니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('/reservation/fail without a reason says so in general terms', () => {
    renderAt('/reservation/fail');
    expect(screen.getByText('결제를 완료하지 못했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  });
});
