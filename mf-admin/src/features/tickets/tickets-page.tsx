import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { EmptyState, formatDate, Pagination } from 'ui-kit';
import { Table, Total } from '../../frame/data-table';
import { Card, ErrorState, LoadingState, PageHeader } from '../../frame/page-parts';
import { useListParams } from '../../frame/url-params';
import { totalPagesOf } from '../support.constants';
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
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminTicketsQuery({ page, status, q });
  const now = useNow();

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} rows={5} />;
    if (isError || !data) return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) return <EmptyState title={status || q ? t.emptyFiltered : t.empty} />;
    return (
      <>
        <Total>{t.total(data.totalElements)}</Total>
        <Table aria-busy={isFetching || undefined}>
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
        <Pagination page={page} totalPages={totalPagesOf(data)} onChange={setPage} label={t.pages} />
      </>
    );
  };

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
