import { baseApi } from 'shared-contracts';
import type { Faq, FaqCategory, FaqWrite } from 'shared-contracts/schemas/support';
import { PAGE_SIZES, type AdminPage } from '../support.constants';

export interface FaqListArgs {
  /** 0-based. */
  page: number;
  category?: FaqCategory;
}

const LIST = { type: 'Faq', id: 'ADMIN-LIST' } as const;

export const adminFaqsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/support/faqs?page&size=200&category (§7, §9). */
    adminFaqs: build.query<AdminPage<Faq>, FaqListArgs>({
      query: ({ page, category }) => ({ url: '/admin/support/faqs', params: { page, size: PAGE_SIZES.faqs, ...(category ? { category } : {}) } }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    adminFaqCreate: build.mutation<Faq, FaqWrite>({
      query: (body) => ({ url: '/admin/support/faqs', method: 'POST', body }),
      // Every FAQ list of the site (the public support centre reads the same rows).
      invalidatesTags: ['Faq'],
      extraOptions: { redirectOnError: false },
    }),
    adminFaqUpdate: build.mutation<Faq, { id: number; body: FaqWrite }>({
      query: ({ id, body }) => ({ url: `/admin/support/faqs/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Faq'],
      extraOptions: { redirectOnError: false },
    }),
    adminFaqDelete: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/support/faqs/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Faq'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminFaqsQuery, useAdminFaqCreateMutation, useAdminFaqUpdateMutation, useAdminFaqDeleteMutation } = adminFaqsApi;
