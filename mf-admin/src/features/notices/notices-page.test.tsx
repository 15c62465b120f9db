import { screen, waitFor, within } from '@testing-library/react';
import type { Notice } from 'shared-contracts/schemas/support';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';

const notice = (id: number, over: Partial<Notice> = {}): Notice => ({
  id,
  title: `공지 ${id}`,
  content: `본문 ${id}`,
  pinned: false,
  createdAt: '2030-03-10T02:00:00Z',
  updatedAt: '2030-03-11T02:00:00Z',
  ...over,
});

const page = (content: Notice[], totalElements = content.length, number = 0) => ({ content, page: number, size: 100, totalElements });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function setup(
  list: (url: URL) => MockAnswer | Promise<MockAnswer>,
  write: (sent: Sent) => MockAnswer = () => ({ status: 200, body: notice(99) }),
  route = '/admin/support/notices',
) {
  const writes: Sent[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/support/notices' && method === 'GET') return list(url);
    if (url.pathname.startsWith('/api/admin/support/notices')) {
      const sent = { method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null };
      writes.push(sent);
      return write(sent);
    }
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), writes, fetchMock };
}

const table = () => screen.getByRole('table', { name: '공지사항 목록' });

afterEach(() => restoreFetch());

describe('admin notices', () => {
  it('shows a loading state, then the notices 100 a page with pinned ones marked', async () => {
    const later = deferred<MockAnswer>();
    const { fetchMock } = setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '공지사항을 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: page([notice(1, { pinned: true, title: '설 연휴 고객센터 운영 안내' }), notice(2)]) });
    const rows = within(await screen.findByRole('table', { name: '공지사항 목록' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('고정')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('설 연휴 고객센터 운영 안내')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('일반')).toBeInTheDocument();
    expect(screen.getByText('총 2건')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('size')).toBe('100');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.has('pinned')).toBe(false);
  });

  it('shows an empty state', async () => {
    setup(() => ({ body: page([]) }));
    expect(await screen.findByRole('heading', { name: '등록된 공지사항이 없습니다.' })).toBeInTheDocument();
  });

  it('shows the failure with the server text and a retry, and stays on the page', async () => {
    let failing = true;
    const { user, currentPath } = setup(() =>
      failing ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: page([notice(1)]) },
    );
    const heading = await screen.findByRole('heading', { name: '공지사항을 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    expect(currentPath()).toBe('/admin/support/notices');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('공지 1')).toBeInTheDocument();
  });

  it('filters pinned notices through the address', async () => {
    const { user, currentPath, fetchMock } = setup((url) => ({
      body: page(url.searchParams.get('pinned') === 'true' ? [notice(1, { pinned: true })] : [notice(1, { pinned: true }), notice(2)]),
    }));
    await screen.findByText('공지 2');
    await user.selectOptions(screen.getByRole('combobox', { name: '구분' }), '고정 공지');
    await waitFor(() => expect(screen.queryByText('공지 2')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/admin/support/notices?pinned=true');
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(last.searchParams.get('pinned')).toBe('true');
  });

  it('reads the filter and page from the address', async () => {
    const { fetchMock } = setup(() => ({ body: page([notice(1)], 250, 1) }), undefined, '/admin/support/notices?pinned=false&page=2');
    await screen.findByText('공지 1');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('pinned')).toBe('false');
    expect(url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('combobox', { name: '구분' })).toHaveValue('false');
    expect(within(screen.getByRole('navigation', { name: '공지사항 페이지' })).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  });

  it('validates a new notice in Korean, then creates it pinned and lists it', async () => {
    let notices = [notice(1)];
    const { user, writes } = setup(
      () => ({ body: page(notices) }),
      (sent) => {
        const created = notice(2, sent.body as Partial<Notice>);
        notices = [created, ...notices];
        return { status: 201, body: created };
      },
    );
    await screen.findByText('공지 1');
    await user.click(screen.getByRole('button', { name: '새 공지 등록' }));
    const dialog = screen.getByRole('dialog', { name: '공지 등록' });
    expect(within(dialog).getByLabelText('제목')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('제목'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('제목')).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    await user.clear(within(dialog).getByLabelText('제목'));
    await user.type(within(dialog).getByLabelText('제목'), ' 시스템 점검 안내 ');
    await user.type(within(dialog).getByLabelText('내용'), '3월 20일 새벽 점검이 있습니다.');
    await user.click(within(dialog).getByRole('checkbox', { name: '목록 맨 위에 고정' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('공지사항을 등록했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/admin/support/notices',
        body: { title: '시스템 점검 안내', content: '3월 20일 새벽 점검이 있습니다.', pinned: true },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(table()).findByText('시스템 점검 안내')).toBeInTheDocument();
  });

  it('refuses a title over 200 characters', async () => {
    const { user } = setup(() => ({ body: page([]) }));
    await user.click(await screen.findByRole('button', { name: '새 공지 등록' }));
    const dialog = screen.getByRole('dialog', { name: '공지 등록' });
    await user.click(within(dialog).getByLabelText('제목'));
    await user.paste('가'.repeat(201));
    await user.type(within(dialog).getByLabelText('내용'), '본문');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('제목은 200자 이내로 입력해주세요.')).toBeInTheDocument();
  });

  it('edits a notice with its values filled in, and keeps what was typed when saving fails', async () => {
    let fail = true;
    const { user, writes } = setup(
      () => ({ body: page([notice(1, { title: '기존 제목', content: '기존 본문', pinned: true })]) }),
      (sent) =>
        fail ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류가 발생했습니다.' } } : { body: notice(1, sent.body as Partial<Notice>) },
    );
    await user.click(await screen.findByRole('button', { name: '기존 제목 수정' }));
    const dialog = screen.getByRole('dialog', { name: '공지 수정' });
    expect(within(dialog).getByLabelText('제목')).toHaveValue('기존 제목');
    expect(within(dialog).getByLabelText('내용')).toHaveValue('기존 본문');
    expect(within(dialog).getByRole('checkbox', { name: '목록 맨 위에 고정' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('제목'));
    await user.type(within(dialog).getByLabelText('제목'), '바뀐 제목');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('서버 오류가 발생했습니다.');
    expect(within(dialog).getByLabelText('제목')).toHaveValue('바뀐 제목');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('공지사항을 수정했습니다.')).toBeInTheDocument();
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/admin/support/notices/1',
      body: { title: '바뀐 제목', content: '기존 본문', pinned: true },
    });
  });

  it('deletes only after the confirmation', async () => {
    let notices = [notice(1), notice(2)];
    const { user, writes } = setup(
      () => ({ body: page(notices) }),
      (sent) => {
        notices = notices.filter((n) => `/api/admin/support/notices/${n.id}` !== sent.path);
        return { status: 204 };
      },
    );
    await user.click(await screen.findByRole('button', { name: '공지 1 삭제' }));
    let dialog = screen.getByRole('dialog', { name: '공지사항을 삭제할까요?' });
    expect(within(dialog).getByText(/「공지 1」/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: '공지 1 삭제' }));
    dialog = screen.getByRole('dialog', { name: '공지사항을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('공지사항을 삭제했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/admin/support/notices/1', body: null }]);
    await waitFor(() => expect(within(table()).queryByText('공지 1')).not.toBeInTheDocument());
  });

  it('says why a delete failed and keeps the notice', async () => {
    const { user } = setup(
      () => ({ body: page([notice(1)]) }),
      () => ({ status: 404, body: { error: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' } }),
    );
    await user.click(await screen.findByRole('button', { name: '공지 1 삭제' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('공지사항을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(within(table()).getByText('공지 1')).toBeInTheDocument();
  });
});
