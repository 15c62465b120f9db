import type { OwnerReply, OwnerReviewPage } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';

export const OWNER_REVIEWS_PAGE_SIZE = 10;
export const OWNER_REPLY_MAX_LENGTH = 1000;

export const ownerReviewsApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET …/reviews?rating&replied&page&size=10, newest first (hidden ones too, marked). */
    ownerReviews: build.query<OwnerReviewPage, { hotelId: number; page: number; rating?: number; replied?: 'true' | 'false' }>({
      query: ({ hotelId, page, rating, replied }) => ({
        url: `/owner/hotels/${hotelId}/reviews`,
        params: { page, size: OWNER_REVIEWS_PAGE_SIZE, ...(rating ? { rating } : {}), ...(replied ? { replied } : {}) },
      }),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerReview', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    /** PUT …/reviews/{reviewId}/reply: writes the one reply or replaces it (earlier versions kept). */
    ownerReply: build.mutation<OwnerReply, { hotelId: number; reviewId: number; content: string }>({
      query: ({ hotelId, reviewId, content }) => ({ url: `/owner/hotels/${hotelId}/reviews/${reviewId}/reply`, method: 'PUT', body: { content } }),
      // The guest's hotel page shows the reply under the review.
      invalidatesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerReview', id: hotelId }, 'Review'],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerReviewsQuery, useOwnerReplyMutation } = ownerReviewsApi;
