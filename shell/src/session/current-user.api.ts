import { baseApi, decodeTokenClaims, selectToken, useAppSelector } from 'shared-contracts';

/** What the header needs from `GET /api/users/me` (the answer carries more: e-mail, phone and so on). */
export interface CurrentUser {
  id?: number;
  name: string;
  loginId?: string;
  email?: string;
  profileImageType?: 'NONE' | 'TEMPLATE' | 'UPLOADED';
  profileImageUrl?: string | null;
}

export const currentUserApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /**
     * The signed-in user, fetched once per user (the argument is the token's subject, so a refreshed
     * token does not fetch again). An expired session must not turn /main into an error page: the
     * baseQuery refreshes once on 401 and clears the session when that fails, and the header falls back
     * to the guest buttons.
     */
    getCurrentUser: build.query<CurrentUser, string>({
      query: () => '/users/me',
      providesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;

/** The token's subject, the cache key of getCurrentUser; null when signed out. */
function subjectOf(token: string | null): string | null {
  if (!token) return null;
  const sub = decodeTokenClaims(token)?.['sub'];
  return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : 'me';
}

/** The signed-in user once `users/me` has answered; undefined for guests and while it loads. */
export function useCurrentUser(): CurrentUser | undefined {
  const subject = useAppSelector((state) => subjectOf(selectToken(state)));
  const { data } = useGetCurrentUserQuery(subject ?? '', { skip: subject === null });
  return subject === null ? undefined : data;
}
