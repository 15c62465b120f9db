import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { getErrorMessage } from 'shared-contracts';
import type { Faq, FaqCategory, FaqWrite } from 'shared-contracts/schemas/support';
import { Button, Modal } from 'ui-kit';
import { errorId, Field, Form, FormAlert, Select, TextArea } from 'ui-kit/forms';
import { FAQ_CATEGORIES, LIMITS, lengthOf } from '../support.constants';
import { faqFormSchema, type FaqFormValues } from './faq-form.schema';
import { FAQ_CATEGORY_LABELS, faqsMessages as t } from './faqs.messages';

export interface FaqFormDialogProps {
  /** null: a new FAQ (in `defaultCategory`, the list's filter when one is chosen). */
  faq: Faq | null;
  defaultCategory?: FaqCategory;
  onClose: () => void;
  /** Resolves when saved; rejects with the API error (the dialog then stays open with what was typed). */
  onSave: (body: FaqWrite) => Promise<unknown>;
}

/** Create or edit an FAQ: category, question, answer, checked by the zod schema of the server's rules and texts. */
export function FaqFormDialog({ faq, defaultCategory, onClose, onSave }: FaqFormDialogProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FaqFormValues>({
    defaultValues: { category: faq?.category ?? defaultCategory ?? 'LODGING', question: faq?.question ?? '', answer: faq?.answer ?? '' },
    resolver: zodResolver(faqFormSchema),
  });
  const categorySelect = useRef<HTMLSelectElement | null>(null);
  const { ref: categoryRef, ...categoryField } = register('category');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave({ category: values.category, question: values.question.trim(), answer: values.answer.trim() });
    } catch (error) {
      setFailure(getErrorMessage(error, t.saveFailed));
    }
  });

  const field = (name: 'question' | 'answer') => ({
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
      title={faq ? t.editTitle : t.createTitle}
      size="lg"
      closeOnBackdrop={false}
      initialFocusRef={categorySelect}
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
        <Field id={`${id}-category`} label={t.fields.category}>
          <Select
            id={`${id}-category`}
            {...categoryField}
            ref={(element) => {
              categoryRef(element);
              categorySelect.current = element;
            }}
          >
            {FAQ_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {FAQ_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${id}-question`}
          label={t.fields.question}
          error={errors.question?.message}
          count={{ length: lengthOf(watch('question')), max: LIMITS.faqQuestion }}
        >
          <TextArea rows={2} {...field('question')} {...register('question')} />
        </Field>
        <Field
          id={`${id}-answer`}
          label={t.fields.answer}
          error={errors.answer?.message}
          count={{ length: lengthOf(watch('answer')), max: LIMITS.faqAnswer }}
        >
          <TextArea rows={8} {...field('answer')} {...register('answer')} />
        </Field>
      </Form>
    </Modal>
  );
}
