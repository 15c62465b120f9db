import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminTicketMessage } from 'shared-contracts/schemas/support';
import { Button, useToast } from 'ui-kit';
import { Form, FormAlert } from 'ui-kit/forms';
import { AnswerBox } from './answer-box';
import { answerFormSchema, type AnswerValues } from './answer-form.schema';
import { useAdminMessageEditMutation } from './tickets.api';
import { ticketsMessages as t } from './tickets.messages';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface MessageEditorProps {
  message: AdminTicketMessage;
  /** Called when the edit is saved or given up. */
  onDone: () => void;
}

/**
 * An operator's answer edited in place (PUT /api/admin/support/messages/{id}), checked by answer-form.schema like a
 * new answer. The box takes the focus when it opens; a failed save keeps the edited text.
 */
export function MessageEditor({ message, onDone }: MessageEditorProps) {
  const id = useId();
  const [edit, { isLoading }] = useAdminMessageEditMutation();
  const toast = useToast();
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AnswerValues>({ defaultValues: { content: message.content }, resolver: zodResolver(answerFormSchema, undefined, { mode: 'sync' }) });

  useEffect(() => setFocus('content'), [setFocus]);

  const save = handleSubmit(async ({ content }) => {
    if (isLoading) return;
    try {
      await edit({ messageId: message.id, content: content.trim() }).unwrap();
      onDone();
      toast.success(t.edited_ok);
    } catch (failed) {
      setError('root.server', { message: getErrorMessage(failed, t.editFailed) });
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void save(event)}>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <AnswerBox
            ref={field.ref}
            id={`${id}-edit`}
            label={t.editMessageLabel}
            value={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
          />
        )}
      />
      <Actions>
        <Button size="sm" variant="secondary" disabled={isLoading} onClick={onDone}>
          {t.cancelEdit}
        </Button>
        <Button type="submit" size="sm" loading={isLoading}>
          {t.saveEdit}
        </Button>
      </Actions>
    </Form>
  );
}
