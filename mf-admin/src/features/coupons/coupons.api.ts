import { baseApi } from 'shared-contracts';
import type { AdminCoupon, AdminCouponCreate, AdminCouponPage, AdminCouponStatus } from 'shared-contracts/schemas/admin';

export interface CouponListArgs {
  q?: string;
  status?: AdminCouponStatus;
  /** 0-based. */
  page: number;
}

export const COUPONS_PAGE_SIZE = 20;
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminCoupon'] });
const LIST = { type: 'AdminCoupon', id: 'LIST' } as const;

/** Code campaigns (back-office §6): the list with issued / used counts, create, stop. */
export const adminCouponsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/coupons?q&status&page&size, newest first. */
    adminCoupons: build.query<AdminCouponPage, CouponListArgs>({
      query: ({ q, status, page }) => ({
        url: '/admin/coupons',
        params: { page, size: COUPONS_PAGE_SIZE, ...(q ? { q } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    /** POST /admin/coupons: 400 with the field's Korean text, 409 when the code is taken (in any case). */
    adminCreateCoupon: build.mutation<AdminCoupon, AdminCouponCreate>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    /** POST /admin/coupons/{id}/stop: no more claims; 409 when already stopped or a sign-up campaign. */
    adminStopCoupon: build.mutation<AdminCoupon, number>({
      query: (id) => ({ url: `/admin/coupons/${id}/stop`, method: 'POST' }),
      invalidatesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminCouponsQuery, useAdminCreateCouponMutation, useAdminStopCouponMutation } = adminCouponsApi;
