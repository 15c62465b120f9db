import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminTicketDetail, AdminTicketMessage } from 'shared-contracts/schemas/support';
import { Dialog, useToast } from 'ui-kit';
import { MessageItem } from './message-item';
import { isEditableByOperator, isOperatorMessage } from './ticket-rules';
import { useAdminMessageDeleteMutation } from './tickets.api';
import { ticketsMessages as t } from './tickets.messages';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The thread, oldest first; the member's messages on the left, the operators' on the right (§4 rule). */
export function TicketThread({ ticket }: { ticket: AdminTicketDetail }) {
  const [deleting, setDeleting] = useState<AdminTicketMessage | null>(null);
  const [remove, { isLoading }] = useAdminMessageDeleteMutation();
  const toast = useToast();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast.success(t.deleted);
    } catch (failure) {
      toast.error(getErrorMessage(failure, t.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  if (ticket.messages.length === 0) return <Empty>{t.threadEmpty}</Empty>;
  return (
    <>
      <List aria-label={t.thread}>
        {ticket.messages.map((message) => {
          const operator = isOperatorMessage(message, ticket.user.id);
          return (
            <MessageItem
              key={message.id}
              message={message}
              operator={operator}
              senderLabel={operator ? t.operatorSender(message.sender.loginId) : t.memberSender(message.sender.name, message.sender.loginId)}
              editable={isEditableByOperator(message)}
              onDelete={setDeleting}
            />
          );
        })}
      </List>
      <Dialog
        open={deleting !== null}
        title={t.confirmDeleteTitle}
        confirmLabel={t.confirmDelete}
        cancelLabel={t.cancel}
        tone="danger"
        confirmLoading={isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {t.confirmDeleteBody}
      </Dialog>
    </>
  );
}
