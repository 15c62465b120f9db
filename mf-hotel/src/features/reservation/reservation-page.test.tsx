import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { restoreFetch } from '../../testing/fetch-mock';
import { mockReservationApi } from '../../testing/reservation-api-mock';
import { HOLD_CODE, makeHold } from '../../testing/reservation-fixtures';
import { HOLD_PATH, HOTEL_PATH, expectLapsedNotice, renderReservationPage as renderPage } from '../../testing/reservation-page-harness';
import { LAPSE_REDIRECT_MS } from './reservation-states';

// A busy machine (several engineers' tests at once) can take longer than the 1 s default to answer.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

afterEach(() => {
  restoreFetch();
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('ReservationPage', () => {
  it('shows the server hold: stay with weekdays and times, nights, guests, prices and a countdown; pre-fills the member', async () => {
    mockReservationApi();
    renderPage();

    expect(await screen.findByRole('timer', { name: '남은 예약 시간' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '예약하기' })).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: '숙소 정보' });
    expect(within(stay).getByText('테스트 호텔 7')).toBeInTheDocument();
    expect(within(stay).getByText('디럭스 더블')).toBeInTheDocument();
    expect(within(stay).getByText('2099.06.01 (월) 15:00')).toBeInTheDocument();
    expect(within(stay).getByText('2099.06.03 (수) 12:00')).toBeInTheDocument();
    expect(within(stay).getByText('2박')).toBeInTheDocument();
    expect(within(stay).getByText('2명')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '남은 예약 시간' })).toHaveTextContent(/^1[45]:\d{2}$/);
    const price = screen.getByRole('region', { name: '결제 금액' });
    expect(within(price).getByText('객실 요금 (2박)')).toBeInTheDocument();
    expect(within(price).getAllByText('250,000원')).toHaveLength(2);
    expect(await screen.findByDisplayValue('김데모')).toHaveAccessibleName('예약자 이름');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByRole('button', { name: '250,000원 결제하기' })).toBeEnabled();
  });

  it('shows the hotel and stay from the address while the hold loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockReservationApi();
    const answer = fetchMock.getMockImplementation()!;
    // The hold's answer waits until the test has looked at the loading state.
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(input, 'http://localhost').pathname === HOLD_PATH) await gate;
      return answer(input, init);
    });
    renderPage(
      `/reservation?hotelId=7&roomTypeId=3&hotelName=${encodeURIComponent('주소의 호텔')}&roomTypeName=${encodeURIComponent('주소의 객실')}` +
        `&ratePlanId=1&checkIn=2099-06-01&checkOut=2099-06-03&guests=2&holdCode=${HOLD_CODE}&expiresAt=x&totalAmount=250000`,
    );
    expect(screen.getByLabelText('예약 정보를 불러오는 중입니다.')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('주소의 호텔')).toBeInTheDocument();
    expect(screen.getByText('주소의 객실')).toBeInTheDocument();
    release();
    // The server's hold replaces what the address said.
    expect(await screen.findByText('테스트 호텔 7')).toBeInTheDocument();
    expect(screen.queryByText('주소의 호텔')).not.toBeInTheDocument();
  });

  it('counts down every second and, at expiry, says the hold lapsed and goes back to the hotel', async () => {
    jest.useFakeTimers({ now: new Date('2099-01-01T00:00:00.000Z') });
    const now = new Date();
    mockReservationApi({ hold: makeHold({ expiresAt: new Date(now.getTime() + 65_000).toISOString(), serverNow: now.toISOString() }, now) });
    const { currentPath } = renderPage();

    const timer = await screen.findByRole('timer', { name: '남은 예약 시간' });
    expect(timer).toHaveTextContent('01:05');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:04');
    expect(screen.queryByText('예약 가능 시간이 1분 남았습니다.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('00:04');
    expect(screen.getByText('예약 가능 시간이 1분 남았습니다.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4000));

    await expectLapsedNotice();
    expect(currentPath()).toBe(`/reservation?holdCode=${HOLD_CODE}`);
    act(() => jest.advanceTimersByTime(LAPSE_REDIRECT_MS));
    expect(currentPath()).toBe(HOTEL_PATH);
  });

  it('corrects the countdown with the server clock', async () => {
    jest.useFakeTimers({ now: new Date('2099-01-01T00:00:00.000Z') });
    // The server is 2 minutes ahead of the browser: of its 5 minutes, 5 are left on its clock.
    const serverNow = new Date(Date.now() + 120_000);
    mockReservationApi({ hold: makeHold({ serverNow: serverNow.toISOString(), expiresAt: new Date(serverNow.getTime() + 300_000).toISOString() }) });
    renderPage();
    expect(await screen.findByRole('timer', { name: '남은 예약 시간' })).toHaveTextContent('05:00');
  });

  it('shows the lapsed notice at once for a hold the server already expired', async () => {
    mockReservationApi({ hold: makeHold({ status: 'EXPIRED' }) });
    renderPage();
    await expectLapsedNotice();
  });

  it('explains a missing hold code, an unknown hold, a cancelled and a paid hold', async () => {
    mockReservationApi();
    const { unmount } = renderPage('/reservation?hotelId=7');
    expect(screen.getByRole('heading', { level: 1, name: '예약 정보가 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '객실 다시 선택하기' })).toHaveAttribute('href', '/hotels/7');
    unmount();
    restoreFetch();

    mockReservationApi({
      override: (url) =>
        url.pathname === HOLD_PATH ? { status: 404, body: { error: 'HOLD_NOT_FOUND', message: '예약 정보를 찾을 수 없습니다.' } } : undefined,
    });
    const second = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '예약 정보를 찾을 수 없습니다' })).toBeInTheDocument();
    second.unmount();
    restoreFetch();

    mockReservationApi({ hold: makeHold({ status: 'RELEASED' }) });
    const third = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '취소된 예약입니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '객실 다시 선택하기' })).toHaveAttribute('href', HOTEL_PATH);
    third.unmount();
    restoreFetch();

    mockReservationApi({ hold: makeHold({ status: 'CONVERTED' }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '이미 결제가 완료된 예약입니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', '/mypage/history');
  });

  it('offers a retry when the server cannot be reached for the hold', async () => {
    let fail = true;
    mockReservationApi({
      override: (url) => {
        if (url.pathname === HOLD_PATH && fail) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '예약 정보를 불러오지 못했습니다' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '예약하기' })).toBeInTheDocument();
  });

  it('leaves for /error/500 with the error id when the server fails on the hold (guest-core §8)', async () => {
    mockReservationApi({
      override: (url) => (url.pathname === HOLD_PATH ? { status: 500, body: { error: 'INTERNAL', message: '오류' } } : undefined),
    });
    const { currentPath } = renderPage();
    await waitFor(() => expect(currentPath()).toBe('/error/500?errid=test-error-id'));
  });
});
