import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { getErrorMessage } from 'shared-contracts';
import { SUPPORT_LIMITS } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button } from 'ui-kit';
import { Field, Form, FormAlert, TextArea, countId, errorId } from 'ui-kit/forms';
import { textLength } from '../frame/text-length';
import { replyFormSchema, type ReplyValues } from './reply-form.schema';
import { useReplySupportTicketMutation } from './tickets.api';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.reply;

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

/**
 * The member writes again (reply-form.schema: non-empty, at most 8000); the problem is said at the box, which gets the
 * focus, until the text passes. A failed send keeps the text in the box.
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [reply, { isLoading }] = useReplySupportTicketMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReplyValues>({ defaultValues: { content: '' }, resolver: zodResolver(replyFormSchema, undefined, { mode: 'sync' }) });
  const count = textLength(useWatch({ control, name: 'content' }));
  const problem = errors.content?.message;
  const contentId = `${id}-content`;

  const submit = handleSubmit(async ({ content }) => {
    if (isLoading) return;
    setSent(false);
    try {
      await reply({ id: ticketId, content: content.trim() }).unwrap();
      reset({ content: '' });
      setSent(true);
    } catch (error) {
      setError('root.server', { message: getErrorMessage(error) });
    }
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{t.heading}</Heading>
      <Field id={contentId} label={t.label} count={{ length: count, max: SUPPORT_LIMITS.content }} error={problem} announceError>
        <TextArea
          id={contentId}
          rows={5}
          placeholder={t.placeholder}
          aria-required="true"
          aria-invalid={Boolean(problem) || count > SUPPORT_LIMITS.content || undefined}
          aria-describedby={[countId(contentId), problem ? errorId(contentId) : null].filter(Boolean).join(' ')}
          {...register('content', { onChange: () => setSent(false) })}
        />
      </Field>
      {errors.root?.server?.message ? (
        <FormAlert>
          <p>
            <strong>{t.failed}</strong>
          </p>
          <p>{errors.root.server.message}</p>
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
