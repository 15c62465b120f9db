import { screen, within } from '@testing-library/react';
import { todayInSeoul, addDays } from 'ui-kit';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

const today = todayInSeoul();
const box = [
  {
    id: 11,
    title: '신규 가입 축하 쿠폰',
    code: 'WELCOME10000',
    amount: 10000,
    validFrom: today,
    validTo: addDays(today, 29),
    status: 'AVAILABLE',
    stackable: false,
    issuedAt: '2030-01-01T00:00:00Z',
  },
  {
    id: 12,
    title: '가을 여행 할인 쿠폰',
    code: 'AUTUMN-TRIP',
    amount: 20000,
    validFrom: addDays(today, -100),
    validTo: addDays(today, -71),
    status: 'USED',
    stackable: false,
    issuedAt: '2030-01-01T00:00:00Z',
  },
  // AVAILABLE but past validTo: counts as expired (§4).
  {
    id: 13,
    title: '봄맞이 할인 쿠폰',
    code: 'SPRING-HELLO',
    amount: 3000,
    validFrom: addDays(today, -180),
    validTo: addDays(today, -1),
    status: 'AVAILABLE',
    stackable: false,
    issuedAt: '2030-01-01T00:00:00Z',
  },
];

interface Answers {
  list?: () => MockAnswer | Promise<MockAnswer>;
  claim?: (code: string) => MockAnswer;
}

function setup({ list = () => ({ body: box }), claim = () => ({ body: { message: '쿠폰이 지급되었습니다.' } }) }: Answers = {}) {
  const claims: unknown[] = [];
  let listCalls = 0;
  mockFetch((url, init) => {
    if (url.pathname === '/api/users/me') return { body: testProfile };
    if (url.pathname === '/api/user/coupon') {
      expect(url.searchParams.get('all')).toBe('true');
      listCalls += 1;
      return list();
    }
    if (url.pathname === '/api/coupons/claim' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { code: string };
      claims.push(body);
      return claim(body.code);
    }
    return { status: 404, body: null };
  });
  const view = renderMyPage('/mypage/coupon');
  return { ...view, claims, listCalls: () => listCalls };
}

const codeInput = () => screen.getByLabelText('쿠폰 코드');
const claimButton = () => screen.getByRole('button', { name: '쿠폰 받기' });
const filter = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => restoreFetch());

describe('coupon tab', () => {
  it('shows a loading state, then the AVAILABLE coupons with title, amount, validity and status', async () => {
    const later = deferred<MockAnswer>();
    setup({ list: () => later.promise });
    expect(screen.getByRole('heading', { level: 1, name: '쿠폰함' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '쿠폰을 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: box });
    const list = await screen.findByRole('list', { name: '사용 가능' });
    const card = within(list).getByRole('listitem', { name: '신규 가입 축하 쿠폰' });
    expect(card).toHaveTextContent('10,000원');
    expect(card).toHaveTextContent(`${today} ~ ${addDays(today, 29)}`);
    expect(card).toHaveTextContent('사용 가능');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(filter(/사용 가능/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters USED and EXPIRED, counting an AVAILABLE coupon past validTo as expired', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: '사용 가능' });
    expect(filter(/기간 만료/)).toHaveTextContent('기간 만료 1장');
    await user.click(filter(/사용 완료/));
    expect(within(screen.getByRole('list', { name: '사용 완료' })).getByRole('listitem')).toHaveAccessibleName('가을 여행 할인 쿠폰');
    await user.click(filter(/기간 만료/));
    const expired = within(screen.getByRole('list', { name: '기간 만료' })).getByRole('listitem');
    expect(expired).toHaveAccessibleName('봄맞이 할인 쿠폰');
    expect(expired).toHaveTextContent('기간 만료');
  });

  it('says so when a filter is empty', async () => {
    const { user } = setup({ list: () => ({ body: [box[0]] }) });
    await screen.findByRole('list', { name: '사용 가능' });
    await user.click(filter(/사용 완료/));
    expect(screen.getByRole('heading', { name: '사용한 쿠폰이 없습니다.' })).toBeInTheDocument();
  });

  it('says 쿠폰 조회 실패 when the list fails, stays on the tab, and retries', async () => {
    let failing = true;
    const { user, currentPath } = setup({
      list: () => (failing ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '오류' } } : { body: box }),
    });
    expect(await screen.findByRole('heading', { name: '쿠폰 조회 실패' })).toBeInTheDocument();
    expect(currentPath()).toBe('/mypage/coupon');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '사용 가능' })).toBeInTheDocument();
  });

  it('claims a trimmed code, shows the server message and refreshes the box', async () => {
    const { user, claims, listCalls } = setup();
    await screen.findByRole('list', { name: '사용 가능' });
    await user.type(codeInput(), '  WELCOME-STAYON  ');
    await user.click(claimButton());
    expect(await screen.findByText('쿠폰이 지급되었습니다.')).toHaveAttribute('role', 'status');
    expect(claims).toEqual([{ code: 'WELCOME-STAYON' }]);
    expect(codeInput()).toHaveValue('');
    await screen.findByRole('list', { name: '사용 가능' });
    expect(listCalls()).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [404, '존재하지 않는 쿠폰 코드입니다.'],
    [409, '이미 보유했거나 지급 불가한 쿠폰입니다.'],
    [500, '지급 실패 (500)'],
    [400, '지급 실패 (400)'],
  ])('answers a %s with the §8 text', async (status, text) => {
    const { user } = setup({ claim: () => ({ status, body: { error: 'X', message: '서버 메시지' } }) });
    await user.type(codeInput(), 'SOME-CODE');
    await user.click(claimButton());
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a blank or longer than 64-character code without calling the server', async () => {
    const { user, claims } = setup();
    await user.type(codeInput(), '   ');
    await user.click(claimButton());
    expect(screen.getByText('쿠폰 코드를 입력해주세요.')).toBeInTheDocument();
    await user.clear(codeInput());
    await user.type(codeInput(), 'A'.repeat(65));
    await user.click(claimButton());
    expect(screen.getByText('쿠폰 코드는 64자 이하로 입력해주세요.')).toBeInTheDocument();
    expect(claims).toEqual([]);
  });
});
