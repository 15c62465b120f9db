import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { getErrorMessage } from 'shared-contracts';
import type { Notice, NoticeWrite } from 'shared-contracts/schemas/support';
import { Button, Modal } from 'ui-kit';
import { CheckRow, errorId, Field, Form, FormAlert, TextArea, TextInput } from 'ui-kit/forms';
import { LIMITS, lengthOf } from '../support.constants';
import { noticeFormSchema, type NoticeFormValues } from './notice-form.schema';
import { noticesMessages as t } from './notices.messages';

export interface NoticeFormDialogProps {
  /** null: a new notice. */
  notice: Notice | null;
  onClose: () => void;
  /** Resolves when saved; rejects with the API error (the dialog then stays open with what was typed). */
  onSave: (body: NoticeWrite) => Promise<unknown>;
}

/** Create or edit a notice: title, content, pinned, checked by the zod schema of the server's rules and texts. */
export function NoticeFormDialog({ notice, onClose, onSave }: NoticeFormDialogProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NoticeFormValues>({
    defaultValues: { title: notice?.title ?? '', content: notice?.content ?? '', pinned: notice?.pinned ?? false },
    resolver: zodResolver(noticeFormSchema),
  });

  const titleInput = useRef<HTMLInputElement | null>(null);
  const { ref: titleRef, ...titleField } = register('title');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave({ title: values.title.trim(), content: values.content.trim(), pinned: values.pinned });
    } catch (error) {
      setFailure(getErrorMessage(error, t.saveFailed));
    }
  });

  const field = (name: 'title' | 'content') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(`${id}-${name}`) : undefined,
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      title={notice ? t.editTitle : t.createTitle}
      size="lg"
      closeOnBackdrop={false}
      initialFocusRef={titleInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
            {t.save}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Field
          id={`${id}-title`}
          label={t.fields.title}
          error={errors.title?.message}
          count={{ length: lengthOf(watch('title')), max: LIMITS.noticeTitle }}
        >
          <TextInput
            {...field('title')}
            {...titleField}
            ref={(element) => {
              titleRef(element);
              titleInput.current = element;
            }}
          />
        </Field>
        <Field
          id={`${id}-content`}
          label={t.fields.content}
          error={errors.content?.message}
          count={{ length: lengthOf(watch('content')), max: LIMITS.noticeContent }}
        >
          <TextArea rows={10} {...field('content')} {...register('content')} />
        </Field>
        <CheckRow>
          <input type="checkbox" {...register('pinned')} />
          {t.fields.pinned}
        </CheckRow>
      </Form>
    </Modal>
  );
}
