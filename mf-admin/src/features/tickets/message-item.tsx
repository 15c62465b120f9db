import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminTicketMessage } from 'shared-contracts/schemas/support';
import { Button, formatDateTime, useToast } from 'ui-kit';
import { FormAlert } from 'ui-kit/back-office';
import { AnswerBox } from './answer-box';
import { checkAnswer } from './message-text';
import { useAdminMessageEditMutation } from './tickets.api';
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

/** One message of a thread: who wrote it (member or operator, §4), when, and the text; an operator's can be edited. */
export function MessageItem({ message, operator, senderLabel, editable, onDelete }: MessageItemProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, { isLoading }] = useAdminMessageEditMutation();
  const toast = useToast();
  const box = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  const wasEditing = useRef(false);

  // Keyboard users land in the editor when it opens, and back on 수정 when it closes.
  useEffect(() => {
    if (editing) box.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = () => {
    setDraft(null);
    setError(null);
    setFailure(null);
  };

  const save = async () => {
    if (draft === null || isLoading) return;
    const verdict = checkAnswer(draft);
    if (verdict !== true) {
      setError(verdict);
      return;
    }
    setFailure(null);
    try {
      await edit({ messageId: message.id, content: draft.trim() }).unwrap();
      close();
      toast.success(t.edited_ok);
    } catch (failed) {
      setFailure(getErrorMessage(failed, t.editFailed));
    }
  };

  return (
    <Item $operator={operator} aria-labelledby={`${id}-sender`}>
      <Head>
        <Sender id={`${id}-sender`}>{senderLabel}</Sender>
        <When>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.editedAt ? ` · ${t.edited}` : ''}
        </When>
      </Head>
      {draft === null ? (
        <Content>{message.content}</Content>
      ) : (
        <>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <AnswerBox
            ref={box}
            id={`${id}-edit`}
            label={t.editMessageLabel}
            value={draft}
            error={error}
            onChange={(value) => {
              setDraft(value);
              if (error) setError(null);
            }}
          />
        </>
      )}
      {editable ? (
        <Actions>
          {draft === null ? (
            <>
              <Button ref={editButton} size="sm" variant="secondary" onClick={() => setDraft(message.content)}>
                {t.editMessage}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDelete(message)}>
                {t.deleteMessage}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="secondary" disabled={isLoading} onClick={close}>
                {t.cancelEdit}
              </Button>
              <Button size="sm" loading={isLoading} onClick={() => void save()}>
                {t.saveEdit}
              </Button>
            </>
          )}
        </Actions>
      ) : null}
    </Item>
  );
}
