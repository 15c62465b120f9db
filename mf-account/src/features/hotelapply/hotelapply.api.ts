import { baseApi } from 'shared-contracts';
import type { ApplicationDetail, ApplicationListItem, HotelApplicationRequest } from 'shared-contracts/schemas/support';
import { APPLICATION_PAGE_SIZE } from 'shared-contracts/hotel-application';

export interface MyApplicationsPage {
  content: ApplicationListItem[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['HotelApplication'] });
/** The member's list. A write refreshes it, not the one application on screen (the edit page shows its result first). */
const LIST = { type: 'HotelApplication', id: 'LIST' } as const;

/**
 * The member's listing applications (§7 "Member": POST /hotelapp, GET /hotelapp/mine; issue 12: GET and PUT
 * /hotelapp/{id} to answer a NEEDS_INFO request). The screens explain every failure themselves (§8).
 */
export const hotelapplyApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    hotelapplySubmit: build.mutation<ApplicationDetail, HotelApplicationRequest>({
      query: (body) => ({ url: '/hotelapp', method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    /** GET /hotelapp/mine?page&size=20, newest first. */
    hotelapplyMine: build.query<MyApplicationsPage, { page: number }>({
      query: ({ page }) => ({ url: '/hotelapp/mine', params: { page, size: APPLICATION_PAGE_SIZE } }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    hotelapplyOne: build.query<ApplicationDetail, number>({
      query: (id) => `/hotelapp/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'HotelApplication', id }],
      extraOptions: { redirectOnError: false },
    }),
    /** PUT /hotelapp/{id}: the edited NEEDS_INFO application goes back to the reviewers (UNDER_REVIEW). */
    hotelapplyResubmit: build.mutation<ApplicationDetail, { id: number; body: HotelApplicationRequest }>({
      query: ({ id, body }) => ({ url: `/hotelapp/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useHotelapplySubmitMutation, useHotelapplyMineQuery, useHotelapplyOneQuery, useHotelapplyResubmitMutation } = hotelapplyApi;
