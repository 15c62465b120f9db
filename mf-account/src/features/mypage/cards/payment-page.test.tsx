import { screen, within } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile, TEST_MEMBER_ID } from '../../../testing/render-mypage';
import { savedCardsKey, type SavedCard } from './saved-cards.storage';

const KEY = savedCardsKey(String(TEST_MEMBER_ID));
const visa: SavedCard = { id: 'c1', brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 };
const amex: SavedCard = { id: 'c2', brand: 'AMEX', last4: '0005', expMonth: 3, expYear: 2031 };

beforeEach(() => {
  window.localStorage.clear();
  mockFetch((url) => (url.pathname === '/api/users/me' ? { body: testProfile } : { status: 404, body: null }));
});
afterEach(() => {
  restoreFetch();
  window.localStorage.clear();
});

describe('payment tab (saved cards)', () => {
  it('shows an empty state that leads to add-card', async () => {
    const { user, currentPath } = renderMyPage('/mypage/payment');
    expect(screen.getByRole('heading', { level: 1, name: '결제수단' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '등록된 카드가 없습니다.' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '카드 등록' }));
    expect(currentPath()).toBe('/mypage/add-card');
  });

  it("lists this member's cards only: brand, last 4 digits and expiry", () => {
    window.localStorage.setItem(KEY, JSON.stringify([visa, amex]));
    window.localStorage.setItem(savedCardsKey('999'), JSON.stringify([{ ...visa, id: 'other', last4: '4242' }]));
    renderMyPage('/mypage/payment');
    const cards = within(screen.getByRole('list', { name: '등록된 카드' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Visa 끝자리 1111', 'American Express 끝자리 0005']);
    expect(cards[0]).toHaveTextContent('유효기간 12/2030');
    expect(cards[1]).toHaveTextContent('유효기간 03/2031');
    expect(screen.queryByText(/4242/)).not.toBeInTheDocument();
  });

  it('deletes a card after the confirmation only', async () => {
    window.localStorage.setItem(KEY, JSON.stringify([visa, amex]));
    const { user } = renderMyPage('/mypage/payment');
    await user.click(screen.getByRole('button', { name: 'Visa 1111 카드 삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '카드를 삭제할까요?' })).getByRole('button', { name: '취소' }));
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Visa 1111 카드 삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '카드를 삭제할까요?' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('카드를 삭제했습니다.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([amex]);
    expect(screen.queryByRole('listitem', { name: 'Visa 끝자리 1111' })).not.toBeInTheDocument();
  });

  it('reports unreadable storage instead of showing a wrong list', () => {
    window.localStorage.setItem(KEY, '{"number":"4111111111111111"}');
    renderMyPage('/mypage/payment');
    expect(screen.getByRole('heading', { name: '저장된 카드를 불러오지 못했습니다.' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '등록된 카드' })).not.toBeInTheDocument();
  });
});
