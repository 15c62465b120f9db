import { screen, waitFor, within } from '@testing-library/react';
import type { Faq } from 'shared-contracts/schemas/support';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';

const faq = (id: number, over: Partial<Faq> = {}): Faq => ({ id, question: `질문 ${id}`, answer: `답변 ${id}`, category: 'LODGING', ...over });
const page = (content: Faq[], totalElements = content.length, number = 0) => ({ content, page: number, size: 200, totalElements });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function setup(
  list: (url: URL) => MockAnswer | Promise<MockAnswer>,
  write: (sent: Sent) => MockAnswer = () => ({ status: 200, body: faq(99) }),
  route = '/admin/support/faqs',
) {
  const writes: Sent[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/support/faqs' && method === 'GET') return list(url);
    if (url.pathname.startsWith('/api/admin/support/faqs')) {
      const sent = { method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null };
      writes.push(sent);
      return write(sent);
    }
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), writes, fetchMock };
}

const table = () => screen.getByRole('table', { name: 'FAQ 목록' });

afterEach(() => restoreFetch());

describe('admin FAQ', () => {
  it('shows a loading state, then the FAQ 200 a page with their categories', async () => {
    const later = deferred<MockAnswer>();
    const { fetchMock } = setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'FAQ를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: page([faq(1), faq(2, { category: 'PAYMENT' })]) });
    const rows = within(await screen.findByRole('table', { name: 'FAQ 목록' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('숙소')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('결제/영수증')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('질문 2')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('size')).toBe('200');
    expect(url.searchParams.has('category')).toBe(false);
  });

  it('shows an empty state, and a failure with a retry', async () => {
    let answer: MockAnswer = { body: page([]) };
    const { user } = setup(() => answer);
    expect(await screen.findByRole('heading', { name: '등록된 FAQ가 없습니다.' })).toBeInTheDocument();
    answer = { status: 503, body: { error: 'UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' } };
    await user.selectOptions(screen.getByRole('combobox', { name: '분류' }), '쿠폰');
    expect(await screen.findByRole('heading', { name: 'FAQ를 불러오지 못했습니다.' })).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    answer = { body: page([faq(3, { category: 'COUPON' })]) };
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('질문 3')).toBeInTheDocument();
  });

  it('filters by category through the address', async () => {
    const { user, currentPath, fetchMock } = setup((url) => ({
      body: page(url.searchParams.get('category') === 'MEMBER' ? [faq(5, { category: 'MEMBER' })] : [faq(1), faq(5, { category: 'MEMBER' })]),
    }));
    await screen.findByText('질문 1');
    await user.selectOptions(screen.getByRole('combobox', { name: '분류' }), '회원');
    await waitFor(() => expect(screen.queryByText('질문 1')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/admin/support/faqs?category=MEMBER');
    expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('category')).toBe('MEMBER');
  });

  it('creates an FAQ in the filtered category after Korean validation', async () => {
    let faqs = [faq(1, { category: 'COUPON' })];
    const { user, writes } = setup(
      () => ({ body: page(faqs) }),
      (sent) => {
        const created = faq(2, sent.body as Partial<Faq>);
        faqs = [...faqs, created];
        return { status: 201, body: created };
      },
      '/admin/support/faqs?category=COUPON',
    );
    await screen.findByText('질문 1');
    await user.click(screen.getByRole('button', { name: '새 FAQ 등록' }));
    const dialog = screen.getByRole('dialog', { name: 'FAQ 등록' });
    expect(within(dialog).getByLabelText('분류')).toHaveFocus();
    expect(within(dialog).getByLabelText('분류')).toHaveValue('COUPON');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('질문을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('답변을 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('질문'), '쿠폰은 몇 장까지 쓸 수 있나요?');
    await user.type(within(dialog).getByLabelText('답변'), '예약 한 건에 한 장입니다.');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('FAQ를 등록했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/admin/support/faqs',
        body: { category: 'COUPON', question: '쿠폰은 몇 장까지 쓸 수 있나요?', answer: '예약 한 건에 한 장입니다.' },
      },
    ]);
    expect(await within(table()).findByText('쿠폰은 몇 장까지 쓸 수 있나요?')).toBeInTheDocument();
  });

  it('edits an FAQ, moving it to another category, and keeps the input when saving fails', async () => {
    let fail = true;
    const { user, writes } = setup(
      () => ({ body: page([faq(1)]) }),
      (sent) =>
        fail
          ? { status: 400, body: { error: 'VALIDATION_ERROR', message: '답변은 8000자 이내로 입력해주세요.' } }
          : { body: faq(1, sent.body as Partial<Faq>) },
    );
    await user.click(await screen.findByRole('button', { name: '질문 1 수정' }));
    const dialog = screen.getByRole('dialog', { name: 'FAQ 수정' });
    expect(within(dialog).getByLabelText('질문')).toHaveValue('질문 1');
    await user.selectOptions(within(dialog).getByLabelText('분류'), '회원');
    await user.type(within(dialog).getByLabelText('답변'), ' 추가');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('답변은 8000자 이내로 입력해주세요.');
    expect(within(dialog).getByLabelText('답변')).toHaveValue('답변 1 추가');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('FAQ를 수정했습니다.')).toBeInTheDocument();
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/admin/support/faqs/1',
      body: { category: 'MEMBER', question: '질문 1', answer: '답변 1 추가' },
    });
  });

  it('deletes after the confirmation', async () => {
    let faqs = [faq(1), faq(2)];
    const { user, writes } = setup(
      () => ({ body: page(faqs) }),
      (sent) => {
        faqs = faqs.filter((f) => `/api/admin/support/faqs/${f.id}` !== sent.path);
        return { status: 204 };
      },
    );
    await user.click(await screen.findByRole('button', { name: '질문 2 삭제' }));
    const dialog = screen.getByRole('dialog', { name: 'FAQ를 삭제할까요?' });
    expect(within(dialog).getByText(/「질문 2」/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('FAQ를 삭제했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/admin/support/faqs/2', body: null }]);
    await waitFor(() => expect(within(table()).queryByText('질문 2')).not.toBeInTheDocument());
  });
});
