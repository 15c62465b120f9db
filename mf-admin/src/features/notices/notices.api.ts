import { baseApi } from 'shared-contracts';
import type { Notice, NoticeWrite } from 'shared-contracts/schemas/support';
import { PAGE_SIZES, type AdminPage } from '../support.constants';

export interface NoticeListArgs {
  /** 0-based. */
  page: number;
  pinned?: boolean;
}

const LIST = { type: 'Notice', id: 'ADMIN-LIST' } as const;

export const adminNoticesApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/support/notices?page&size=100&pinned: pinned first, then newest (§7, §9). */
    adminNotices: build.query<AdminPage<Notice>, NoticeListArgs>({
      query: ({ page, pinned }) => ({
        url: '/admin/support/notices',
        params: { page, size: PAGE_SIZES.notices, ...(pinned === undefined ? {} : { pinned: String(pinned) }) },
      }),
      providesTags: [LIST],
      // The screen shows its own failure with a retry; the sidebar stays usable.
      extraOptions: { redirectOnError: false },
    }),
    adminNoticeCreate: build.mutation<Notice, NoticeWrite>({
      query: (body) => ({ url: '/admin/support/notices', method: 'POST', body }),
      // Every notice list and page of the site (the public support centre reads the same rows).
      invalidatesTags: ['Notice'],
      extraOptions: { redirectOnError: false },
    }),
    adminNoticeUpdate: build.mutation<Notice, { id: number; body: NoticeWrite }>({
      query: ({ id, body }) => ({ url: `/admin/support/notices/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Notice'],
      extraOptions: { redirectOnError: false },
    }),
    adminNoticeDelete: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/support/notices/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Notice'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminNoticesQuery, useAdminNoticeCreateMutation, useAdminNoticeUpdateMutation, useAdminNoticeDeleteMutation } = adminNoticesApi;
