import type { AdminDashboard } from 'shared-contracts/schemas/admin';
import { IN_PLACE, operationsApi } from '../operations.api';

export const adminDashboardApi = operationsApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/dashboard: today's and this week's figures (Korean day and week, computed by the server). */
    adminDashboard: build.query<AdminDashboard, void>({
      query: () => '/admin/dashboard',
      providesTags: ['AdminDashboard'],
      extraOptions: IN_PLACE,
    }),
  }),
});

export const { useAdminDashboardQuery } = adminDashboardApi;
