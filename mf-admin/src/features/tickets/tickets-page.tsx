import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from 'ui-kit';
import { Table, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { PagedListBody } from '../../frame/paged-list-body';
import { useNow } from './now.hook';
import { isTicketStatus, TicketFilters } from './ticket-filters';
import { TicketStatusBadge, TicketWait } from './ticket-status';
import { useAdminTicketsQuery } from './tickets.api';
import { ticketsMessages as t } from './tickets.messages';

const Subject = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** /admin/support/tickets: every ticket 50 a page, waiting ones first (the longest-waiting on top), with filters. */
export function TicketsPage() {
  const { page, values, update, setPage, search } = useListParams(['status', 'q'] as const);
  const status = isTicketStatus(values.status) ? values.status : undefined;
  const q = values.q.trim() || undefined;
  const query = useAdminTicketsQuery({ page, status, q });
  const now = useNow();

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: status || q ? t.emptyFiltered : t.empty, total: t.total, pages: t.pages }}
      page={page}
      onPage={setPage}
      loadingRows={5}
    >
      {(data) => (
        <>
          <Table aria-busy={query.isFetching || undefined}>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.subject}</th>
                <th scope="col" className="secondary">
                  {t.columns.member}
                </th>
                <th scope="col">{t.columns.waiting}</th>
                <th scope="col" className="secondary">
                  {t.columns.createdAt}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((ticket) => (
                <tr key={ticket.id}>
                  <td className="nowrap">
                    <TicketStatusBadge status={ticket.status} />
                  </td>
                  <td>
                    <Subject to={`/admin/support/tickets/${ticket.id}`} state={{ listSearch: search }}>
                      {ticket.subject}
                    </Subject>
                    <Muted>
                      #{ticket.id} · {t.messageCount(ticket.messageCount)}
                    </Muted>
                  </td>
                  <td className="secondary">{t.member(ticket.user.name, ticket.user.loginId)}</td>
                  <td className="nowrap">
                    <TicketWait ticket={ticket} now={now} />
                  </td>
                  <td className="nowrap secondary">
                    <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <TicketFilters status={values.status} keyword={values.q} onChange={update} />
        {body()}
      </Card>
    </>
  );
}
