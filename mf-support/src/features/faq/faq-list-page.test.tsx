import { screen, within } from '@testing-library/react';
import type { Faq } from 'shared-contracts/schemas/support';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderSupport } from '../../testing/render-support';

afterEach(() => restoreFetch());

const FAQS: Faq[] = [
  { id: 1, category: 'LODGING', question: '체크인은 몇 시부터인가요?', answer: '체크인은 15:00부터,\n체크아웃은 12:00까지입니다.' },
  { id: 2, category: 'COUPON', question: '쿠폰은 어떻게 받나요?', answer: '마이페이지 > 쿠폰에서 코드를 입력하세요.' },
  { id: 3, category: 'PAYMENT', question: '영수증은 어디서 보나요?', answer: '예약 내역에서 영수증을 볼 수 있습니다.' },
  { id: 4, category: 'MEMBER', question: '계정이 잠겼어요', answer: '5회 실패하면 1시간 잠깁니다.' },
];

function page(content: Faq[], { page: number = 0, totalElements = content.length } = {}) {
  const totalPages = Math.ceil(totalElements / 10);
  return { content, page: number, size: 10, totalElements, totalPages, last: number >= totalPages - 1 };
}

function answerFaq() {
  return mockFetch((url) => {
    const category = url.searchParams.get('category');
    const content = category ? FAQS.filter((faq) => faq.category === category) : FAQS;
    return { body: page(content, { page: Number(url.searchParams.get('page')), totalElements: category ? content.length : 24 }) };
  });
}

describe('FAQ list', () => {
  it("shows a loading state, then every category's questions with 전체 chosen", async () => {
    const gate = deferred<MockAnswer>();
    const fetchMock = mockFetch(() => gate.promise);
    renderSupport('/support/faq');
    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('자주 묻는 질문을 불러오는 중');
    gate.resolve({ body: page(FAQS, { totalElements: 24 }) });
    expect(await screen.findByText('24개의 질문')).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: '질문 분류' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['전체', '숙소', '쿠폰', '결제/영수증', '회원']);
    expect(within(filter).getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(4);
    expect(requestedPaths(fetchMock)).toEqual(['/api/support/faq?page=0&size=10']);
  });

  it('opens and closes an answer in place, as a disclosure', async () => {
    answerFaq();
    const { user } = renderSupport('/support/faq');
    const toggle = await screen.findByRole('button', { name: /체크인은 몇 시부터인가요\?/ });
    const answer = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer).getByText(/체크인은 15:00부터,/).textContent).toBe('체크인은 15:00부터,\n체크아웃은 12:00까지입니다.');
    expect(within(answer).getByRole('link', { name: '이 질문만 보기: 체크인은 몇 시부터인가요?' })).toHaveAttribute('href', '/support/faq/1');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('filters by category, keeping the choice in the address', async () => {
    const fetchMock = answerFaq();
    const { user, currentPath } = renderSupport('/support/faq');
    await screen.findByText('24개의 질문');
    await user.click(screen.getByRole('link', { name: '결제/영수증' }));
    expect(await screen.findByText('1개의 질문')).toBeInTheDocument();
    expect(currentPath()).toBe('/support/faq?category=PAYMENT');
    expect(screen.getByRole('link', { name: '결제/영수증' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /영수증은 어디서 보나요\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /체크인은/ })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/support/faq?page=0&size=10&category=PAYMENT');
  });

  it('opens on the category and page named in the address, and ignores an unknown category', async () => {
    const fetchMock = answerFaq();
    renderSupport('/support/faq?category=member&page=1');
    expect(await screen.findByRole('button', { name: /계정이 잠겼어요/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원' })).toHaveAttribute('aria-current', 'true');
    expect(requestedPaths(fetchMock)).toEqual(['/api/support/faq?page=0&size=10&category=MEMBER']);
  });

  it('treats an unknown category as 전체', async () => {
    const fetchMock = answerFaq();
    renderSupport('/support/faq?category=HACK');
    await screen.findByText('24개의 질문');
    expect(screen.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'true');
    expect(requestedPaths(fetchMock)).toEqual(['/api/support/faq?page=0&size=10']);
  });

  it('pages with the category kept', async () => {
    const fetchMock = mockFetch((url) => ({ body: page(FAQS.slice(0, 1), { page: Number(url.searchParams.get('page')), totalElements: 12 }) }));
    const { user, currentPath } = renderSupport('/support/faq?category=LODGING');
    await user.click(await screen.findByRole('button', { name: '2 페이지' }));
    expect(currentPath()).toBe('/support/faq?category=LODGING&page=2');
    expect(await screen.findByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(requestedPaths(fetchMock)).toContain('/api/support/faq?page=1&size=10&category=LODGING');
  });

  it('says so when a category has no questions, and offers the inquiry', async () => {
    mockFetch(() => ({ body: page([]) }));
    renderSupport('/support/faq?category=COUPON');
    expect(await screen.findByRole('heading', { name: '이 분류에는 아직 질문이 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/contact/inquiry');
  });

  it('shows 조회 실패 and loads again on request', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' } } : { body: page(FAQS) }));
    const { user } = renderSupport('/support/faq');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('조회 실패');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('4개의 질문')).toBeInTheDocument();
  });
});
