import { baseApi, type UserProfile } from 'shared-contracts';

export const myProfileApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /**
     * GET /api/users/me for the my-page frame (the shell's header asks the same endpoint). Tagged 'Session' like
     * the header's query, so an account edit that invalidates it refreshes the frame's name and pictures too.
     * The frame is not the page's main data: a failure shows inline and the tab below keeps working.
     */
    mypageProfile: build.query<UserProfile, void>({
      query: () => '/users/me',
      providesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useMypageProfileQuery } = myProfileApi;
