import { baseApi } from 'shared-contracts';
import type { AdminRefund, AdminRefundPage, AdminRefundStatus } from 'shared-contracts/schemas/admin';

export interface RefundListArgs {
  /** Undefined: every refund. */
  status?: AdminRefundStatus;
  /** `key` or `-key` (decision 0020); none: newest first. */
  sort?: string;
  /** 0-based. */
  page: number;
}

export const REFUNDS_PAGE_SIZE = 20;
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRefund'] });
const LIST = { type: 'AdminRefund', id: 'LIST' } as const;

/** Refunds the cancellations promised (decision 0015): the list by state, and 다시 시도. */
export const adminRefundsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/refunds?status&sort&page&size, newest first by default. */
    adminRefunds: build.query<AdminRefundPage, RefundListArgs>({
      query: ({ status, sort, page }) => ({
        url: '/admin/refunds',
        params: { page, size: REFUNDS_PAGE_SIZE, ...(status ? { status } : {}), ...(sort ? { sort } : {}) },
      }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    /** POST /admin/refunds/{id}/retry: the provider asked again now; answers the refund as it stands after. 409 when done or under way. */
    adminRetryRefund: build.mutation<AdminRefund, number>({
      query: (id) => ({ url: `/admin/refunds/${id}/retry`, method: 'POST' }),
      invalidatesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminRefundsQuery, useAdminRetryRefundMutation } = adminRefundsApi;
