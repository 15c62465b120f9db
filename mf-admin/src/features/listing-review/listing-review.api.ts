import { baseApi } from 'shared-contracts';
import { ADMIN_APPLICATION_PAGE_SIZE, type ApplicationStatus } from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail, ApplicationDetail } from 'shared-contracts/schemas/support';
import type { AdminPage } from '../support.constants';

export interface ApplicationQueueArgs {
  /** 0-based. */
  page: number;
  status?: ApplicationStatus;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminApplication'] });
const QUEUE = { type: 'AdminApplication', id: 'QUEUE' } as const;

/** The hotel audit desk (issue 12 item 3): the queue, one application with its history, and the state machine. */
export const adminHotelAuditApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/applications?status&page&size: oldest first (the order they are worked in). */
    adminApplications: build.query<AdminPage<ApplicationDetail>, ApplicationQueueArgs>({
      query: ({ page, status }) => ({
        url: '/admin/applications',
        params: { page, size: ADMIN_APPLICATION_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
      providesTags: [QUEUE],
      extraOptions: { redirectOnError: false },
    }),
    /** GET /admin/applications/{id}: every field, the room types and the history of steps. */
    adminApplication: build.query<AdminApplicationDetail, number>({
      query: (id) => `/admin/applications/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminApplication', id }],
      extraOptions: { redirectOnError: false },
    }),
    /** POST /admin/applications/{id}/transition {to, memo}: an illegal step is 409; the applicant is mailed. */
    adminApplicationTransition: build.mutation<AdminApplicationDetail, { id: number; to: ApplicationStatus; memo: string | null }>({
      query: ({ id, to, memo }) => ({ url: `/admin/applications/${id}/transition`, method: 'POST', body: { to, memo } }),
      // The answer is the application as it now is; the queue changes too. A failure (409: someone else moved it)
      // reloads the application so the desk offers the steps of its real state.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminHotelAuditApi.util.upsertQueryData('adminApplication', id, data));
        } catch {
          dispatch(adminHotelAuditApi.util.invalidateTags([{ type: 'AdminApplication', id }]));
        }
      },
      invalidatesTags: [QUEUE],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminApplicationsQuery, useAdminApplicationQuery, useAdminApplicationTransitionMutation } = adminHotelAuditApi;
