import { baseApi } from 'shared-contracts';
import type { RatingSummary, ReportRequest, ReviewEligibility, ReviewPage } from './review.types';
import { toEligibility, toRatingSummary, toReviewPage } from './reviews.parse';

export interface HotelReviewsPageArgs {
  hotelId: number;
  page: number;
  size: number;
  /**
   * Who is looking (the signed-in user's id, null for a guest). Not sent: the server reads the token. It keys
   * the cache, so signing in or out asks again and the isMine marks follow the viewer.
   */
  viewer: number | null;
}

export interface HotelReviewCreateArgs {
  hotelId: number;
  bookingId: number;
  rating: number;
  comment: string;
  photo: File | null;
}

const reviewsTag = (hotelId: number) => ({ type: 'Review' as const, id: `hotel-${hotelId}` });

// Review calls keep the user on the page: each failure is shown where it happened.
const stayOnPage = { redirectOnError: false } as const;

export const hotelReviewsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    hotelReviewsPage: build.query<ReviewPage, HotelReviewsPageArgs>({
      query: ({ hotelId, page, size }) => ({ url: `/hotels/${hotelId}/reviews`, params: { page, size } }),
      transformResponse: (raw: unknown) => toReviewPage(raw),
      providesTags: (_result, _error, { hotelId }) => [reviewsTag(hotelId)],
      extraOptions: stayOnPage,
    }),
    hotelReviewsRating: build.query<RatingSummary, number>({
      query: (hotelId) => `/hotels/${hotelId}/reviews/rating`,
      transformResponse: (raw: unknown) => toRatingSummary(raw),
      providesTags: (_result, _error, hotelId) => [reviewsTag(hotelId)],
      extraOptions: stayOnPage,
    }),
    /** Whether the signed-in user has a finished stay here without a review yet (login only). */
    hotelReviewsEligibility: build.query<ReviewEligibility, number>({
      query: (hotelId) => `/hotels/${hotelId}/reviews/eligibility`,
      transformResponse: (raw: unknown) => toEligibility(raw),
      providesTags: (_result, _error, hotelId) => [reviewsTag(hotelId)],
      extraOptions: stayOnPage,
    }),
    hotelReviewsCreate: build.mutation<unknown, HotelReviewCreateArgs>({
      query: ({ hotelId, bookingId, rating, comment, photo }) => {
        const form = new FormData();
        form.append('bookingId', String(bookingId));
        form.append('rating', String(rating));
        form.append('comment', comment);
        if (photo) form.append('photo', photo, photo.name);
        return { url: `/hotels/${hotelId}/reviews`, method: 'POST', body: form };
      },
      // The hotel's rating is recomputed from its reviews, so the header refreshes too.
      invalidatesTags: (_result, error, { hotelId }) => (error ? [] : [reviewsTag(hotelId), { type: 'Hotel', id: hotelId }]),
      extraOptions: stayOnPage,
    }),
    hotelReviewsDelete: build.mutation<unknown, { hotelId: number; reviewId: number }>({
      query: ({ reviewId }) => ({ url: `/reviews/${reviewId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { hotelId }) => (error ? [] : [reviewsTag(hotelId), { type: 'Hotel', id: hotelId }]),
      extraOptions: stayOnPage,
    }),
    hotelReviewsReport: build.mutation<unknown, { reviewId: number } & ReportRequest>({
      query: ({ reviewId, reason, detail }) => ({
        url: `/reviews/${reviewId}/report`,
        method: 'POST',
        body: { reason, detail },
      }),
      extraOptions: stayOnPage,
    }),
  }),
});

export const {
  useHotelReviewsPageQuery,
  useHotelReviewsRatingQuery,
  useHotelReviewsEligibilityQuery,
  useHotelReviewsCreateMutation,
  useHotelReviewsDeleteMutation,
  useHotelReviewsReportMutation,
} = hotelReviewsApi;
