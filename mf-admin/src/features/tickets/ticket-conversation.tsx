import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { EmptyState, formatDateTime } from 'ui-kit';
import { useNow } from './now.hook';
import { ReplyForm } from './reply-form';
import { TicketStatusBadge, TicketWait } from './ticket-status';
import { TicketThread } from './ticket-thread';
import { useAdminTicketQuery } from './tickets.api';
import { ticketsMessages as t } from './tickets.messages';
import { ErrorState, LoadingState } from 'ui-kit/back-office';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xl}`};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: baseline;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export interface TicketConversationProps {
  ticketId: number;
  /** 1 on the ticket's own page, 2 inside the bug view. */
  headingLevel: 1 | 2;
}

/** A ticket as the desk works it: subject, member, status and wait, the thread, and the reply box. */
export function TicketConversation({ ticketId, headingLevel }: TicketConversationProps) {
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminTicketQuery(ticketId);
  const now = useNow();
  const heading = `h${headingLevel}` as const;

  if (isLoading) {
    return (
      <Wrap>
        {headingLevel === 1 ? <Title>{t.detailTitle}</Title> : null}
        <LoadingState label={t.loading} />
      </Wrap>
    );
  }
  if (isError || !data) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <Wrap>
        {headingLevel === 1 && !notFound ? <Title>{t.detailTitle}</Title> : null}
        {notFound ? (
          <EmptyState headingLevel={headingLevel} title={t.notFound} description={t.notFoundBody} />
        ) : (
          <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </Wrap>
    );
  }
  return (
    <Wrap aria-busy={isFetching || undefined}>
      <div>
        <Title as={heading}>{data.subject}</Title>
        <Meta>
          <div>
            <dt>{t.meta.id}</dt>
            <dd>#{data.id}</dd>
          </div>
          <div>
            <dt>{t.meta.status}</dt>
            <dd>
              <TicketStatusBadge status={data.status} />
            </dd>
          </div>
          <div>
            <dt>{t.meta.member}</dt>
            <dd>{t.member(data.user.name, data.user.loginId)}</dd>
          </div>
          <div>
            <dt>{t.meta.createdAt}</dt>
            <dd>
              <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t.meta.waiting}</dt>
            <dd>
              <TicketWait ticket={data} now={now} />
            </dd>
          </div>
        </Meta>
      </div>
      <TicketThread ticket={data} />
      <ReplyForm ticketId={data.id} headingLevel={headingLevel === 1 ? 2 : 3} />
    </Wrap>
  );
}
