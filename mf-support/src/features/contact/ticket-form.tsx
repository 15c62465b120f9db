import { useEffect, useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { BUG_MARKER, SUPPORT_LIMITS } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button } from 'ui-kit';
import { Field, Form, FormAlert, FormNotice, TextArea, TextInput, countId, errorId, hintId } from 'ui-kit/forms';
import { useCreateSupportTicketMutation } from '../tickets/tickets.api';
import { contactMessages as m } from './contact.messages';
import { clearDraft, readDraft, saveDraft } from './ticket-draft.storage';
import { ticketFormSchema, type TicketValues } from './ticket-form.schema';
import { subjectLimit, subjectToSend, textLength, typedSubject, type TicketKind } from './ticket-rules';

const SubjectRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Marker = styled.span`
  flex: 0 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Where the form lives, so the login can bring the visitor back to it. */
export const FORM_PATHS: Record<TicketKind, string> = { inquiry: '/support/contact/inquiry', bug: '/support/bugreport' };

const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ');

/**
 * The inquiry and bug report form (§2, §5, §8). What is typed is kept in this tab's sessionStorage as it is typed,
 * so nothing is lost: a visitor who sends is taken to the login and finds the draft again on return; a failed send
 * keeps the text in place; the draft goes only once the ticket is filed, which then opens its thread. A rule's
 * message stays at its field until that field is changed.
 */
export function TicketForm({ kind }: { kind: TicketKind }) {
  const texts = kind === 'bug' ? m.bug : m.inquiry;
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const [initial] = useState(() => readDraft(kind));
  const [restored, setRestored] = useState(initial !== null);
  const [create, { isLoading }] = useCreateSupportTicketMutation();
  const id = useId();
  const schema = useMemo(() => ticketFormSchema(kind), [kind]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TicketValues>({
    defaultValues: { subject: initial?.subject ?? '', content: initial?.content ?? '' },
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
  });
  const [subject, content] = useWatch({ control, name: ['subject', 'content'] });

  useEffect(() => saveDraft(kind, { subject, content }), [kind, subject, content]);

  const subjectMax = subjectLimit(kind);
  const subjectCount = textLength(typedSubject(kind, subject));
  const contentCount = textLength(content);

  const startOver = () => {
    setValue('subject', '');
    setValue('content', '');
    clearErrors();
    setRestored(false);
    setFocus('subject');
  };

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    if (!isAuthenticated) {
      saveDraft(kind, values);
      navigate(`/login?redirect=${encodeURIComponent(FORM_PATHS[kind])}`);
      return;
    }
    try {
      const ticket = await create({ subject: subjectToSend(kind, values.subject), firstMessage: values.content.trim() }).unwrap();
      clearDraft(kind);
      navigate(`/support/contact/ticket/${ticket.id}`, { state: { created: kind } });
    } catch (error) {
      setError('root.server', { message: getErrorMessage(error) });
    }
  });

  const subjectId = `${id}-subject`;
  const contentId = `${id}-content`;
  const subjectError = errors.subject?.message;
  const contentError = errors.content?.message;

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.title}>
      {restored ? (
        <FormNotice role="status">
          <p>{m.form.restored}</p>
          <Button variant="ghost" size="sm" onClick={startOver}>
            {m.form.discard}
          </Button>
        </FormNotice>
      ) : null}
      {!isAuthenticated ? (
        <FormNotice>
          <p>{m.inquiry.guestNote}</p>
        </FormNotice>
      ) : null}

      <Field
        id={subjectId}
        label={m.form.subject}
        count={{ length: subjectCount, max: subjectMax }}
        hint={kind === 'bug' ? m.bug.markerNote : undefined}
        error={subjectError}
        announceError
      >
        <SubjectRow>
          {kind === 'bug' ? <Marker aria-hidden="true">{BUG_MARKER}</Marker> : null}
          <TextInput
            id={subjectId}
            placeholder={m.form.subjectPlaceholder}
            autoComplete="off"
            aria-required="true"
            aria-invalid={Boolean(subjectError) || subjectCount > subjectMax || undefined}
            aria-describedby={describedBy(countId(subjectId), kind === 'bug' && hintId(subjectId), Boolean(subjectError) && errorId(subjectId))}
            {...register('subject')}
          />
        </SubjectRow>
      </Field>

      <Field
        id={contentId}
        label={m.form.content}
        count={{ length: contentCount, max: SUPPORT_LIMITS.content }}
        hint={kind === 'bug' ? m.bug.contentHint : undefined}
        error={contentError}
        announceError
      >
        <TextArea
          id={contentId}
          placeholder={m.form.contentPlaceholder}
          rows={10}
          aria-required="true"
          aria-invalid={Boolean(contentError) || contentCount > SUPPORT_LIMITS.content || undefined}
          aria-describedby={describedBy(countId(contentId), kind === 'bug' && hintId(contentId), Boolean(contentError) && errorId(contentId))}
          {...register('content')}
        />
      </Field>

      {errors.root?.server?.message ? (
        <FormAlert>
          <p>
            <strong>{m.errors.failed}</strong>
          </p>
          <p>{errors.root.server.message}</p>
        </FormAlert>
      ) : null}

      <Actions>
        <Button type="submit" loading={isLoading} size="lg">
          {isAuthenticated ? texts.submit : texts.submitAsGuest}
        </Button>
      </Actions>
    </Form>
  );
}
