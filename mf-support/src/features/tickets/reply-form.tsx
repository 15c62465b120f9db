import { useId, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage } from 'shared-contracts';
import { SUPPORT_LIMITS } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button } from 'ui-kit';
import { Field, Form, FormAlert, TextArea, countId, errorId } from 'ui-kit/forms';
import { textLength } from '../frame/text-length';
import { useReplySupportTicketMutation } from './tickets.api';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.reply;
const TOO_LONG = `내용은 ${SUPPORT_LIMITS.content}자 이내로 입력해주세요.`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The member writes again (§5: non-empty, at most 8000); a failed send keeps the text in the box. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [reply, { isLoading }] = useReplySupportTicketMutation();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const count = textLength(content);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    setSent(false);
    const found = count === 0 ? t.required : count > SUPPORT_LIMITS.content ? TOO_LONG : null;
    setProblem(found);
    if (found) {
      boxRef.current?.focus();
      return;
    }
    try {
      await reply({ id: ticketId, content: content.trim() }).unwrap();
      setContent('');
      setSent(true);
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{t.heading}</Heading>
      <Field id={`${id}-content`} label={t.label} count={{ length: count, max: SUPPORT_LIMITS.content }} error={problem} announceError>
        <TextArea
          ref={boxRef}
          id={`${id}-content`}
          rows={5}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setSent(false);
            setProblem(null);
          }}
          placeholder={t.placeholder}
          aria-required="true"
          aria-invalid={problem !== null || count > SUPPORT_LIMITS.content || undefined}
          aria-describedby={[countId(`${id}-content`), problem ? errorId(`${id}-content`) : null].filter(Boolean).join(' ')}
        />
      </Field>
      {failure ? (
        <FormAlert>
          <p>
            <strong>{t.failed}</strong>
          </p>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <div role="status">{sent ? <Sent>{t.sent}</Sent> : null}</div>
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t.send}
        </Button>
      </Actions>
    </Form>
  );
}
