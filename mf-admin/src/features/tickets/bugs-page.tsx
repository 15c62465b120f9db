import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { EmptyState, formatDateTime, Pagination } from 'ui-kit';
import { Total, useListParams, Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { BUG_WORD, totalPagesOf } from '../support.constants';
import { TicketConversation } from './ticket-conversation';
import { isTicketStatus, TicketFilters } from './ticket-filters';
import { bugQuery } from './ticket-rules';
import { TicketStatusBadge } from './ticket-status';
import { useAdminTicketsQuery } from './tickets.api';
import { ticketsMessages as t } from './tickets.messages';

/** List on the left, thread on the right (§2) where there is room; one above the other on a tablet. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: 1200px) {
    grid-template-columns: minmax(300px, 2fr) minmax(0, 3fr);
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

const Subject = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * /admin/support/bugs (§2 "Admin bug tickets", admin-only): status filter, keyword, the bug tickets (subject, id,
 * status, created time) queried as q = '버그' plus the keyword, 50 a page (§7); the chosen one's thread and reply.
 */
export function BugsPage() {
  const { page, values, update, setPage } = useListParams(['status', 'q', 'id'] as const);
  const status = isTicketStatus(values.status) ? values.status : undefined;
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminTicketsQuery({ page, status, q: bugQuery(BUG_WORD, values.q) });
  const selected = Number(values.id);
  const selectedId = Number.isInteger(selected) && selected > 0 ? selected : null;

  const linkTo = (id: number) => {
    const params = new URLSearchParams();
    if (values.status) params.set('status', values.status);
    if (values.q) params.set('q', values.q);
    if (page > 0) params.set('page', String(page + 1));
    params.set('id', String(id));
    return `?${params.toString()}`;
  };

  const list = () => {
    if (isLoading) return <LoadingState label={t.bugsLoading} rows={5} />;
    if (isError || !data)
      return <ErrorState title={t.bugsFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) return <EmptyState headingLevel={3} title={status || values.q ? t.bugsEmptyFiltered : t.bugsEmpty} />;
    return (
      <>
        <Total>{t.total(data.totalElements)}</Total>
        <List aria-busy={isFetching || undefined}>
          {data.content.map((ticket) => (
            <li key={ticket.id}>
              <Row to={linkTo(ticket.id)} aria-current={ticket.id === selectedId ? 'true' : undefined}>
                <Subject>{ticket.subject}</Subject>
                <Meta>
                  <span>#{ticket.id}</span>
                  <TicketStatusBadge status={ticket.status} />
                  <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
                </Meta>
              </Row>
            </li>
          ))}
        </List>
        <Pagination page={page} totalPages={totalPagesOf(data)} onChange={setPage} label={t.bugsPages} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={t.bugsTitle} description={t.bugsDescription} />
      <Columns>
        <Card aria-labelledby="admin-bugs-list">
          <Heading id="admin-bugs-list">{t.bugsList}</Heading>
          <TicketFilters
            status={values.status}
            keyword={values.q}
            placeholder={t.bugsKeywordPlaceholder}
            onChange={(changes) => update({ ...changes, id: null })}
          />
          {list()}
        </Card>
        <Card aria-label={t.thread}>
          {selectedId ? (
            <TicketConversation key={selectedId} ticketId={selectedId} headingLevel={2} />
          ) : (
            <EmptyState headingLevel={2} title={t.bugsPick} />
          )}
        </Card>
      </Columns>
    </>
  );
}
