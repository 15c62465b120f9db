import { baseApi } from 'shared-contracts';
import { type TicketStatus } from 'shared-contracts/support';
import type { Ticket, TicketCreate, TicketDetail, TicketMessage } from 'shared-contracts/schemas/support';

// Every failure is shown where it happened (a list's 조회 실패, a form's message, an honest not-found).
const inPage = { redirectOnError: false } as const;

export interface TicketFilter {
  status?: TicketStatus;
  q?: string;
}

export const ticketsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /support/tickets?status&q: the member's own tickets, newest first. */
    supportTickets: build.query<Ticket[], TicketFilter>({
      query: ({ status, q }) => ({ url: '/support/tickets', params: { status, q } }),
      providesTags: (result) => [{ type: 'Ticket', id: 'LIST' }, ...(result ?? []).map((ticket) => ({ type: 'Ticket' as const, id: ticket.id }))],
      extraOptions: inPage,
    }),
    /** GET /support/tickets/{id}: the ticket with its messages (another member's ticket answers 404). */
    supportTicket: build.query<TicketDetail, number>({
      query: (id) => `/support/tickets/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
      extraOptions: inPage,
    }),
    /** POST /support/tickets {subject, firstMessage}: an inquiry, or a bug report when the subject carries the marker. */
    createSupportTicket: build.mutation<TicketDetail, TicketCreate>({
      query: (body) => ({ url: '/support/tickets', method: 'POST', body }),
      invalidatesTags: [{ type: 'Ticket', id: 'LIST' }],
      extraOptions: inPage,
    }),
    /** POST /support/tickets/{id}/messages {content}: the member writes again; the ticket is waiting (UPLOADED) again. */
    replySupportTicket: build.mutation<TicketMessage, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/support/tickets/${id}/messages`, method: 'POST', body: { content } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Ticket', id },
        { type: 'Ticket', id: 'LIST' },
      ],
      extraOptions: inPage,
    }),
  }),
});

export const { useSupportTicketsQuery, useSupportTicketQuery, useCreateSupportTicketMutation, useReplySupportTicketMutation } = ticketsApi;
