import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { Button, useToast } from 'ui-kit';
import { Form, FormAlert } from 'ui-kit/back-office';
import { AnswerBox } from './answer-box';
import { useDraft } from './draft.hook';
import { checkAnswer } from './message-text';
import { useAdminTicketReplyMutation } from './tickets.api';
import { ticketsMessages as t } from './tickets.messages';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * The operator's answer (§2 reply box, §4: the ticket becomes ANSWERED). Empty answers are refused here with
 * '내용을 입력해주세요.'; the typed text is kept (in the tab's session) until the answer is saved.
 */
export function ReplyForm({ ticketId, headingLevel = 2 }: { ticketId: number; headingLevel?: 2 | 3 }) {
  const id = useId();
  const [content, setContent, clearContent] = useDraft(`admin-ticket-reply:${ticketId}`);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const [reply, { isLoading }] = useAdminTicketReplyMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const verdict = checkAnswer(content);
    if (verdict !== true) {
      setError(verdict);
      box.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    try {
      await reply({ ticketId, content: content.trim() }).unwrap();
      clearContent();
      toast.success(t.replied);
    } catch (failed) {
      setFailure(getErrorMessage(failed, t.replyFailed));
    }
  };

  return (
    <Form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <Heading as={`h${headingLevel}`} id={`${id}-heading`}>
        {t.replyHeading}
      </Heading>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <AnswerBox
        ref={box}
        id={`${id}-content`}
        label={t.replyLabel}
        value={content}
        error={error}
        rows={6}
        onChange={(value) => {
          setContent(value);
          if (error) setError(null);
        }}
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t.reply}
        </Button>
      </Actions>
    </Form>
  );
}
