import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdminNotFound } from '../../frame/page-parts';
import { TicketConversation } from './ticket-conversation';
import { ticketsMessages as t } from './tickets.messages';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Panel = styled.section`
  max-width: 880px;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** /admin/support/tickets/:id: the thread, the answer box, and the way back to the list as it was filtered. */
export function TicketDetailPage() {
  const { id } = useParams();
  const state = useLocation().state as { listSearch?: string } | null;
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId < 1) return <AdminNotFound />;
  const back = `/admin/support/tickets${state?.listSearch ? `?${state.listSearch}` : ''}`;
  return (
    <>
      <Back to={back}>← {t.backToList}</Back>
      <Panel aria-label={t.detailTitle}>
        <TicketConversation key={ticketId} ticketId={ticketId} headingLevel={1} />
      </Panel>
    </>
  );
}
