import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionCleared } from 'shared-contracts';
import { requestedPaths, restoreFetch, mockFetch, type MockAnswer } from '../../testing/fetch-mock';
import { makeReview, reviewsPage } from '../../testing/hotel-detail-fixtures';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { ReviewsSection } from './reviews-section';
import type { Review } from './review.types';

type Handler = (url: URL, init: RequestInit | undefined) => MockAnswer | undefined;

const ME = 42;

const authorization = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['authorization'];

/**
 * The reviews API as the server answers it: `isMine` marks the signed-in member's reviews (given here as the
 * server would mark them for ME) and is false for every review when no token is sent.
 */
function mockReviewsApi({
  reviews = [makeReview(1), makeReview(2, { isMine: true, reviewerName: '김회원' }), makeReview(3)],
  eligibility = { eligible: false, bookingId: null } as { eligible: boolean; bookingId: number | null },
  override = (() => undefined) as Handler,
} = {}) {
  return mockFetch((url, init) => {
    const answered = override(url, init);
    if (answered) return answered;
    const path = url.pathname;
    if (path === '/api/hotels/7/reviews') {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const signedIn = authorization(init) !== undefined;
      const content = reviews.slice(page * size, page * size + size).map((review) => ({ ...review, isMine: signedIn && review.isMine }));
      return { body: { content, totalPages: Math.ceil(reviews.length / size), totalElements: reviews.length } };
    }
    if (path === '/api/hotels/7/reviews/rating') return { body: { avg: 4.5, count: reviews.length } };
    if (path === '/api/hotels/7/reviews/eligibility') return { body: eligibility };
    return { status: 404, body: { error: 'NOT_FOUND', message: '없음' } };
  });
}

const renderSection = (token: string | null = fakeToken(ME)) => {
  // The request client sends the token it finds in storage (as after a real sign-in).
  if (token) window.localStorage.setItem('token', token);
  return renderWithProviders(<ReviewsSection hotelId={7} />, { route: '/hotels/7?checkIn=2099-06-01', token });
};

const itemOf = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  restoreFetch();
  window.localStorage.clear();
});

