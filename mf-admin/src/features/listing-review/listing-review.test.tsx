import { screen, within } from '@testing-library/react';
import type { ApplicationStatus } from 'shared-contracts/hotel-application';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { application, page } from './listing-review.testing';

afterEach(() => restoreFetch());

// The detail page of one application is tested in application-review.test.tsx.
describe('admin hotel audit queue', () => {
  it('shows the queue oldest first as the server sends it, 50 a page, with status, applicant and rooms', async () => {
    const later = deferred<MockAnswer>();
    const fetchMock = mockFetch(() => later.promise);
    renderAdmin('/admin/hotel-audit');
    expect(screen.getByRole('heading', { level: 1, name: '입점 심사' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '입점 신청을 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: page([application(1), application(2, { status: 'NEEDS_INFO' }), application(3, { status: 'APPROVED' })]) });
    const rows = within(await screen.findByRole('table', { name: '입점 신청 목록' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('대기')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '호텔 1' })).toHaveAttribute('href', '/admin/hotel-audit/1');
    expect(rows[1]).toHaveTextContent('#1 · 부산광역시 · 4성');
    expect(rows[1]).toHaveTextContent('김민지 (member0009)');
    expect(rows[1]).toHaveTextContent('2개 유형 · 5실');
    expect(within(rows[2]!).getByText('추가정보요청')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('승인')).toBeInTheDocument();
    expect(screen.getByText('총 3건')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.pathname, url.searchParams.get('page'), url.searchParams.get('size'), url.searchParams.has('status')]).toEqual([
      '/api/admin/applications',
      '0',
      '50',
      false,
    ]);
  });

  it('filters by status and pages through the address', async () => {
    const fetchMock = mockFetch((url) => {
      const status = url.searchParams.get('status') as ApplicationStatus | null;
      const n = Number(url.searchParams.get('page'));
      return { body: page([application(10 + n, status ? { status } : {})], 120, n) };
    });
    const { user, currentPath } = renderAdmin('/admin/hotel-audit');
    await screen.findByText('호텔 10');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'UNDER_REVIEW');
    expect(currentPath()).toBe('/admin/hotel-audit?status=UNDER_REVIEW');
    // The answer's badge (the select's own option says 심사중 too).
    expect(await screen.findByText('심사중', { ignore: 'script, style, option' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByText('호텔 12')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/hotel-audit?status=UNDER_REVIEW&page=3');
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect([last.searchParams.get('status'), last.searchParams.get('page')]).toEqual(['UNDER_REVIEW', '2']);
    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(currentPath()).toBe('/admin/hotel-audit');
  });

  it('says when nothing waits, and the failure with a retry', async () => {
    let failing = true;
    mockFetch(() => (failing ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: page([]) }));
    const { user } = renderAdmin('/admin/hotel-audit?status=PENDING');
    const heading = await screen.findByRole('heading', { name: '입점 신청을 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '대기 상태의 신청이 없습니다.' })).toBeInTheDocument();
  });
});
