import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import { TICKET_STATUSES, type TicketStatus } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button, EmptyState, formatDateTime, visuallyHidden } from 'ui-kit';
import { LoadFailure, LoadingRows } from '../frame/load-states';
import { Lead, PageTitle, SupportPage } from '../frame/support-page';
import { myTicketsPath, TicketFilters } from './ticket-filters';
import { TicketStatusBadge } from './ticket-status-badge';
import { useSupportTicketsQuery } from './tickets.api';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.list;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 2px solid ${({ theme }) => theme.colors.text};
`;

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    min-height: 56px;
    padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.sm}`};
    color: inherit;
    text-decoration: none;
  }
  a:hover .subject,
  a:focus-visible .subject {
    text-decoration: underline;
  }
`;

const Subject = styled.span`
  flex: 1 1 12em;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  flex: 0 0 auto;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

function statusFromQuery(raw: string | null): TicketStatus | undefined {
  return TICKET_STATUSES.find((status) => status === raw?.toUpperCase());
}

/** /support/contact/my (login): the member's tickets, filtered by status and keyword kept in the address (§2, §7). */
export function MyTicketsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromQuery(searchParams.get('status'));
  const q = (searchParams.get('q') ?? '').trim();
  const filtered = status !== undefined || q !== '';
  const { data, error, isLoading, isError, isFetching, refetch } = useSupportTicketsQuery(
    { status, q: q || undefined },
    { refetchOnMountOrArgChange: true },
  );

  const search = (keyword: string) => {
    const params = new URLSearchParams(searchParams);
    if (keyword) params.set('q', keyword);
    else params.delete('q');
    setSearchParams(params, { replace: true });
  };

  return (
    <SupportPage>
      <PageTitle>{t.title}</PageTitle>
      <Lead>{t.lead}</Lead>
      <Actions>
        <Button as={Link} to="/support/contact/inquiry">
          {t.ask}
        </Button>
        <Button as={Link} to="/support/bugreport" variant="secondary">
          {t.bug}
        </Button>
      </Actions>
      <TicketFilters key={q} status={status} q={q} onSearch={search} />
      {isLoading ? (
        <LoadingRows label={t.loading} rows={4} />
      ) : isError || !data ? (
        <LoadFailure detail={getErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 && filtered ? (
        <EmptyState
          title={t.noMatchTitle}
          description={t.noMatchDescription}
          action={
            <Button as={Link} to={myTicketsPath(undefined, '')} variant="secondary">
              {t.reset}
            </Button>
          }
        />
      ) : data.length === 0 ? (
        <EmptyState
          title={t.emptyTitle}
          description={t.emptyDescription}
          action={
            <Button as={Link} to="/support/contact/inquiry">
              {t.ask}
            </Button>
          }
        />
      ) : (
        <>
          <Count role="status">{t.count(data.length)}</Count>
          <List aria-label={t.listLabel} aria-busy={isFetching || undefined}>
            {data.map((ticket) => (
              <Row key={ticket.id}>
                <Link to={`/support/contact/ticket/${ticket.id}`}>
                  <TicketStatusBadge status={ticket.status} />
                  <Subject className="subject">{ticket.subject}</Subject>
                  <When>
                    <Hidden>{t.created} </Hidden>
                    {formatDateTime(ticket.createdAt)}
                  </When>
                </Link>
              </Row>
            ))}
          </List>
        </>
      )}
    </SupportPage>
  );
}
