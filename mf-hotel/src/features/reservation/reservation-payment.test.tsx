import { configure, screen, waitFor, within } from '@testing-library/react';
import { restoreFetch } from '../../testing/fetch-mock';
import { callsTo, mockReservationApi, sentBody } from '../../testing/reservation-api-mock';
import { HOLD_CODE, ORDER_ID, makeCoupon, makeHold, makeProfile } from '../../testing/reservation-fixtures';
import { HOLD_PATH, HOTEL_PATH, expectLapsedNotice, renderReservationPage as renderPage } from '../../testing/reservation-page-harness';

// A busy machine (several engineers' tests at once) can take longer than the 1 s default to answer.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

afterEach(() => {
  restoreFetch();
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('ReservationPage coupon, guest and payment', () => {
  it('applies a chosen coupon through reprice, shows subtotal, discount and new total, and restarts the countdown', async () => {
    jest.useFakeTimers({ now: new Date('2099-01-01T00:00:00.000Z'), advanceTimers: true });
    const now = new Date();
    const fetchMock = mockReservationApi({
      hold: makeHold({ expiresAt: new Date(now.getTime() + 60_000).toISOString(), serverNow: now.toISOString() }, now),
      coupons: [makeCoupon(1), makeCoupon(3, { title: '여름 할인' })],
    });
    const { user } = renderPage();

    const coupon = await screen.findByRole('radio', { name: /여름 할인/ });
    expect(screen.getByRole('radio', { name: '쿠폰 사용 안 함' })).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[01]:\d{2}$/);
    await user.click(coupon);

    const price = screen.getByRole('region', { name: '결제 금액' });
    await waitFor(() => expect(within(price).getByTestId('reservation-total')).toHaveTextContent('220,000원'));
    expect(within(price).getByText('250,000원')).toBeInTheDocument();
    expect(within(price).getByText('-30,000원')).toBeInTheDocument();
    expect(within(price).getByText('쿠폰 할인 (여름 할인)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /여름 할인/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '220,000원 결제하기' })).toBeInTheDocument();
    // The answer's expiresAt restarts the countdown.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d{2}$/));
    expect(screen.getByText('여름 할인 쿠폰을 적용했습니다.')).toBeInTheDocument();
    const reprices = callsTo(fetchMock, 'PUT', `${HOLD_PATH}/reprice`);
    expect(reprices.map(([, init]) => sentBody(init))).toEqual([{ couponCode: 'WELCOME-3' }]);

    await user.click(screen.getByRole('radio', { name: '쿠폰 사용 안 함' }));
    await waitFor(() => expect(within(price).getByTestId('reservation-total')).toHaveTextContent('250,000원'));
    expect(callsTo(fetchMock, 'PUT', `${HOLD_PATH}/reprice`).map(([, init]) => sentBody(init))).toEqual([
      { couponCode: 'WELCOME-3' },
      { couponCode: null },
    ]);
  });

  it('after a reprice near the hold’s deadline, counts down what the server gave, not a fresh 15 minutes', async () => {
    jest.useFakeTimers({ now: new Date('2099-01-01T00:00:00.000Z'), advanceTimers: true });
    const now = new Date();
    // Made 28 minutes ago and already extended once: the server will not give it past 2 minutes from now.
    mockReservationApi({
      hold: makeHold({ expiresAt: new Date(now.getTime() + 60_000).toISOString(), serverNow: now.toISOString() }, now),
      coupons: [makeCoupon(3, { title: '여름 할인' })],
      deadline: new Date(now.getTime() + 120_000),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /여름 할인/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /여름 할인/ })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('timer', { name: '남은 예약 시간' })).toHaveTextContent(/^(02:00|01:5\d)$/));
  });

  it('tells the member when there is no usable coupon', async () => {
    mockReservationApi({ coupons: [] });
    renderPage();
    expect(await screen.findByText('사용할 수 있는 쿠폰이 없습니다.')).toBeInTheDocument();
  });

  it('keeps the price and shows the reason when a coupon is refused', async () => {
    const coupon = makeCoupon(1);
    mockReservationApi({
      coupons: [coupon],
      override: (url) =>
        url.pathname.endsWith('/reprice')
          ? { status: 409, body: { error: 'COUPON_NOT_USABLE', message: '사용할 수 없는 쿠폰입니다. 쿠폰의 사용 기간과 상태를 확인해주세요.' } }
          : undefined,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /웰컴 쿠폰 1/ }));
    expect(await screen.findByText('사용할 수 없는 쿠폰입니다. 쿠폰의 사용 기간과 상태를 확인해주세요.')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('250,000원');
    expect(screen.getByRole('radio', { name: '쿠폰 사용 안 함' })).toBeChecked();
  });

  it('requires the guest name and an 010-XXXX-XXXX phone before paying', async () => {
    const fetchMock = mockReservationApi({ me: makeProfile({ name: '김데모', phone: null }) });
    const { user } = renderPage();
    const name = await screen.findByDisplayValue('김데모');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '250,000원 결제하기' }));

    expect(screen.getByText('예약자 이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('휴대폰 번호를 입력해주세요.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, '홍길동');
    const phone = screen.getByLabelText('휴대폰 번호');
    await user.type(phone, '0111234');
    expect(phone).toHaveValue('0111234');
    await user.click(screen.getByRole('button', { name: '250,000원 결제하기' }));
    expect(screen.queryByText('예약자 이름을 입력해주세요.')).not.toBeInTheDocument();
    expect(screen.getByText('휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payments/prepare')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '01098765432');
    expect(phone).toHaveValue('010-9876-5432');
    expect(screen.queryByText('휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.')).not.toBeInTheDocument();
  });

  it('pays: prepares the order with the guest and goes to the sandbox checkout', async () => {
    const fetchMock = mockReservationApi();
    const { user, currentPath } = renderPage();
    const name = await screen.findByDisplayValue('김데모');
    await user.clear(name);
    await user.type(name, '  홍길동 ');
    await user.click(screen.getByRole('button', { name: '250,000원 결제하기' }));

    await waitFor(() => expect(currentPath()).toBe(`/pay/checkout?orderId=${encodeURIComponent(ORDER_ID)}`));
    const prepares = callsTo(fetchMock, 'POST', '/api/payments/prepare');
    expect(prepares.map(([, init]) => sentBody(init))).toEqual([{ holdCode: HOLD_CODE, guestName: '홍길동', phone: '010-1234-5678' }]);
    expect(JSON.parse(sessionStorage.getItem('mf-hotel.pendingPayment') ?? 'null')).toEqual({ orderId: ORDER_ID, holdCode: HOLD_CODE });
  });

  it('shows the lapsed notice when prepare says the hold expired (410)', async () => {
    mockReservationApi({
      override: (url) =>
        url.pathname === '/api/payments/prepare'
          ? { status: 410, body: { error: 'HOLD_EXPIRED', message: '예약 가능 시간이 만료되었습니다. 객실을 다시 선택해주세요.' } }
          : undefined,
    });
    const { user } = renderPage();
    await screen.findByDisplayValue('김데모');
    await user.click(screen.getByRole('button', { name: '250,000원 결제하기' }));
    await expectLapsedNotice();
  });

  it('cancels after confirming: deletes the hold and goes back to the hotel', async () => {
    const fetchMock = mockReservationApi();
    const { user, currentPath } = renderPage();
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));

    const dialog = screen.getByRole('dialog', { name: '예약을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '계속 예약하기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', HOLD_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '예약 취소' }));
    await waitFor(() => expect(currentPath()).toBe(HOTEL_PATH));
    expect(callsTo(fetchMock, 'DELETE', HOLD_PATH)).toHaveLength(1);
  });
});
