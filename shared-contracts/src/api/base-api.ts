import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './app-base-query';

export const API_TAG_TYPES = ['Session', 'Hotel', 'Amenity', 'Wishlist', 'Review', 'Booking', 'Coupon', 'Ticket', 'Notice', 'Faq'] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * The one RTK Query api of the whole site. Remotes add endpoints with `baseApi.injectEndpoints`
 * in their own `*.api.ts`; because shared-contracts is a federation singleton, they all land in
 * the shell's single store under `api`. Endpoint names must be unique across remotes.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
