import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

const tickets = [
  {
    id: 12,
    subject: '예약 날짜를 하루 미루고 싶어요',
    status: 'UPLOADED',
    createdAt: '2030-03-14T12:00:00Z',
    lastMessageAt: '2030-03-14T12:00:00Z',
    answeredAt: null,
  },
  {
    id: 9,
    subject: '체크인 전에 짐을 맡길 수 있나요?',
    status: 'ANSWERED',
    createdAt: '2030-03-09T02:00:00Z',
    lastMessageAt: '2030-03-09T06:00:00Z',
    answeredAt: '2030-03-09T06:00:00Z',
  },
];

function answerTickets(answer: MockAnswer | Promise<MockAnswer>) {
  mockFetch((url) => {
    if (url.pathname === '/api/users/me') return { body: testProfile };
    if (url.pathname === '/api/support/tickets') return answer;
    return { status: 404, body: null };
  });
}

afterEach(() => restoreFetch());

describe('my page support tab', () => {
  it("shows a loading state, then the member's tickets with their status, each opening its thread", async () => {
    const gate = deferred<MockAnswer>();
    answerTickets(gate.promise);
    renderMyPage('/mypage/support');
    expect(screen.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeInTheDocument();
    expect(screen.getByText('문의 내역을 불러오는 중').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    gate.resolve({ body: tickets });
    const links = await screen.findAllByRole('link', { name: /짐을 맡길|하루 미루고/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/support/contact/ticket/12', '/support/contact/ticket/9']);
    expect(within(links[0]!).getByText('접수')).toBeInTheDocument();
    expect(within(links[1]!).getByText('답변완료')).toBeInTheDocument();
    expect(screen.getByText('문의 2건')).toBeInTheDocument();
  });

  it('has an honest empty state that leads to the inquiry form', async () => {
    answerTickets({ body: [] });
    renderMyPage('/mypage/support');
    expect(await screen.findByText('남긴 문의가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/contact/inquiry');
  });

  it('says 조회 실패 on failure and tries again on request', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname === '/api/users/me') return { body: testProfile };
      if (url.pathname === '/api/support/tickets') return fail ? { status: 500, body: { error: 'INTERNAL_ERROR', message: 'x' } } : { body: tickets };
      return { status: 404, body: null };
    });
    renderMyPage('/mypage/support');
    expect((await screen.findByText('조회 실패')).closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('문의 2건')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1:1 문의하기' })).toBeInTheDocument();
  });
});
