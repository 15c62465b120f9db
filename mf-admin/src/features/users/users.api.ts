import { baseApi } from 'shared-contracts';
import type { AdminUserDetail, AdminUserPage, AdminUserRole, AdminUserRoleChange, AdminUserState } from 'shared-contracts/schemas/admin';

export interface UserListArgs {
  q?: string;
  role?: AdminUserRole;
  state?: AdminUserState;
  /** `key` or `-key` (decision 0020); none: newest account first. */
  sort?: string;
  /** 0-based. */
  page: number;
}

export const USERS_PAGE_SIZE = 20;
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminUser'] });
const LIST = { type: 'AdminUser', id: 'LIST' } as const;

/** Users (back-office §7): search, detail, lock / unlock, member ↔ owner. */
export const adminUsersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => {
    /** A state change answers the user as they now are; a refusal (409 / 404) reloads them instead. */
    const change = <A extends { id: number }>(request: (args: A) => { url: string; method: string; body: unknown }) =>
      build.mutation<AdminUserDetail, A>({
        query: request,
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(adminUsersApi.util.upsertQueryData('adminUser', id, data));
          } catch {
            dispatch(adminUsersApi.util.invalidateTags([{ type: 'AdminUser', id }]));
          }
        },
        invalidatesTags: [LIST],
        extraOptions: { redirectOnError: false },
      });
    return {
      /** GET /admin/users?q&role&state&sort&page&size, newest first by default. */
      adminUsers: build.query<AdminUserPage, UserListArgs>({
        query: ({ q, role, state, sort, page }) => ({
          url: '/admin/users',
          params: {
            page,
            size: USERS_PAGE_SIZE,
            ...(q ? { q } : {}),
            ...(role ? { role } : {}),
            ...(state ? { state } : {}),
            ...(sort ? { sort } : {}),
          },
        }),
        providesTags: [LIST],
        extraOptions: { redirectOnError: false },
      }),
      /** GET /admin/users/{id}: profile, state, sessions, hotels, the latest bookings and tickets. */
      adminUser: build.query<AdminUserDetail, number>({
        query: (id) => `/admin/users/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
        extraOptions: { redirectOnError: false },
      }),
      /** POST /admin/users/{id}/lock {reason}: every refresh token revoked in the same transaction. */
      adminLockUser: change(({ id, reason }: { id: number; reason: string }) => ({
        url: `/admin/users/${id}/lock`,
        method: 'POST',
        body: { reason },
      })),
      /** POST /admin/users/{id}/unlock {memo?}. */
      adminUnlockUser: change(({ id, memo }: { id: number; memo: string | null }) => ({
        url: `/admin/users/${id}/unlock`,
        method: 'POST',
        body: memo ? { memo } : {},
      })),
      /** PUT /admin/users/{id}/role {role}: member ↔ owner; an owner still running hotels is a 409. */
      adminChangeUserRole: change(({ id, role }: { id: number } & AdminUserRoleChange) => ({
        url: `/admin/users/${id}/role`,
        method: 'PUT',
        body: { role },
      })),
    };
  },
});

export const { useAdminUsersQuery, useAdminUserQuery, useAdminLockUserMutation, useAdminUnlockUserMutation, useAdminChangeUserRoleMutation } =
  adminUsersApi;
