import { screen, waitFor, within } from '@testing-library/react';
import { todayInSeoul } from 'ui-kit';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { coupon, page } from '../../testing/people.fixtures';
import { renderAdmin } from '../../testing/render-admin';

type Handler = (url: URL, init?: RequestInit) => MockAnswer | Promise<MockAnswer>;

function setup({ list, create, stop }: { list: Handler; create?: Handler; stop?: Handler }, route = '/admin/coupons') {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/coupons' && init?.method === 'POST') return create ? create(url, init) : { status: 500, body: null };
    if (url.pathname === '/api/admin/coupons') return list(url);
    if (/^\/api\/admin\/coupons\/\d+\/stop$/.test(url.pathname)) return stop ? stop(url, init) : { status: 500, body: null };
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), fetchMock };
}

const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input, init]) => [new URL(String(input), 'http://localhost'), init] as const)
    .filter(([url, init]) => url.pathname === '/api/admin/coupons' && !init?.method?.match(/POST/))
    .map(([url]) => url.searchParams);

const signup = coupon(1, {
  title: '가입 축하 쿠폰',
  code: 'WELCOME',
  validFrom: null,
  validTo: null,
  quantity: null,
  remaining: null,
  issuedCount: 321,
  usedCount: 87,
  signupOnly: true,
});

afterEach(() => restoreFetch());