describe('ReviewsSection', () => {
  it('previews 3 reviews with the rating and opens all of them 10 per page', async () => {
    const reviews: Review[] = reviewsPage(0, 25, 25).content;
    const fetchMock = mockReviewsApi({ reviews });
    const { user } = renderSection(null);
    expect(await screen.findByText('투숙객1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('평점 4.5 훌륭해요 · 리뷰 25개')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/hotels/7/reviews?page=0&size=3');

    await user.click(screen.getByRole('button', { name: '리뷰 전체보기' }));
    const modal = await screen.findByRole('dialog', { name: '리뷰 전체보기' });
    expect(await within(modal).findByText('투숙객10')).toBeInTheDocument();
    expect(within(modal).getAllByRole('article')).toHaveLength(10);
    await user.click(within(modal).getByRole('button', { name: '3 페이지' }));
    expect(await within(modal).findByText('투숙객21')).toBeInTheDocument();
    expect(within(modal).getAllByRole('article')).toHaveLength(5);
    expect(requestedPaths(fetchMock)).toContain('/api/hotels/7/reviews?page=2&size=10');
  });

  it("shows the owner's reply under its review, and nothing under the others", async () => {
    mockReviewsApi({
      reviews: [makeReview(1, { ownerReply: { content: '다시 찾아주세요. 감사합니다!', updatedAt: '2030-04-02T01:00:00.000Z' } }), makeReview(2)],
    });
    renderSection(null);
    const replied = await screen.findByRole('article', { name: '투숙객1' });
    const reply = within(replied).getByRole('region', { name: '사장님 답글' });
    expect(within(reply).getByText('다시 찾아주세요. 감사합니다!')).toBeInTheDocument();
    expect(within(itemOf('투숙객2')).queryByRole('region', { name: '사장님 답글' })).not.toBeInTheDocument();
  });

  it('offers delete only on my review (marked) and report only on others', async () => {
    mockReviewsApi();
    renderSection();
    await screen.findByText('투숙객1');
    const mine = itemOf('김회원');
    expect(within(mine).getByText('내 리뷰')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: '신고' })).not.toBeInTheDocument();

    const other = itemOf('투숙객1');
    expect(within(other).queryByText('내 리뷰')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: '신고' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('marks my review from the server’s isMine flag, asked with my token, and asks again once signed out', async () => {
    const fetchMock = mockReviewsApi();
    // One token: a second one made a second later would carry another expiry.
    const token = fakeToken(ME);
    const { store } = renderSection(token);
    await screen.findByText('김회원');
    const listCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/hotels/7/reviews?'));
    expect(authorization(listCalls()[0]?.[1])).toBe(`Bearer ${token}`);
    expect(within(itemOf('김회원')).getByText('내 리뷰')).toBeInTheDocument();
    expect(screen.getAllByText('내 리뷰')).toHaveLength(1);

    // Signed out: the list is asked for again as a guest, and nothing is marked mine any more.
    window.localStorage.clear();
    act(() => {
      store.dispatch(sessionCleared());
    });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(authorization(listCalls()[1]?.[1])).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('내 리뷰')).not.toBeInTheDocument());
    expect(screen.getByText('김회원')).toBeInTheDocument();
  });

  it('offers neither delete nor report to a guest', async () => {
    mockReviewsApi();
    renderSection(null);
    await screen.findByText('투숙객1');
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '신고' })).not.toBeInTheDocument();
    expect(screen.queryByText('내 리뷰')).not.toBeInTheDocument();
  });

  it('deletes my review after confirmation and refreshes the list', async () => {
    let deleted = false;
    const fetchMock = mockReviewsApi({
      override: (url, init) => {
        if (url.pathname === '/api/reviews/2' && init?.method === 'DELETE') {
          deleted = true;
          return { status: 204 };
        }
        if (url.pathname === '/api/hotels/7/reviews' && deleted) return { body: reviewsPage(0, 3, 1) };
        return undefined;
      },
    });
    const { user } = renderSection();
    await screen.findByText('김회원');
    await user.click(within(itemOf('김회원')).getByRole('button', { name: '삭제' }));
    const confirm = screen.getByRole('dialog', { name: '리뷰 삭제' });
    expect(confirm).toHaveTextContent('이 리뷰를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('리뷰가 삭제되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('김회원')).not.toBeInTheDocument());
    expect(requestedPaths(fetchMock)).toContain('/api/reviews/2');
  });

  it("shows the server's reason, or a fallback, when deleting fails", async () => {
    mockReviewsApi({
      override: (url, init) => (url.pathname === '/api/reviews/2' && init?.method === 'DELETE' ? { status: 500, body: null } : undefined),
    });
    const { user } = renderSection();
    await screen.findByText('김회원');
    await user.click(within(itemOf('김회원')).getByRole('button', { name: '삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '리뷰 삭제' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('김회원')).toBeInTheDocument();
  });

  describe('write button', () => {
    it('is disabled with the tooltip when the member has no finished stay to review', async () => {
      mockReviewsApi({ reviews: [makeReview(1), makeReview(3)], eligibility: { eligible: false, bookingId: null } });
      renderSection();
      const button = await screen.findByRole('button', { name: '리뷰 작성' });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription('투숙 완료 후 리뷰를 작성할 수 있습니다');
      expect(screen.getByRole('tooltip')).toHaveTextContent('투숙 완료 후 리뷰를 작성할 수 있습니다');
    });

    it('says the review is written, not that a stay is missing, once the member has reviewed their stay', async () => {
      mockReviewsApi({ eligibility: { eligible: false, bookingId: null } });
      renderSection();
      const button = await screen.findByRole('button', { name: '리뷰 작성' });
      await screen.findByRole('article', { name: /김회원/ });
      await waitFor(() => expect(button).toBeDisabled());
      const written = '리뷰를 작성했습니다. 다음 투숙을 마치면 또 작성할 수 있습니다';
      expect(button).toHaveAccessibleDescription(written);
      expect(screen.getByRole('tooltip')).toHaveTextContent(written);
      expect(screen.queryByText('투숙 완료 후 리뷰를 작성할 수 있습니다')).not.toBeInTheDocument();
    });

    it('sends a guest to login and back', async () => {
      mockReviewsApi();
      const { user, currentPath } = renderSection(null);
      await user.click(await screen.findByRole('button', { name: '리뷰 작성' }));
      expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/hotels/7?checkIn=2099-06-01')}`);
    });

    it('opens the form for an eligible member and posts the review as multipart', async () => {
      let posted: FormData | null = null;
      mockReviewsApi({
        eligibility: { eligible: true, bookingId: 900 },
        override: (url, init) => {
          if (url.pathname === '/api/hotels/7/reviews' && init?.method === 'POST') {
            posted = init.body as FormData;
            return { status: 201, body: { id: 77 } };
          }
          return undefined;
        },
      });
      const { user } = renderSection();
      const button = await screen.findByRole('button', { name: '리뷰 작성' });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      const form = screen.getByRole('dialog', { name: '리뷰 작성' });
      await user.click(within(form).getByRole('radio', { name: '4점' }));
      await user.type(within(form).getByLabelText('리뷰 내용 (선택)'), '조용하고 깨끗했어요');
      await user.click(within(form).getByRole('button', { name: '등록' }));

      expect(await screen.findByText('리뷰가 등록되었습니다.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: '리뷰 작성' })).not.toBeInTheDocument();
      const body = posted as unknown as FormData;
      expect(body.get('bookingId')).toBe('900');
      expect(body.get('rating')).toBe('4');
      expect(body.get('comment')).toBe('조용하고 깨끗했어요');
      expect(body.get('photo')).toBeNull();
    });
  });
});
