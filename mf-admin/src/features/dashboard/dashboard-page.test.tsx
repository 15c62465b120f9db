import { act, screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { dashboard } from '../../testing/operations.fixtures';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

const dashboardCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/admin/dashboard')).length;

describe('admin dashboard', () => {
  it('shows the eight cards and the suspended hotels, each leading to its page with the filter preset', async () => {
    const later = deferred<MockAnswer>();
    mockFetch((url) => (url.pathname === '/api/admin/dashboard' ? later.promise : { body: { content: [], page: 0, size: 20, totalElements: 0 } }));
    renderAdmin('/admin');
    expect(screen.getByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '대시보드를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: dashboard() });
    const cards = within(await screen.findByRole('list', { name: '운영 지표' })).getAllByRole('link');
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual([
      ['오늘 예약12건오늘 들어온 예약 (취소 제외)', '/admin/bookings'],
      ['오늘 매출1,234,000원오늘 예약의 결제 금액', '/admin/bookings'],
      ['오늘 취소2건오늘 취소된 예약', '/admin/bookings?status=CANCELLED'],
      ['이번 주 GMV5,600,000원2030-03-11 ~ 2030-03-17 · 40건', '/admin/settlements'],
      ['이번 주 수수료840,000원이번 주 체크아웃 정산분 · 결제마다 15%', '/admin/settlements'],
      ['심사 대기 입점 신청3건대기 · 심사중', '/admin/hotel-audit'],
      ['답변 대기 문의4건답변을 기다리는 1:1 문의', '/admin/support/tickets?status=UPLOADED'],
      ['처리 대기 신고 리뷰5건결정하지 않은 신고가 있는 리뷰', '/admin/reviews'],
    ]);
    expect(screen.getByRole('link', { name: '정지된 호텔 1곳' })).toHaveAttribute('href', '/admin/hotels?status=SUSPENDED');
    expect(screen.getByText('2030-03-13 기준 · 2030-03-13 10:30에 집계 · 1분마다 새로 고칩니다.')).toBeInTheDocument();
  });

  it('follows a card to its page', async () => {
    mockFetch((url) =>
      url.pathname === '/api/admin/dashboard' ? { body: dashboard() } : { body: { content: [], page: 0, size: 20, totalElements: 0 } },
    );
    const { user, currentPath } = renderAdmin('/admin');
    await user.click(await screen.findByRole('link', { name: /^오늘 취소/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '예약' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/bookings?status=CANCELLED');
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('CANCELLED');
  });

  it('says when the figures cannot be read, with a retry', async () => {
    let failing = true;
    mockFetch(() => (failing ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: dashboard() }));
    const { user } = renderAdmin('/admin');
    const heading = await screen.findByRole('heading', { name: '대시보드를 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /^오늘 예약/ })).toHaveTextContent('12건');
  });

  it('asks again every 60 seconds, and keeps the last figures when a refresh fails', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let answer: MockAnswer = { body: dashboard() };
    const fetchMock = mockFetch(() => answer);
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: /^오늘 예약/ })).toHaveTextContent('12건');
    const before = dashboardCalls(fetchMock);

    answer = { body: dashboard({ todayBookings: 13 }) };
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(screen.getByRole('link', { name: /^오늘 예약/ })).toHaveTextContent('13건'));
    expect(dashboardCalls(fetchMock)).toBe(before + 1);

    answer = { status: 503, body: { error: 'X', message: '잠시 후 다시 시도해주세요.' } };
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(await screen.findByText('새로 고치지 못해 이전 수치를 보여줍니다. (잠시 후 다시 시도해주세요.)')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: /^오늘 예약/ })).toHaveTextContent('13건');
  });
});
