import { screen, waitFor } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../testing/fetch-mock';
import { memberToken, renderSupport } from '../../testing/render-support';

afterEach(() => {
  jest.restoreAllMocks();
  restoreFetch();
  sessionStorage.clear();
});

describe('bug report form', () => {
  it('files a ticket whose subject starts with the bug marker, then opens it', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return {
          status: 201,
          body: {
            id: 52,
            subject: '[버그] 지도가 안 보여요',
            status: 'UPLOADED',
            createdAt: '2030-03-14T12:00:00Z',
            lastMessageAt: '2030-03-14T12:00:00Z',
            answeredAt: null,
            messages: [],
          },
        };
      }
      return {
        body: {
          id: 52,
          subject: '[버그] 지도가 안 보여요',
          status: 'UPLOADED',
          createdAt: '2030-03-14T12:00:00Z',
          lastMessageAt: '2030-03-14T12:00:00Z',
          answeredAt: null,
          messages: [],
        },
      };
    });
    const { user, currentPath } = renderSupport('/support/bugreport', { token: memberToken() });
    expect(screen.getByRole('heading', { level: 1, name: '버그 신고' })).toBeInTheDocument();
    const subject = screen.getByRole('textbox', { name: '제목' });
    expect(subject).toHaveAccessibleDescription('0/145자 제목 앞에 [버그]가 붙어 접수됩니다.');
    await user.type(subject, '지도가 안 보여요');
    await user.type(screen.getByRole('textbox', { name: '내용' }), '호텔 상세에서 지도가 회색으로만 나옵니다.');
    await user.click(screen.getByRole('button', { name: '버그 신고하기' }));
    expect(await screen.findByText(/버그 신고가 접수되었습니다/)).toBeInTheDocument();
    expect(currentPath()).toBe('/support/contact/ticket/52');
    expect(bodies).toEqual([{ subject: '[버그] 지도가 안 보여요', firstMessage: '호텔 상세에서 지도가 회색으로만 나옵니다.' }]);
  });

  it("keeps a visitor's report through the login and a reload, under its own key", async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderSupport('/support/bugreport');
    await first.user.type(screen.getByRole('textbox', { name: '제목' }), '지도가 안 보여요');
    await first.user.type(screen.getByRole('textbox', { name: '내용' }), '회색 화면만 나옵니다.');
    await first.user.click(screen.getByRole('button', { name: '로그인하고 버그 신고하기' }));
    await waitFor(() => expect(first.currentPath()).toBe('/login?redirect=%2Fsupport%2Fbugreport'));
    expect(JSON.parse(sessionStorage.getItem('stayon.support.draft.bug')!)).toEqual({
      subject: '지도가 안 보여요',
      content: '회색 화면만 나옵니다.',
    });
    expect(sessionStorage.getItem('stayon.support.draft.inquiry')).toBeNull();
    first.unmount();

    renderSupport('/support/bugreport', { token: memberToken() });
    expect(screen.getByText('작성하던 내용을 불러왔습니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('지도가 안 보여요');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('회색 화면만 나옵니다.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves 145 characters for the subject after the marker', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    const { user } = renderSupport('/support/bugreport', { token: memberToken() });
    await user.click(screen.getByRole('textbox', { name: '제목' }));
    await user.paste('가'.repeat(146));
    await user.type(screen.getByRole('textbox', { name: '내용' }), '내용');
    expect(screen.getByText('146/145자')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '버그 신고하기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('제목은 145자 이내로 입력해주세요.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