describe('admin coupons', () => {
  it('lists campaigns with issued of total, a bar, used, remaining, status and 무제한 for system campaigns', async () => {
    const { fetchMock } = setup({
      list: () => ({ body: page([coupon(7), signup, coupon(5, { status: 'STOPPED', stoppedAt: '2030-03-05T00:00:00Z' })]) }),
    });
    const rows = within(await screen.findByRole('table', { name: '쿠폰 캠페인 목록' })).getAllByRole('row') as HTMLTableRowElement[];
    const spring = within(rows[1]!);
    expect(spring.getByText('SPRING-7')).toBeInTheDocument();
    expect(spring.getByText('5,000원')).toBeInTheDocument();
    expect(spring.getByText('2030-03-01 ~ 2030-03-31')).toBeInTheDocument();
    expect(rows[1]!.cells[4]).toHaveTextContent('40 / 100');
    expect(spring.getByRole('img', { name: '발급 40%' })).toBeInTheDocument();
    expect(rows[1]!.cells[5]).toHaveTextContent('12');
    expect(rows[1]!.cells[6]).toHaveTextContent('60');
    expect(spring.getByText('진행 중')).toBeInTheDocument();
    expect(spring.getByRole('button', { name: 'SPRING-7 중지' })).toBeInTheDocument();
    expect(rows[2]!.cells[4]).toHaveTextContent('321 / 무제한');
    expect(rows[2]!.cells[6]).toHaveTextContent('무제한');
    expect(within(rows[2]!).getByText('상시')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[3]!).getByText('중지')).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(listQueries(fetchMock)[0]!.get('size')).toBe('20');
  });

  it('keeps search and status in the address and says when nothing matches', async () => {
    const { user, fetchMock, currentPath } = setup({ list: () => ({ body: page([]) }) });
    expect(await screen.findByRole('heading', { name: '조건에 맞는 쿠폰이 없습니다.' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('상태'), 'EXHAUSTED');
    await user.type(screen.getByLabelText('검색어'), 'spring');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/coupons?status=EXHAUSTED&q=spring'));
    await waitFor(() =>
      expect([listQueries(fetchMock).at(-1)!.get('q'), listQueries(fetchMock).at(-1)!.get('status')]).toEqual(['spring', 'EXHAUSTED']),
    );
  });

  it('checks the form with the server texts before sending, then creates the campaign', async () => {
    const sent: unknown[] = [];
    const { user } = setup({
      list: () => ({ body: page([]) }),
      create: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: coupon(9, { code: 'FALL-30' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: '쿠폰 만들기' }));
    const dialog = screen.getByRole('dialog', { name: '쿠폰 만들기' });
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(within(dialog).getByText('쿠폰 이름을 1~60자로 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('쿠폰 코드는 영문·숫자·-·_로 64자 이하여야 합니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('할인 금액은 1~1,000,000원의 정수로 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('총수량은 1~1,000,000장의 정수로 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('쿠폰 이름')).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('쿠폰 이름'), '가을 쿠폰');
    await user.type(within(dialog).getByLabelText('쿠폰 코드'), 'fall-30');
    await user.type(within(dialog).getByLabelText('할인 금액 (원)'), '3000');
    await user.type(within(dialog).getByLabelText('총수량 (장)'), '50');
    const today = todayInSeoul();
    await user.type(within(dialog).getByLabelText('종료일'), today);
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ title: '가을 쿠폰', code: 'FALL-30', amount: 3000, quantity: 50, validFrom: today, validTo: today }]);
    expect(await screen.findByText('쿠폰 FALL-30을(를) 만들었습니다.')).toBeInTheDocument();
  });

  it('says a taken code (409) at the code field', async () => {
    const { user } = setup({
      list: () => ({ body: page([]) }),
      create: () => ({ status: 409, body: { error: 'COUPON_CODE_TAKEN', message: '이미 사용 중인 쿠폰 코드입니다.' } }),
    });
    await user.click(await screen.findByRole('button', { name: '쿠폰 만들기' }));
    const dialog = screen.getByRole('dialog', { name: '쿠폰 만들기' });
    await user.type(within(dialog).getByLabelText('쿠폰 이름'), '중복');
    await user.type(within(dialog).getByLabelText('쿠폰 코드'), 'welcome');
    await user.type(within(dialog).getByLabelText('할인 금액 (원)'), '1000');
    await user.type(within(dialog).getByLabelText('총수량 (장)'), '5');
    await user.type(within(dialog).getByLabelText('종료일'), todayInSeoul());
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    const code = within(dialog).getByLabelText('쿠폰 코드');
    await waitFor(() => expect(code).toHaveAccessibleDescription('이미 사용 중인 쿠폰 코드입니다.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('이미 사용 중인 쿠폰 코드입니다.');
  });

  it('stops a campaign after confirming and says a 409', async () => {
    let answer: MockAnswer = { body: coupon(7, { status: 'STOPPED' }) };
    const stops: string[] = [];
    const { user } = setup({ list: () => ({ body: page([coupon(7), coupon(8)]) }), stop: (url) => (stops.push(url.pathname), answer) });
    await user.click(await screen.findByRole('button', { name: 'SPRING-7 중지' }));
    const dialog = screen.getByRole('dialog', { name: '쿠폰 중지' });
    expect(dialog).toHaveTextContent('봄맞이 쿠폰 7 (SPRING-7) 쿠폰의 발급을 지금부터 막습니다.');
    await user.click(within(dialog).getByRole('button', { name: '중지' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stops).toEqual(['/api/admin/coupons/7/stop']);

    answer = { status: 409, body: { error: 'COUPON_ALREADY_STOPPED', message: '이미 중지된 쿠폰입니다.' } };
    await user.click(screen.getByRole('button', { name: 'SPRING-8 중지' }));
    const second = screen.getByRole('dialog', { name: '쿠폰 중지' });
    await user.click(within(second).getByRole('button', { name: '중지' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('이미 중지된 쿠폰입니다. 최신 상태를 다시 불러왔습니다.');
  });

  it('shows the failure with a retry', async () => {
    let failing = true;
    const { user } = setup({
      list: () => (failing ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류' } } : { body: page([coupon(1)]) }),
    });
    expect(await screen.findByRole('heading', { name: '쿠폰을 불러오지 못했습니다.' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '쿠폰 캠페인 목록' })).toBeInTheDocument();
  });
});
