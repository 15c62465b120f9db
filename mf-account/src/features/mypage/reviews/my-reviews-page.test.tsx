import { screen, within } from '@testing-library/react';
import type { MyReview } from 'shared-contracts';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

const review = (id: number, over: Partial<MyReview> = {}): MyReview => ({
  id,
  hotelId: 100 + id,
  hotelName: `호텔 ${id}`,
  roomTypeName: '디럭스 더블',
  rating: 4,
  comment: `리뷰 본문 ${id}`,
  photos: [],
  visible: true,
  createdAt: '2030-03-10T11:00:00Z',
  ...over,
});

const page = (content: MyReview[], totalElements = content.length, number = 0) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 10),
  page: number,
  size: 10,
});

function setup(list: (pageNo: number) => MockAnswer | Promise<MockAnswer>, remove: (id: number) => MockAnswer = () => ({ status: 204 })) {
  const deletes: number[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/users/me') return { body: testProfile };
    if (url.pathname === '/api/my/reviews') {
      expect(url.searchParams.get('size')).toBe('10');
      return list(Number(url.searchParams.get('page')));
    }
    const match = /^\/api\/my\/reviews\/(\d+)$/.exec(url.pathname);
    if (match && init?.method === 'DELETE') {
      deletes.push(Number(match[1]));
      return remove(Number(match[1]));
    }
    return { status: 404, body: null };
  });
  return { ...renderMyPage('/mypage/my-reviews'), deletes };
}

afterEach(() => restoreFetch());

describe('my-reviews tab', () => {
  it('shows a loading state, then each review with hotel link, rating, text, photos and date', async () => {
    const later = deferred<MockAnswer>();
    setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '내 리뷰' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '리뷰를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: page([review(1, { photos: ['/api/images/reviews/a.webp'], rating: 5 }), review(2, { visible: false })]) });
    expect(await screen.findByRole('link', { name: '호텔 1' })).toHaveAttribute('href', '/hotels/101');
    expect(screen.getByRole('img', { name: '별점 5점 만점에 5점' })).toBeInTheDocument();
    expect(screen.getByText('리뷰 본문 1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '호텔 1 리뷰 사진 1' })).toHaveAttribute('src', '/api/images/reviews/a.webp');
    expect(screen.getAllByText('2030-03-10')).toHaveLength(2);
    expect(screen.getByText('운영 정책에 따라 숨김 처리된 리뷰입니다.')).toBeInTheDocument();
    expect(screen.getByText('총 2개')).toBeInTheDocument();
  });

  it('shows an empty state for a member without reviews', async () => {
    setup(() => ({ body: page([]) }));
    expect(await screen.findByRole('heading', { name: '아직 작성한 리뷰가 없습니다.' })).toBeInTheDocument();
  });

  it('shows the failure with a retry and stays on the tab', async () => {
    let failing = true;
    const { user, currentPath } = setup(() => (failing ? { status: 503, body: { error: 'X', message: '잠시 후' } } : { body: page([review(1)]) }));
    expect(await screen.findByRole('heading', { name: '리뷰를 불러오지 못했습니다.' })).toBeInTheDocument();
    expect(currentPath()).toBe('/mypage/my-reviews');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '호텔 1' })).toBeInTheDocument();
  });

  it('pages 10 at a time', async () => {
    const { user } = setup((n) => ({ body: page(n === 0 ? Array.from({ length: 10 }, (_, i) => review(i + 1)) : [review(11)], 11, n) }));
    await screen.findByRole('link', { name: '호텔 1' });
    await user.click(within(screen.getByRole('navigation', { name: '내 리뷰 페이지' })).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: '호텔 11' })).toBeInTheDocument();
  });

  it('deletes after the confirmation only, then lists again', async () => {
    let reviews = [review(1), review(2)];
    const { user, deletes } = setup(
      () => ({ body: page(reviews) }),
      (id) => {
        reviews = reviews.filter((r) => r.id !== id);
        return { status: 204 };
      },
    );
    await user.click(await screen.findByRole('button', { name: '호텔 1 리뷰 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰를 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: '호텔 1 리뷰 삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '리뷰를 삭제할까요?' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('리뷰를 삭제했습니다.')).toBeInTheDocument();
    expect(deletes).toEqual([1]);
    expect(await screen.findByText('총 1개')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '호텔 1' })).not.toBeInTheDocument();
  });

  it('says why a delete failed and keeps the review', async () => {
    const { user } = setup(
      () => ({ body: page([review(1)]) }),
      () => ({ status: 404, body: { error: 'REVIEW_NOT_FOUND', message: '리뷰를 찾을 수 없습니다.' } }),
    );
    await user.click(await screen.findByRole('button', { name: '호텔 1 리뷰 삭제' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('리뷰를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '호텔 1' })).toBeInTheDocument();
  });
});

describe('my-reviews paging after a delete', () => {
  afterEach(() => restoreFetch());

  it('goes back a page when the last review of the last page is deleted', async () => {
    let reviews = Array.from({ length: 11 }, (_, i) => review(i + 1));
    const { user } = setup(
      (n) => ({ body: page(reviews.slice(n * 10, n * 10 + 10), reviews.length, n) }),
      (id) => {
        reviews = reviews.filter((r) => r.id !== id);
        return { status: 204 };
      },
    );
    await screen.findByRole('link', { name: '호텔 1' });
    await user.click(within(screen.getByRole('navigation', { name: '내 리뷰 페이지' })).getByRole('button', { name: /2/ }));
    await user.click(await screen.findByRole('button', { name: '호텔 11 리뷰 삭제' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('link', { name: '호텔 1' })).toBeInTheDocument();
    expect(screen.getByText('총 10개')).toBeInTheDocument();
  });
});
