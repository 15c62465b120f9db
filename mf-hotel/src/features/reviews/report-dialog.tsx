import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Modal, useToast } from 'ui-kit';
import { CheckRow, Field, FieldError, Fieldset, Form, FormAlert, Legend, TextArea, errorId, hintId } from 'ui-kit/forms';
import { REPORT_DETAIL_MAX } from './review.constants';
import { REPORT_REASONS } from './review.types';
import { REPORT_FORM_DEFAULTS, reportFormSchema, type ReportFormValues } from './report-form.schema';
import { useHotelReviewsReportMutation } from './reviews.api';
import { reviewsMessages } from './reviews.messages';
import { serverMessage } from '../hotel-detail/server-message';

interface ReportDialogProps {
  /** The review being reported; null keeps the dialog closed. */
  reviewId: number | null;
  onClose: () => void;
}

const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;

/** Report a review (guest-core §4): a reason, and for OTHER a detail (report-form.schema); resets when opened. */
export function ReportDialog({ reviewId, onClose }: ReportDialogProps) {
  const t = reviewsMessages.report;
  const toast = useToast();
  const [report, { isLoading }] = useHotelReviewsReportMutation();
  const ids = useId();
  const open = reviewId !== null;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReportFormValues>({ defaultValues: REPORT_FORM_DEFAULTS, resolver: zodResolver(reportFormSchema, undefined, { mode: 'sync' }) });
  const reason = useWatch({ control, name: 'reason' });
  const detailRequired = reason === 'OTHER';

  useEffect(() => {
    if (open) reset(REPORT_FORM_DEFAULTS);
  }, [open, reviewId, reset]);

  const submit = handleSubmit(async (values) => {
    if (reviewId === null || values.reason === '' || isLoading) return;
    try {
      await report({ reviewId, reason: values.reason, detail: values.detail.trim() }).unwrap();
      toast.success(t.success);
      onClose();
    } catch (error) {
      const serverText = serverMessage(error, '');
      setError('root.server', { message: serverText && serverText !== t.failed ? `${t.failed} ${serverText}` : t.failed });
    }
  });

  const reasonId = `${ids}-reason`;
  const detailId = `${ids}-detail`;
  const reasonProblem = errors.reason?.message;
  const detailProblem = errors.detail?.message;

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={t.title}
      size="sm"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${ids}-form`} variant="danger" loading={isLoading}>
            {t.submit}
          </Button>
        </>
      }
    >
      <Form id={`${ids}-form`} noValidate onSubmit={(event) => void submit(event)}>
        <Fieldset aria-invalid={reasonProblem ? true : undefined} aria-describedby={reasonProblem ? errorId(reasonId) : undefined}>
          <Legend>{t.reason}</Legend>
          {REPORT_REASONS.map((value) => (
            <CheckRow key={value}>
              <input type="radio" value={value} {...register('reason')} />
              {t.reasons[value]}
            </CheckRow>
          ))}
          {reasonProblem ? (
            <FieldError id={errorId(reasonId)} role="alert">
              {reasonProblem}
            </FieldError>
          ) : null}
        </Fieldset>
        <Field
          id={detailId}
          label={
            <>
              {t.detail}
              {detailRequired ? <Required aria-hidden="true"> *</Required> : null}
            </>
          }
          hint={detailRequired ? t.detailRequiredHint : undefined}
          error={detailProblem}
          announceError
        >
          <TextArea
            id={detailId}
            rows={4}
            maxLength={REPORT_DETAIL_MAX}
            placeholder={t.detailPlaceholder}
            required={detailRequired}
            aria-invalid={detailProblem ? true : undefined}
            aria-describedby={describedBy(detailRequired && hintId(detailId), Boolean(detailProblem) && errorId(detailId))}
            {...register('detail')}
          />
        </Field>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      </Form>
    </Modal>
  );
}

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
