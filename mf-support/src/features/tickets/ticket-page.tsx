import { Link, useLocation, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import styled from 'styled-components';
import { Button, EmptyState, formatDateTime } from 'ui-kit';
import { FormNotice } from 'ui-kit/forms';
import { positiveId } from '../frame/id-param';
import { LoadFailure, LoadingRows } from '../frame/load-states';
import { PageTitle, SupportPage } from '../frame/support-page';
import { useCurrentUserId } from './current-user.hook';
import { isOperatorMessage } from './operator-rule';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';
import { TicketStatusBadge } from './ticket-status-badge';
import { useSupportTicketQuery } from './tickets.api';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.thread;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  border-bottom: 2px solid ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.xxl};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Waiting = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Created = styled(FormNotice)`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xl};
`;

function createdKind(state: unknown): 'inquiry' | 'bug' | null {
  const created = state && typeof state === 'object' && 'created' in state ? (state as { created: unknown }).created : null;
  return created === 'inquiry' || created === 'bug' ? created : null;
}

/** /support/contact/ticket/:id (login): the thread, member and operator told apart (§4), and the reply box. */
export function TicketPage() {
  const id = positiveId(useParams().id);
  const created = createdKind(useLocation().state);
  const currentUserId = useCurrentUserId();
  const { data, error, isLoading, isError, isFetching, refetch } = useSupportTicketQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  const notFound = id === null || (isError && (error as { status?: unknown } | undefined)?.status === 404);

  if (notFound) {
    return (
      <SupportPage>
        <EmptyState
          headingLevel={1}
          title={t.notFoundTitle}
          description={t.notFoundDescription}
          action={
            <Button as={Link} to="/support/contact/my">
              {t.toList}
            </Button>
          }
        />
      </SupportPage>
    );
  }

  const last = data?.messages.at(-1);
  const waiting = data?.status === 'UPLOADED' && (!last || !isOperatorMessage(last, currentUserId));

  return (
    <SupportPage narrow>
      {created ? (
        <Created role="status">
          <p>{created === 'bug' ? t.createdBug : t.created}</p>
        </Created>
      ) : null}
      {isLoading ? (
        <LoadingRows label={t.loading} rows={3} height={72} />
      ) : isError || !data ? (
        <LoadFailure detail={getErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <Header>
            <PageTitle>{data.subject}</PageTitle>
            <Meta>
              <TicketStatusBadge status={data.status} />
              <span>
                {t.askedAt} <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
              </span>
            </Meta>
          </Header>
          <Section aria-labelledby="ticket-conversation">
            <h2 id="ticket-conversation">{t.conversation}</h2>
            <MessageThread messages={data.messages} currentUserId={currentUserId} />
            {waiting ? <Waiting>{t.waiting}</Waiting> : null}
          </Section>
          <ReplyForm ticketId={data.id} />
        </>
      )}
      <Footer>
        <Button as={Link} to="/support/contact/my" variant="secondary">
          {t.toList}
        </Button>
      </Footer>
    </SupportPage>
  );
}
