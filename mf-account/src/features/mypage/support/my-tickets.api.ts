import { baseApi } from 'shared-contracts';
import type { Ticket } from 'shared-contracts/schemas/support';

export const myTicketsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /support/tickets: the member's own tickets, newest first (the support centre's list reads the same). */
    mypageTickets: build.query<Ticket[], void>({
      query: () => '/support/tickets',
      // The tab says 조회 실패 itself (§8) and keeps its links to the support centre usable.
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useMypageTicketsQuery } = myTicketsApi;
