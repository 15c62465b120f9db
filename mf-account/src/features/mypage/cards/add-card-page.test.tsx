import { screen, waitFor } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile, TEST_MEMBER_ID } from '../../../testing/render-mypage';
import { savedCardsKey } from './saved-cards.storage';

const KEY = savedCardsKey(String(TEST_MEMBER_ID));

beforeEach(() => {
  window.localStorage.clear();
  mockFetch((url) => (url.pathname === '/api/users/me' ? { body: testProfile } : { status: 404, body: null }));
});
afterEach(() => {
  restoreFetch();
  window.localStorage.clear();
});

const number = () => screen.getByLabelText('카드 번호');
const month = () => screen.getByLabelText('유효기간 월 (MM)');
const year = () => screen.getByLabelText('유효기간 연도 (YYYY)');
const submit = () => screen.getByRole('button', { name: '등록하기' });

/** Everything this origin keeps in localStorage, as one string. */
const storageText = () =>
  Array.from({ length: window.localStorage.length }, (_, i) => {
    const key = window.localStorage.key(i)!;
    return `${key}=${window.localStorage.getItem(key)}`;
  }).join('\n');

describe('add-card', () => {
  it('stores brand, last 4 and expiry only, never the number, and returns to the payment tab', async () => {
    const { user, currentPath } = renderMyPage('/mypage/add-card');
    expect(screen.getByRole('heading', { level: 1, name: '카드 등록' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/CVC|보안코드/)).not.toBeInTheDocument();
    await user.type(number(), '5555-5555-5555-4444');
    expect(screen.getByText('카드 종류: Mastercard')).toBeInTheDocument();
    await user.type(month(), '7');
    await user.type(year(), '2031');
    await user.click(submit());
    // The form checks through its resolver (a promise): the navigation lands a moment after the click.
    await waitFor(() => expect(currentPath()).toBe('/mypage/payment'));
    expect(await screen.findByText('카드를 등록했습니다.')).toBeInTheDocument();
    const saved = JSON.parse(window.localStorage.getItem(KEY)!) as Array<Record<string, unknown>>;
    expect(saved).toHaveLength(1);
    expect(Object.keys(saved[0]!).sort()).toEqual(['brand', 'expMonth', 'expYear', 'id', 'last4']);
    expect(saved[0]).toMatchObject({ brand: 'MASTERCARD', last4: '4444', expMonth: 7, expYear: 2031 });
    expect(storageText()).not.toMatch(/5555-?5555|555555555555/);
    expect(screen.getByRole('listitem', { name: 'Mastercard 끝자리 4444' })).toBeInTheDocument();
  });

  it('says what is wrong, in Korean, and stores nothing', async () => {
    const { user, currentPath } = renderMyPage('/mypage/add-card');
    await user.click(submit());
    expect(await screen.findByText('카드 번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('유효기간 월은 1~12 사이로 입력해주세요.')).toBeInTheDocument();
    await user.type(number(), '4111-1111-1111-1112');
    await user.type(month(), '13');
    await user.type(year(), '2036');
    await user.click(submit());
    expect(await screen.findByText('유효하지 않은 카드 번호입니다. 번호를 다시 확인해주세요.')).toBeInTheDocument();
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(month()).toHaveAttribute('aria-invalid', 'true');
    expect(year()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(month());
    await user.type(month(), '12');
    await user.click(submit());
    expect(await screen.findByText('유효기간 연도는 2024~2035 사이로 입력해주세요.')).toBeInTheDocument();
    expect(currentPath()).toBe('/mypage/add-card');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the number field to 19 characters and refuses a second copy of the same card', async () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ id: 'c1', brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 }]));
    const { user } = renderMyPage('/mypage/add-card');
    await user.type(number(), '4111-1111-1111-1111-2222');
    expect(number()).toHaveValue('4111-1111-1111-1111');
    await user.type(month(), '12');
    await user.type(year(), '2030');
    await user.click(submit());
    expect(screen.getByText('이미 등록된 카드입니다.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toHaveLength(1);
  });
});
