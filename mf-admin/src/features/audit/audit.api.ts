import { baseApi } from 'shared-contracts';
import type { AdminAuditPage } from 'shared-contracts/schemas/admin';

export const AUDIT_FILTER_KEYS = ['actor', 'entity', 'action', 'entityId', 'hotelId', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<AuditFilterKey, string>>;
export const AUDIT_PAGE_SIZE = 20;

/** GET /admin/audit?actor&entity&action&entityId&hotelId&from&to&page&size: every owner and admin write, newest first. */
export const adminAuditApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    adminAudit: build.query<AdminAuditPage, { filters: AuditFilters; page: number }>({
      query: ({ filters, page }) => ({
        url: '/admin/audit',
        params: { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)), page, size: AUDIT_PAGE_SIZE },
      }),
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminAuditQuery } = adminAuditApi;
