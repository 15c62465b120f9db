import { baseApi, type MyReviewPage } from 'shared-contracts';
import { MY_REVIEWS_SIZE_DEFAULT } from 'shared-contracts/member-area';

const MINE = { type: 'Review', id: 'MINE' } as const;

export const myReviewsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /my/reviews?page&size (10 a page, §9), newest first. page is 0-based. */
    mypageReviewsPage: build.query<MyReviewPage, number>({
      query: (page) => ({ url: '/my/reviews', params: { page, size: MY_REVIEWS_SIZE_DEFAULT } }),
      providesTags: [MINE],
      // The tab shows its own failure with a retry; the frame and the other tabs stay usable.
      extraOptions: { redirectOnError: false },
    }),
    /** DELETE /my/reviews/{id}: own reviews only (another member's answers 404). */
    mypageReviewDelete: build.mutation<void, number>({
      query: (id) => ({ url: `/my/reviews/${id}`, method: 'DELETE' }),
      // Every review list (this tab and the hotel pages' lists) and the hotel's rating change.
      invalidatesTags: ['Review', 'Hotel'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useMypageReviewsPageQuery, useMypageReviewDeleteMutation } = myReviewsApi;
