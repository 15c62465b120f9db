import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, restoreFetch, requestedPaths } from '../../testing/fetch-mock';
import { memberToken, renderSupport } from '../../testing/render-support';

const created = (subject: string) => ({
  id: 41,
  subject,
  status: 'UPLOADED',
  createdAt: '2030-03-14T12:00:00Z',
  lastMessageAt: '2030-03-14T12:00:00Z',
  answeredAt: null,
  messages: [{ id: 90, content: '본문', senderId: 7, senderRole: 'ROLE_USER', createdAt: '2030-03-14T12:00:00Z', editedAt: null }],
});

afterEach(() => {
  jest.restoreAllMocks();
  restoreFetch();
  sessionStorage.clear();
});

const subjectBox = () => screen.getByRole('textbox', { name: '제목' });
const contentBox = () => screen.getByRole('textbox', { name: '내용' });

describe('inquiry form', () => {
  it('lets a visitor fill it, keeps the draft and sends them to log in and back', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    // /login belongs to mf-account; here the router only records the address.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, currentPath } = renderSupport('/support/contact/inquiry');
    expect(screen.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeInTheDocument();
    expect(screen.getByText(/문의를 보내려면 로그인이 필요합니다/)).toBeInTheDocument();
    await user.type(subjectBox(), '예약 날짜 변경');
    await user.type(contentBox(), '다음 주 예약을{Enter}하루 미룰 수 있나요?');
    await user.click(screen.getByRole('button', { name: '로그인하고 문의 보내기' }));
    // The form checks through its resolver (a promise): the navigation lands a moment after the click.
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fsupport%2Fcontact%2Finquiry'));
    expect(JSON.parse(sessionStorage.getItem('stayon.support.draft.inquiry')!)).toEqual({
      subject: '예약 날짜 변경',
      content: '다음 주 예약을\n하루 미룰 수 있나요?',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores the draft after the login and sends it, then opens the new thread', async () => {
    sessionStorage.setItem('stayon.support.draft.inquiry', JSON.stringify({ subject: '예약 날짜 변경', content: '하루 미룰 수 있나요?' }));
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/support/tickets' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 201, body: created('예약 날짜 변경') };
      }
      return { body: created('예약 날짜 변경') };
    });
    const { user, currentPath } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    expect(screen.getByRole('status')).toHaveTextContent('작성하던 내용을 불러왔습니다.');
    expect(subjectBox()).toHaveValue('예약 날짜 변경');
    expect(contentBox()).toHaveValue('하루 미룰 수 있나요?');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByText(/문의가 등록되었습니다/)).toBeInTheDocument();
    expect(currentPath()).toBe('/support/contact/ticket/41');
    expect(bodies).toEqual([{ subject: '예약 날짜 변경', firstMessage: '하루 미룰 수 있나요?' }]);
    expect(sessionStorage.getItem('stayon.support.draft.inquiry')).toBeNull();
  });

  it('starts over when asked, dropping the restored draft', async () => {
    sessionStorage.setItem('stayon.support.draft.inquiry', JSON.stringify({ subject: '옛 제목', content: '옛 내용' }));
    const { user } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    await user.click(screen.getByRole('button', { name: '새로 쓰기' }));
    expect(subjectBox()).toHaveValue('');
    expect(contentBox()).toHaveValue('');
    expect(subjectBox()).toHaveFocus();
    expect(sessionStorage.getItem('stayon.support.draft.inquiry')).toBeNull();
  });

  it('requires subject and content, whitespace-only counting as empty, with the §8 text', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    const { user } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('제목/내용을 입력해주세요.'));
    expect(subjectBox()).toHaveAttribute('aria-invalid', 'true');
    expect(subjectBox()).toHaveFocus();
    expect(subjectBox()).toHaveAccessibleDescription(/제목\/내용을 입력해주세요\./);
    await user.type(subjectBox(), '제목');
    await user.type(contentBox(), '   ');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('제목/내용을 입력해주세요.'));
    expect(contentBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts characters and refuses more than 150 in the subject and 8000 in the content', async () => {
    mockFetch(() => ({ status: 500, body: null }));
    const { user } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    await user.click(subjectBox());
    await user.paste('가'.repeat(151));
    await user.click(contentBox());
    await user.paste('나'.repeat(8001));
    expect(screen.getByText('151/150자')).toBeInTheDocument();
    expect(screen.getByText('8,001/8,000자')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('제목은 150자 이내로 입력해주세요.'));
    // Nothing typed is cut off: the member shortens it themselves.
    expect(subjectBox()).toHaveValue('가'.repeat(151));
    await user.type(subjectBox(), '{Backspace}');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('내용은 8000자 이내로 입력해주세요.'));
  });

  it("shows the failure in Korean with the server's text and keeps everything typed", async () => {
    let fail = true;
    const fetchMock = mockFetch(() =>
      fail ? { status: 503, body: { error: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } } : { status: 201, body: created('환불 문의') },
    );
    const { user, currentPath } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    await user.type(subjectBox(), '환불 문의');
    await user.type(contentBox(), '환불은 언제 되나요?');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('문의 등록에 실패했습니다.');
    expect(alert).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(currentPath()).toBe('/support/contact/inquiry');
    expect(subjectBox()).toHaveValue('환불 문의');
    expect(contentBox()).toHaveValue('환불은 언제 되나요?');
    expect(JSON.parse(sessionStorage.getItem('stayon.support.draft.inquiry')!)).toEqual({ subject: '환불 문의', content: '환불은 언제 되나요?' });
    fail = false;
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByText(/문의가 등록되었습니다/)).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/support/tickets')).toHaveLength(2);
  });

  it("shows the server's validation text when it refuses the ticket", async () => {
    mockFetch(() => ({ status: 400, body: { error: 'VALIDATION_ERROR', message: '제목은 150자 이내로 입력해주세요.' } }));
    const { user } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    await user.type(subjectBox(), '제목');
    await user.type(contentBox(), '내용');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('문의 등록에 실패했습니다.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('제목은 150자 이내로 입력해주세요.');
  });
});

describe('inquiry form messages', () => {
  afterEach(() => restoreFetch());

  it("drops a field's message once the member corrects that field", async () => {
    mockFetch(() => ({ status: 500, body: null }));
    const { user } = renderSupport('/support/contact/inquiry', { token: memberToken() });
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('제목/내용을 입력해주세요.'));
    await user.type(subjectBox(), '제');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(subjectBox()).not.toHaveAttribute('aria-invalid');
  });
});
