import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { BUG_MARKER, SUPPORT_LIMITS } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button } from 'ui-kit';
import { Counter, Field, FieldError, FieldFoot, Form, FormError, Input, Label, Notice, Textarea } from '../frame/form-parts';
import { useCreateSupportTicketMutation } from '../tickets/tickets.api';
import { contactMessages as m } from './contact.messages';
import { clearDraft, readDraft, saveDraft } from './ticket-draft.storage';
import { subjectLimit, subjectToSend, textLength, ticketProblem, typedSubject, type TicketKind, type TicketProblem } from './ticket-rules';

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

/**
 * The inquiry and bug report form (§2, §5, §8). What is typed is kept in this tab's sessionStorage as it is typed,
 * so nothing is lost: a visitor who sends is taken to the login and finds the draft again on return; a failed send
 * keeps the text in place; the draft goes only once the ticket is filed, which then opens its thread.
 */
export function TicketForm({ kind }: { kind: TicketKind }) {
  const texts = kind === 'bug' ? m.bug : m.inquiry;
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const [initial] = useState(() => readDraft(kind));
  const [subject, setSubject] = useState(initial?.subject ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [restored, setRestored] = useState(initial !== null);
  const [problem, setProblem] = useState<TicketProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSupportTicketMutation();
  const subjectRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => saveDraft(kind, { subject, content }), [kind, subject, content]);

  const subjectMax = subjectLimit(kind);
  const subjectCount = textLength(typedSubject(kind, subject));
  const contentCount = textLength(content);

  const startOver = () => {
    setSubject('');
    setContent('');
    setRestored(false);
    setProblem(null);
    setFailure(null);
    subjectRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const found = ticketProblem(kind, subject, content);
    setProblem(found);
    if (found) {
      (found.field === 'subject' ? subjectRef : contentRef).current?.focus();
      return;
    }
    if (!isAuthenticated) {
      saveDraft(kind, { subject, content });
      navigate(`/login?redirect=${encodeURIComponent(FORM_PATHS[kind])}`);
      return;
    }
    try {
      const ticket = await create({ subject: subjectToSend(kind, subject), firstMessage: content.trim() }).unwrap();
      clearDraft(kind);
      navigate(`/support/contact/ticket/${ticket.id}`, { state: { created: kind } });
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  };

  const describe = (field: 'subject' | 'content', ...ids: string[]) =>
    [...ids, problem?.field === field ? `${id}-${field}-error` : null].filter(Boolean).join(' ');

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.title}>
      {restored ? (
        <Notice role="status">
          <p>{m.form.restored}</p>
          <Button variant="ghost" size="sm" onClick={startOver}>
            {m.form.discard}
          </Button>
        </Notice>
      ) : null}
      {!isAuthenticated ? (
        <Notice>
          <p>{m.inquiry.guestNote}</p>
        </Notice>
      ) : null}

      <Field>
        <Label htmlFor={`${id}-subject`}>{m.form.subject}</Label>
        <SubjectRow>
          {kind === 'bug' ? <Marker aria-hidden="true">{BUG_MARKER}</Marker> : null}
          <Input
            ref={subjectRef}
            id={`${id}-subject`}
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value);
              if (problem?.field === 'subject') setProblem(null);
            }}
            placeholder={m.form.subjectPlaceholder}
            autoComplete="off"
            aria-required="true"
            aria-invalid={problem?.field === 'subject' || subjectCount > subjectMax || undefined}
            aria-describedby={describe('subject', `${id}-subject-count`, ...(kind === 'bug' ? [`${id}-marker`] : []))}
          />
        </SubjectRow>
        <FieldFoot>
          {kind === 'bug' ? <span id={`${id}-marker`}>{m.bug.markerNote}</span> : null}
          <Counter id={`${id}-subject-count`} $over={subjectCount > subjectMax}>
            {m.form.count(subjectCount, subjectMax)}
          </Counter>
        </FieldFoot>
        {problem?.field === 'subject' ? (
          <FieldError id={`${id}-subject-error`} role="alert">
            {problem.message}
          </FieldError>
        ) : null}
      </Field>

      <Field>
        <Label htmlFor={`${id}-content`}>{m.form.content}</Label>
        <Textarea
          ref={contentRef}
          id={`${id}-content`}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (problem?.field === 'content') setProblem(null);
          }}
          placeholder={m.form.contentPlaceholder}
          rows={10}
          aria-required="true"
          aria-invalid={problem?.field === 'content' || contentCount > SUPPORT_LIMITS.content || undefined}
          aria-describedby={describe('content', `${id}-content-count`, ...(kind === 'bug' ? [`${id}-content-hint`] : []))}
        />
        <FieldFoot>
          {kind === 'bug' ? <span id={`${id}-content-hint`}>{m.bug.contentHint}</span> : null}
          <Counter id={`${id}-content-count`} $over={contentCount > SUPPORT_LIMITS.content}>
            {m.form.count(contentCount, SUPPORT_LIMITS.content)}
          </Counter>
        </FieldFoot>
        {problem?.field === 'content' ? (
          <FieldError id={`${id}-content-error`} role="alert">
            {problem.message}
          </FieldError>
        ) : null}
      </Field>

      {failure ? (
        <FormError role="alert">
          <p>
            <strong>{m.errors.failed}</strong>
          </p>
          <p>{failure}</p>
        </FormError>
      ) : null}

      <Actions>
        <Button type="submit" loading={isLoading} size="lg">
          {isAuthenticated ? texts.submit : texts.submitAsGuest}
        </Button>
      </Actions>
    </Form>
  );
}
