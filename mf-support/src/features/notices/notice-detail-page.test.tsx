import { screen, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderSupport } from '../../testing/render-support';
import { notice } from './notices.test-data';

afterEach(() => restoreFetch());

const NOTICES = new Map([
  [2, notice(2, '[필독] 고객센터 운영시간 안내', true, '첫 줄입니다.\n둘째 줄입니다.\n<script>alert(1)</script><b>굵게</b>')],
  [5, notice(5, '예약 취소 및 환불 기준 안내')],
  [9, notice(9, '모바일 예약 확인서 안내')],
]);

function answerNotices(nav: Record<number, { prevId: number | null; nextId: number | null }>) {
  return mockFetch((url) => {
    const match = /^\/api\/notices\/(\d+)(\/nav)?$/.exec(url.pathname);
    const id = Number(match?.[1]);
    if (match?.[2])
      return nav[id] ? { body: nav[id] } : { status: 404, body: { error: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' } };
    const found = NOTICES.get(id);
    return found ? { body: found } : { status: 404, body: { error: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' } };
  });
}

describe('notice page', () => {
  it('shows the notice as plain text with its line breaks, never as markup', async () => {
    answerNotices({ 2: { prevId: null, nextId: 5 } });
    const { container } = renderSupport('/support/notice/2');
    expect(await screen.findByRole('heading', { level: 1, name: '[필독] 고객센터 운영시간 안내' })).toBeInTheDocument();
    expect(screen.getByText('고정 공지')).toBeInTheDocument();
    const body = screen.getByText(/첫 줄입니다\./);
    expect(body.textContent).toBe('첫 줄입니다.\n둘째 줄입니다.\n<script>alert(1)</script><b>굵게</b>');
    expect(container.querySelector('script, article b')).toBeNull();
  });

  it('offers the previous and next notices by their titles, and says when there is none', async () => {
    answerNotices({ 5: { prevId: 2, nextId: null } });
    renderSupport('/support/notice/5');
    const nav = await screen.findByRole('navigation', { name: '이전 글과 다음 글' });
    const previous = await within(nav).findByRole('link', { name: /이전 글\s*\[필독\] 고객센터 운영시간 안내/ });
    expect(previous).toHaveAttribute('href', '/support/notice/2');
    expect(within(nav).getByText('다음 글이 없습니다.')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /다음 글/ })).not.toBeInTheDocument();
  });

  it('moves to the next notice', async () => {
    answerNotices({ 2: { prevId: null, nextId: 5 }, 5: { prevId: 2, nextId: 9 } });
    const { user, currentPath } = renderSupport('/support/notice/2');
    await user.click(await screen.findByRole('link', { name: /다음 글\s*예약 취소 및 환불 기준 안내/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '예약 취소 및 환불 기준 안내' })).toBeInTheDocument();
    expect(currentPath()).toBe('/support/notice/5');
    expect(await screen.findByRole('link', { name: /다음 글\s*모바일 예약 확인서 안내/ })).toHaveAttribute('href', '/support/notice/9');
  });

  it('returns to the list page it came from', async () => {
    answerNotices({ 5: { prevId: 2, nextId: 9 } });
    renderSupport('/support/notice/5');
    expect(await screen.findByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/notice');
  });

  it('shows a loading state first', async () => {
    const gate = deferred<MockAnswer>();
    mockFetch(() => gate.promise);
    renderSupport('/support/notice/5');
    expect(screen.getByRole('status')).toHaveTextContent('공지사항을 불러오는 중');
    gate.resolve({ body: NOTICES.get(5) });
    expect(await screen.findByRole('heading', { level: 1, name: '예약 취소 및 환불 기준 안내' })).toBeInTheDocument();
  });

  it.each(['/support/notice/404', '/support/notice/abc'])('says honestly that %s is not found, with the way back to the list', async (path) => {
    answerNotices({});
    const { currentPath } = renderSupport(path);
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/notice');
    expect(currentPath()).toBe(path);
  });

  it('shows a failure with a retry when the notice cannot be loaded', async () => {
    let fail = true;
    mockFetch((url) => {
      if (fail) return { status: 503, body: { error: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } };
      return url.pathname.endsWith('/nav') ? { body: { prevId: null, nextId: null } } : { body: NOTICES.get(5) };
    });
    const { user } = renderSupport('/support/notice/5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('조회 실패');
    expect(alert).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '예약 취소 및 환불 기준 안내' })).toBeInTheDocument();
    expect(await screen.findByText('이전 글이 없습니다.')).toBeInTheDocument();
  });
});
