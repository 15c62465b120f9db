import { configure, screen, waitFor } from '@testing-library/react';
import { loadTossPayments } from '@tosspayments/tosspayments-sdk';
import { restoreFetch } from '../../testing/fetch-mock';
import { mockReservationApi } from '../../testing/reservation-api-mock';
import { HOLD_CODE, ORDER_ID, makePrepared } from '../../testing/reservation-fixtures';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { ReservationPage } from '../reservation/reservation-page';

// A busy machine (several engineers' tests at once) can take longer than the 1 s default to answer.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

jest.mock('@tosspayments/tosspayments-sdk', () => ({ ANONYMOUS: '@@ANONYMOUS', loadTossPayments: jest.fn() }));
const loadToss = jest.mocked(loadTossPayments);

const requestPayment = jest.fn();
const payment = jest.fn(() => ({ requestPayment }));

function renderPayingWithToss() {
  mockReservationApi({
    override: (url) =>
      url.pathname === '/api/payments/prepare' ? { body: makePrepared({ provider: 'TOSS', clientKey: 'test_ck_demo', amount: 250000 }) } : undefined,
  });
  return renderWithProviders(<ReservationPage />, { route: `/reservation?holdCode=${HOLD_CODE}`, path: '/reservation', token: fakeToken(42) });
}

beforeEach(() => {
  requestPayment.mockReset();
  payment.mockClear();
  loadToss.mockReset();
  loadToss.mockResolvedValue({ payment } as unknown as Awaited<ReturnType<typeof loadTossPayments>>);
});

afterEach(() => {
  restoreFetch();
  sessionStorage.clear();
});

describe('Toss checkout (provider TOSS)', () => {
  it('requests the card payment with the server order and this site’s success and fail addresses', async () => {
    requestPayment.mockReturnValue(new Promise(() => undefined));
    const { user } = renderPayingWithToss();
    await screen.findByDisplayValue('김데모');
    await user.click(screen.getByRole('button', { name: '250,000원 결제하기' }));

    await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(1));
    expect(loadToss).toHaveBeenCalledWith('test_ck_demo');
    expect(payment).toHaveBeenCalledWith({ customerKey: '@@ANONYMOUS' });
    expect(requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { currency: 'KRW', value: 250000 },
      orderId: ORDER_ID,
      orderName: '테스트 호텔 7 디럭스 더블 2박',
      customerName: '김데모',
      customerEmail: 'demo@example.com',
      successUrl: `${window.location.origin}/pay/success`,
      failUrl: `${window.location.origin}/pay/fail`,
    });
    // The Toss window is open: no second payment from this page meanwhile.
    expect(screen.getByRole('button', { name: /250,000원 결제하기/ })).toBeDisabled();
  });

  it('goes to /pay/fail with the code when the guest closes the Toss window', async () => {
    requestPayment.mockRejectedValue(Object.assign(new Error('취소되었습니다.'), { code: 'USER_CANCEL' }));
    const { user, currentPath } = renderPayingWithToss();
    await screen.findByDisplayValue('김데모');
    await user.click(screen.getByRole('button', { name: '250,000원 결제하기' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/pay\/fail\?code=USER_CANCEL&message=.+&orderId=ORD-H7K2M9Q4-AB12CD$/));
  });
});
