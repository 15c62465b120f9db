import { baseApi } from 'shared-contracts';
import type { AdminTicket, AdminTicketDetail, TicketMessage, TicketStatus } from 'shared-contracts/schemas/support';
import { PAGE_SIZES, type AdminPage } from '../support.constants';

export interface TicketListArgs {
  /** 0-based. */
  page: number;
  status?: TicketStatus;
  q?: string;
}

const LIST = { type: 'Ticket', id: 'ADMIN-LIST' } as const;

export const adminTicketsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/support/tickets?page&size=50&status&q: waiting ones first, the longest-waiting on top (§7, §9). */
    adminTickets: build.query<AdminPage<AdminTicket>, TicketListArgs>({
      query: ({ page, status, q }) => ({
        url: '/admin/support/tickets',
        params: { page, size: PAGE_SIZES.tickets, ...(status ? { status } : {}), ...(q ? { q } : {}) },
      }),
      providesTags: [LIST],
      extraOptions: { redirectOnError: false },
    }),
    /** GET /admin/support/tickets/{id}: the ticket, its member and the whole thread. */
    adminTicket: build.query<AdminTicketDetail, number>({
      query: (id) => `/admin/support/tickets/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
      extraOptions: { redirectOnError: false },
    }),
    /** POST /admin/support/tickets/{id}/reply: the ticket becomes ANSWERED and the member is mailed. */
    adminTicketReply: build.mutation<AdminTicketDetail, { ticketId: number; content: string }>({
      query: ({ ticketId, content }) => ({ url: `/admin/support/tickets/${ticketId}/reply`, method: 'POST', body: { content } }),
      // Every ticket view (this desk's and the member's, when both run in one page) changes with an answer.
      invalidatesTags: ['Ticket'],
      extraOptions: { redirectOnError: false },
    }),
    /** PUT /admin/support/messages/{id}: an operator's own-side answer only. */
    adminMessageEdit: build.mutation<TicketMessage, { messageId: number; content: string }>({
      query: ({ messageId, content }) => ({ url: `/admin/support/messages/${messageId}`, method: 'PUT', body: { content } }),
      invalidatesTags: ['Ticket'],
      extraOptions: { redirectOnError: false },
    }),
    /** DELETE /admin/support/messages/{id}: deleting the last answer puts the ticket back to UPLOADED. */
    adminMessageDelete: build.mutation<void, number>({
      query: (messageId) => ({ url: `/admin/support/messages/${messageId}`, method: 'DELETE' }),
      invalidatesTags: ['Ticket'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useAdminTicketsQuery, useAdminTicketQuery, useAdminTicketReplyMutation, useAdminMessageEditMutation, useAdminMessageDeleteMutation } =
  adminTicketsApi;
