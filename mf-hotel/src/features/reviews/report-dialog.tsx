import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, useToast } from 'ui-kit';
import { REPORT_DETAIL_MAX } from './review.constants';
import { REPORT_REASONS, type ReportReason } from './review.types';
import { useHotelReviewsReportMutation } from './reviews.api';
import { Field } from './review-fields.styles';
import { reviewsMessages } from './reviews.messages';
import { serverMessage } from '../hotel-detail/server-message';

/** The report rules of guest-core §4: a reason is required, and OTHER needs a detail too. */
export function reportProblem(reason: ReportReason | null, detail: string): string | null {
  if (reason === null) return reviewsMessages.report.reasonRequired;
  if (reason === 'OTHER' && detail.trim() === '') return reviewsMessages.report.detailRequired;
  return null;
}

interface ReportDialogProps {
  /** The review being reported; null keeps the dialog closed. */
  reviewId: number | null;
  onClose: () => void;
}

export function ReportDialog({ reviewId, onClose }: ReportDialogProps) {
  const t = reviewsMessages.report;
  const toast = useToast();
  const [report, { isLoading }] = useHotelReviewsReportMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useId();
  const open = reviewId !== null;

  useEffect(() => {
    if (!open) return;
    setReason(null);
    setDetail('');
    setProblem(null);
    setFailure(null);
  }, [open, reviewId]);

  async function submit() {
    if (reviewId === null || isLoading) return;
    const found = reportProblem(reason, detail);
    setProblem(found);
    if (found || reason === null) return;
    setFailure(null);
    try {
      await report({ reviewId, reason, detail: detail.trim() }).unwrap();
      toast.success(t.success);
      onClose();
    } catch (error) {
      const serverText = serverMessage(error, '');
      setFailure(serverText && serverText !== t.failed ? `${t.failed} ${serverText}` : t.failed);
    }
  }

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
          <Button variant="danger" onClick={() => void submit()} loading={isLoading}>
            {t.submit}
          </Button>
        </>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Fieldset aria-invalid={problem === t.reasonRequired ? true : undefined}>
          <legend>{t.reason}</legend>
          {REPORT_REASONS.map((value) => (
            <Choice key={value}>
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
              />
              {t.reasons[value]}
            </Choice>
          ))}
        </Fieldset>
        <Field>
          <label htmlFor={`${ids}-detail`}>
            {t.detail}
            {reason === 'OTHER' ? <Required aria-hidden="true"> *</Required> : null}
          </label>
          <textarea
            id={`${ids}-detail`}
            value={detail}
            rows={4}
            maxLength={REPORT_DETAIL_MAX}
            placeholder={t.detailPlaceholder}
            required={reason === 'OTHER'}
            aria-invalid={problem === t.detailRequired ? true : undefined}
            aria-describedby={reason === 'OTHER' ? `${ids}-detail-hint` : undefined}
            onChange={(event) => {
              setDetail(event.target.value);
              if (problem === t.detailRequired) setProblem(null);
            }}
          />
          {reason === 'OTHER' ? <Hint id={`${ids}-detail-hint`}>{t.detailRequiredHint}</Hint> : null}
        </Field>
        {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
        {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  cursor: pointer;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
