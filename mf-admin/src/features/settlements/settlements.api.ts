import { baseApi } from 'shared-contracts';
import type { AdminSettledMany, AdminSettlementDetail, AdminSettlementPage } from 'shared-contracts/schemas/admin';

export interface SettlementListArgs {
  /** Any date of the week (the server answers its Monday..Sunday); none: the last closed week. */
  week?: string;
  status?: 'PENDING' | 'SETTLED';
  /** `key` or `-key` (decision 0020); none: by hotel name. */
  sort?: string;
  /** 0-based. */
  page: number;
}

export const SETTLEMENT_PAGE_SIZE = 20;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSettlement'] });
const LIST = { type: 'AdminSettlement', id: 'LIST' } as const;

/** The weekly statements (docs/back-office.md "정산"): list with the week's totals, one statement's lines, settle, CSV. */
export const adminSettlementsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    adminSettlements: build.query<AdminSettlementPage, SettlementListArgs>({
      query: ({ week, status, sort, page }) => ({
        url: '/admin/settlements',
        params: { page, size: SETTLEMENT_PAGE_SIZE, ...(week ? { week } : {}), ...(status ? { status } : {}), ...(sort ? { sort } : {}) },
      }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    adminSettlement: build.query<AdminSettlementDetail, number>({
      query: (id) => `/admin/settlements/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminSettlement', id }],
      extraOptions: { redirectOnError: false },
    }),
    /** POST …/settle: 409 when already settled or the week is not over; either way the list and the row reload. */
    adminSettle: build.mutation<AdminSettlementDetail, number>({
      query: (id) => ({ url: `/admin/settlements/${id}/settle`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'AdminSettlement', id }],
      extraOptions: { redirectOnError: false },
    }),
    /** POST …/settle { week }: every PENDING statement of the closed week at once (409 when none is left or the week is open). */
    adminSettleWeek: build.mutation<AdminSettledMany, string>({
      query: (week) => ({ url: '/admin/settlements/settle', method: 'POST', body: { week } }),
      invalidatesTags: [{ type: 'AdminSettlement' }],
      extraOptions: { redirectOnError: false },
    }),
    /** GET /admin/settlements.csv?week: the week's CSV as text (the page saves it as a file). */
    adminSettlementsCsv: build.query<string, string>({
      query: (week) => ({ url: '/admin/settlements.csv', params: { week }, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const {
  useAdminSettlementsQuery,
  useAdminSettlementQuery,
  useAdminSettleMutation,
  useAdminSettleWeekMutation,
  useLazyAdminSettlementsCsvQuery,
} = adminSettlementsApi;
