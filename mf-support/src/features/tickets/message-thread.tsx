import type { TicketMessage } from 'shared-contracts/schemas/support';
import styled from 'styled-components';
import { formatDateTime } from 'ui-kit';
import { PlainText } from '../frame/plain-text';
import { isOperatorMessage } from './operator-rule';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.thread;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.li<{ $operator: boolean }>`
  align-self: ${({ $operator }) => ($operator ? 'flex-start' : 'flex-end')};
  width: fit-content;
  max-width: min(100%, 560px);
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $operator }) => ($operator ? theme.colors.border : 'transparent')};
  background: ${({ theme, $operator }) => ($operator ? theme.colors.surfaceRaised : theme.colors.brandSubtle)};
  box-shadow: ${({ theme, $operator }) => ($operator ? theme.shadows.sm : 'none')};
  ${({ $operator, theme }) => ($operator ? `border-left: 4px solid ${theme.colors.success};` : '')}
`;

const Sender = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The ticket's messages, oldest first. Member and operator are told apart by the §4 rule, in words (the sender's
 * name leads each message) as well as by side and colour.
 */
export function MessageThread({ messages, currentUserId }: { messages: TicketMessage[]; currentUserId: number | null }) {
  return (
    <List>
      {messages.map((message) => {
        const operator = isOperatorMessage(message, currentUserId);
        return (
          <Message key={message.id} $operator={operator} data-side={operator ? 'operator' : 'member'}>
            <Sender>
              <strong>{operator ? t.operator : t.me}</strong>
              <span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {message.editedAt ? ` · ${t.edited}` : null}
              </span>
            </Sender>
            <PlainText text={message.content} />
          </Message>
        );
      })}
    </List>
  );
}
