import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminTicketMessage } from 'shared-contracts/schemas/support';
import { Button, formatDateTime } from 'ui-kit';
import { MessageEditor } from './message-editor';
import { ticketsMessages as t } from './tickets.messages';

const Item = styled.li<{ $operator: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 88%;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme, $operator }) => ($operator ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $operator }) => ($operator ? theme.colors.brandSubtle : theme.colors.surfaceRaised)};
  align-self: ${({ $operator }) => ($operator ? 'flex-end' : 'flex-start')};
  width: 100%;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Sender = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const When = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Text only, line breaks kept: a message is never rendered as markup. */
const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface MessageItemProps {
  message: AdminTicketMessage;
  operator: boolean;
  senderLabel: string;
  /** Only operator-role messages can be changed (the server refuses the member's). */
  editable: boolean;
  onDelete: (message: AdminTicketMessage) => void;
}

/**
 * One message of a thread: who wrote it (member or operator, §4), when, and the text; an operator's can be edited in
 * place (MessageEditor).
 */
export function MessageItem({ message, operator, senderLabel, editable, onDelete }: MessageItemProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Keyboard users land back on 수정 when the editor closes (the editor takes the focus when it opens).
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Item $operator={operator} aria-labelledby={`${id}-sender`}>
      <Head>
        <Sender id={`${id}-sender`}>{senderLabel}</Sender>
        <When>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.editedAt ? ` · ${t.edited}` : ''}
        </When>
      </Head>
      {editing ? <MessageEditor message={message} onDone={() => setEditing(false)} /> : <Content>{message.content}</Content>}
      {editable && !editing ? (
        <Actions>
          <Button ref={editButton} size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t.editMessage}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDelete(message)}>
            {t.deleteMessage}
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}
