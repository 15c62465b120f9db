import { screen } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderSupport } from '../../testing/render-support';

afterEach(() => restoreFetch());

const FAQ = {
  id: 7,
  category: 'COUPON',
  question: '쿠폰을 여러 장 같이 쓸 수 있나요?',
  answer: '한 예약에 쿠폰 한 장만 쓸 수 있습니다.\n<i>태그</i>는 글자 그대로 보입니다.',
};

describe('FAQ page', () => {
  it('shows a loading state, then the question, its category and the answer as plain text', async () => {
    const gate = deferred<MockAnswer>();
    mockFetch(() => gate.promise);
    const { container } = renderSupport('/support/faq/7');
    expect(screen.getByRole('status')).toHaveTextContent('자주 묻는 질문을 불러오는 중');
    gate.resolve({ body: FAQ });
    expect(await screen.findByRole('heading', { level: 1, name: FAQ.question })).toBeInTheDocument();
    expect(screen.getByText('쿠폰')).toBeInTheDocument();
    expect(screen.getByText(/한 예약에 쿠폰 한 장만/).textContent).toBe(FAQ.answer);
    expect(container.querySelector('article i')).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/faq?category=COUPON');
  });

  it.each(['/support/faq/99', '/support/faq/0'])('says honestly that %s is not found', async (path) => {
    mockFetch(() => ({ status: 404, body: { error: 'FAQ_NOT_FOUND', message: '자주 묻는 질문을 찾을 수 없습니다.' } }));
    const { currentPath } = renderSupport(path);
    expect(await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/faq');
    expect(currentPath()).toBe(path);
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 502, body: null } : { body: FAQ }));
    const { user } = renderSupport('/support/faq/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('조회 실패');
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: FAQ.question })).toBeInTheDocument();
  });
});
