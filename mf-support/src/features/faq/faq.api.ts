import { baseApi } from 'shared-contracts';
import { type FaqCategory } from 'shared-contracts/support';
import type { Faq, FaqPage } from 'shared-contracts/schemas/support';

// Failures are shown on the page itself (조회 실패 with a retry, or an honest not-found).
const inPage = { redirectOnError: false } as const;

export interface FaqPageArgs {
  page: number;
  size: number;
  /** Absent: every category (전체). */
  category?: FaqCategory;
}

export const faqApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /support/faq?page&size&category (§7, 10 a page). */
    supportFaqs: build.query<FaqPage, FaqPageArgs>({
      query: ({ page, size, category }) => ({ url: '/support/faq', params: { page, size, category } }),
      extraOptions: inPage,
    }),
    supportFaq: build.query<Faq, number>({
      query: (id) => `/support/faq/${id}`,
      extraOptions: inPage,
    }),
  }),
});

export const { useSupportFaqsQuery, useSupportFaqQuery } = faqApi;
