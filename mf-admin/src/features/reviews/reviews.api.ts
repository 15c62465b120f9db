import { baseApi } from 'shared-contracts';
import type { AdminReportedReview, AdminReportedReviewPage, AdminReviewFilter } from 'shared-contracts/schemas/admin';

export interface ReportedReviewsArgs {
  status: AdminReviewFilter;
  hotelId?: number;
  /** `key` or `-key` (decision 0020); none: the tab's own order. */
  sort?: string;
  /** 0-based. */
  page: number;
}

/** The three moderation steps (back-office §5), each `POST /admin/reviews/{id}/<step>` `{memo?}`. */
export type ReviewAction = 'hide' | 'restore' | 'dismiss-reports';

export const REVIEWS_PAGE_SIZE = 20;
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminReportedReview'] });
const LIST = { type: 'AdminReportedReview', id: 'LIST' } as const;

/** Review moderation: the reported queue (처리 대기 / 숨김 / 전체), hide, restore and dismissing the reports. */
export const adminReviewsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/reviews/reported?status&hotelId&sort&page&size. */
    adminReportedReviews: build.query<AdminReportedReviewPage, ReportedReviewsArgs>({
      query: ({ status, hotelId, sort, page }) => ({
        url: '/admin/reviews/reported',
        params: { status, page, size: REVIEWS_PAGE_SIZE, ...(hotelId ? { hotelId } : {}), ...(sort ? { sort } : {}) },
      }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    /** The answer is the review as it now is; the lists reload either way (a 409 means someone else moved it). */
    adminReviewAction: build.mutation<AdminReportedReview, { id: number; action: ReviewAction; memo: string | null }>({
      query: ({ id, action, memo }) => ({ url: `/admin/reviews/${id}/${action}`, method: 'POST', body: memo ? { memo } : {} }),
      invalidatesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminReportedReviewsQuery, useAdminReviewActionMutation } = adminReviewsApi;
