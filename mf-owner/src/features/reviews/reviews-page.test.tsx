import { screen, waitFor, within } from '@testing-library/react';
import type { OwnerReview } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BASE = `/owner/hotels/${HOTEL.id}/reviews`;
const LIST = `GET /owner/hotels/${HOTEL.id}/reviews`;

const review = (id: number, over: Partial<OwnerReview> = {}): OwnerReview => ({
  id,
  rating: 4,
  comment: `리뷰 ${id}`,
  reviewerName: `손님${id}`,
  roomTypeName: '디럭스 더블',
  createdAt: '2026-11-20T03:00:00Z',
  photos: [],
  visible: true,
  reply: null,
  ...over,
});
const page = (content: OwnerReview[], totalElements = content.length) => ({
  content,
  page: 0,
  size: 10,
  totalElements,
  totalPages: Math.ceil(totalElements / 10),
});

afterEach(() => restoreFetch());

describe('owner reviews', () => {
  it('lists the reviews with their replies and filters by rating through the address', async () => {
    const { sent } = mockOwnerApi({
      [LIST]: ({ query }) => ({
        body: page(
          query.get('rating') === '5'
            ? [review(2, { rating: 5 })]
            : [
                review(1, { reply: { content: '감사합니다', createdAt: '2026-11-21T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z', version: 2 } }),
                review(2, { rating: 5, visible: false }),
              ],
          25,
        ),
      }),
    });
    const { user, currentPath } = renderOwner(BASE);
    const list = await screen.findByRole('list', { name: '호텔 리뷰' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('감사합니다')).toBeInTheDocument();
    expect(within(list).getByText(/2번째 버전/)).toBeInTheDocument();
    expect(within(list).getByText('숨김 처리됨')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: '별점 5점 중 4점' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '리뷰 페이지' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('별점'), '5점');
    expect(currentPath()).toBe(`${BASE}?rating=5`);
    await waitFor(() => expect(sent.at(-1)!.query.get('rating')).toBe('5'));
  });

  it('writes a reply (not empty) and edits it', async () => {
    let reply: OwnerReview['reply'] = null;
    const { writes } = mockOwnerApi({
      [LIST]: () => ({ body: page([review(1, { reply })]) }),
      [`PUT /owner/hotels/${HOTEL.id}/reviews/1/reply`]: ({ body }) => {
        reply = {
          content: (body as { content: string }).content,
          createdAt: '2026-11-25T00:00:00Z',
          updatedAt: '2026-11-25T00:00:00Z',
          version: reply ? reply.version + 1 : 1,
        };
        return { body: reply };
      },
    });
    const { user } = renderOwner(BASE);
    await user.click(await screen.findByRole('button', { name: '손님1 답글 쓰기' }));
    await user.click(screen.getByRole('button', { name: '답글 저장' }));
    expect(await screen.findByText('답글 내용을 입력해주세요.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '손님1님 리뷰에 남길 답글' }), '  다시 찾아주세요  ');
    await user.click(screen.getByRole('button', { name: '답글 저장' }));
    expect(await screen.findByText('답글을 저장했습니다.')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ content: '다시 찾아주세요' });
    await user.click(await screen.findByRole('button', { name: '손님1 답글 고치기' }));
    expect(screen.getByRole('textbox')).toHaveValue('다시 찾아주세요');
  });

  it('shows the empty state and a failure', async () => {
    mockOwnerApi({ [LIST]: () => ({ body: page([]) }) });
    renderOwner(BASE);
    expect(await screen.findByRole('heading', { name: '리뷰가 없습니다.' })).toBeInTheDocument();
    restoreFetch();
  });

  it('shows a failure with a retry', async () => {
    mockOwnerApi({ [LIST]: () => ({ status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } }) });
    renderOwner(BASE);
    expect(await screen.findByRole('heading', { name: '리뷰를 불러오지 못했습니다.' })).toBeInTheDocument();
  });
});
