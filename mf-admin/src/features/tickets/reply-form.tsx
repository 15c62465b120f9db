import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { Button, useToast } from 'ui-kit';
import { Form, FormAlert } from 'ui-kit/forms';
import { AnswerBox } from './answer-box';
import { answerFormSchema, type AnswerValues } from './answer-form.schema';
import { useDraft } from './draft.hook';
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
 * The operator's answer (§2 reply box, §4: the ticket becomes ANSWERED), checked by answer-form.schema: an empty one
 * is refused with '내용을 입력해주세요.' at the box, which gets the focus. The typed text is kept (in the tab's session)
 * until the answer is saved.
 */
export function ReplyForm({ ticketId, headingLevel = 2 }: { ticketId: number; headingLevel?: 2 | 3 }) {
  const id = useId();
  const [draft, saveDraft, clearDraft] = useDraft(`admin-ticket-reply:${ticketId}`);
  const [reply, { isLoading }] = useAdminTicketReplyMutation();
  const toast = useToast();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AnswerValues>({ defaultValues: { content: draft }, resolver: zodResolver(answerFormSchema, undefined, { mode: 'sync' }) });

  const submit = handleSubmit(async ({ content }) => {
    if (isLoading) return;
    try {
      await reply({ ticketId, content: content.trim() }).unwrap();
      reset({ content: '' });
      clearDraft();
      toast.success(t.replied);
    } catch (failed) {
      setError('root.server', { message: getErrorMessage(failed, t.replyFailed) });
    }
  });

  return (
    <Form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <Heading as={`h${headingLevel}`} id={`${id}-heading`}>
        {t.replyHeading}
      </Heading>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <AnswerBox
            ref={field.ref}
            id={`${id}-content`}
            label={t.replyLabel}
            value={field.value}
            error={fieldState.error?.message}
            rows={6}
            onChange={(value) => {
              field.onChange(value);
              saveDraft(value);
            }}
          />
        )}
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t.reply}
        </Button>
      </Actions>
    </Form>
  );
}
