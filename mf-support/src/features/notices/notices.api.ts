import { baseApi } from 'shared-contracts';
import type { Notice, NoticeNav, NoticePage } from 'shared-contracts/schemas/support';

// Every failure is shown on the page itself (조회 실패 with a retry, or an honest not-found), never by leaving it.
const inPage = { redirectOnError: false } as const;

export const noticesApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /notices?page&size: pinned first, then newest (§7, 10 a page). */
    supportNotices: build.query<NoticePage, { page: number; size: number }>({
      query: ({ page, size }) => ({ url: '/notices', params: { page, size } }),
      providesTags: [{ type: 'Notice', id: 'LIST' }],
      extraOptions: inPage,
    }),
    supportNotice: build.query<Notice, number>({
      query: (id) => `/notices/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
      extraOptions: inPage,
    }),
    /** GET /notices/{id}/nav: the neighbours in list order (prevId above, nextId below; null at either end). */
    supportNoticeNav: build.query<NoticeNav, number>({
      query: (id) => `/notices/${id}/nav`,
      providesTags: [{ type: 'Notice', id: 'LIST' }],
      extraOptions: inPage,
    }),
  }),
});

export const { useSupportNoticesQuery, useSupportNoticeQuery, useSupportNoticeNavQuery } = noticesApi;
