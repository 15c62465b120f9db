import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { useBookingCancelMutation, useBookingRefundQuoteQuery, type CancelScope } from 'shared-contracts/cancellation';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS, CANCEL_REASONS, cancelRequestOf, type CancelReason } from 'shared-contracts/member-area';
import type { CancelResult } from 'shared-contracts/schemas/account';
// Through the package's own name: the toasts are the shell's (the one ui-kit singleton on the page), not a copy.
import { Dialog, useToast } from 'ui-kit';
import { LoadingState } from '../back-office/page-parts';
import { ReasonPicker, reasonReady } from '../back-office/reason-picker';
import { FormAlert } from '../forms/form-controls';
import { RefundQuotePanel, type RefundQuoteTexts } from './refund-quote-panel';

const Alert = styled(FormAlert)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const REASON_OPTIONS = CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }));

/** A screen's own words in the dialog (member, owner and admin each keep theirs). */
export interface CancelDialogTexts extends RefundQuoteTexts {
  title: string;
  confirm: string;
  close: string;
  reason: string;
  etcDetail: string;
  etcRequired: string;
  quoteLoading: string;
  quoteFailed: string;
  cancelFailed: string;
  /** The success toast: a refund the payment provider has not confirmed yet (refundStatus PENDING) is said to be pending. */
  cancelled: (result: CancelResult) => string;
  /** Added after the server's words when a refusal was a 409 (cancelled meanwhile, past the check-in day). */
  conflictNote?: string;
}

export interface CancelBookingDialogProps {
  scope: CancelScope;
  bookingNo: string;
  /** The hotel (owner and admin screens refresh its views). */
  hotelId?: number;
  texts: CancelDialogTexts;
  /** Confirm waits for a cancellable quote (the member); otherwise only a quote saying "not cancellable" stops it. */
  quoteRequired?: boolean;
  /** Where a refused cancellation is said: a toast (the dialog closes only on success either way) or inside the dialog. */
  failureIn?: 'toast' | 'dialog';
  /** Above the quote (e.g. which booking of which hotel). */
  lead?: ReactNode;
  /** Between the quote and the reasons (e.g. what the cancellation does). */
  children?: ReactNode;
  onClose: () => void;
}

const AMOUNT_TEST_ID: Record<CancelScope, string> = { member: 'refund-amount', owner: 'owner-refund-amount', admin: 'admin-refund-amount' };

/**
 * The cancel dialog of member-and-operations §5, once for the member, the owner and the administrator: the server's
 * refund quote (to the won), a required reason where ETC needs its own words, confirm disabled until the choice is
 * valid; on success a toast (saying when the refund waits for the payment provider) and the dialog closes.
 */
export function CancelBookingDialog({
  scope,
  bookingNo,
  hotelId,
  texts,
  quoteRequired = false,
  failureIn = 'toast',
  lead,
  children,
  onClose,
}: CancelBookingDialogProps) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [detail, setDetail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const quote = useBookingRefundQuoteQuery({ scope, bookingNo }, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading }] = useBookingCancelMutation();
  const quoteAllows = quoteRequired ? quote.data?.cancellable === true : quote.data?.cancellable !== false;
  const valid = reasonReady(reason, 'ETC', detail) && quoteAllows;

  const confirm = async () => {
    if (!valid || !reason || isLoading) return;
    setFailure(null);
    try {
      const result = await cancel({ scope, bookingNo, hotelId, request: cancelRequestOf(reason, detail) }).unwrap();
      toast.success(texts.cancelled(result));
      onClose();
    } catch (error) {
      const text = getErrorMessage(error, texts.cancelFailed);
      if (failureIn === 'toast') toast.error(text);
      else setFailure(isApiError(error) && error.status === 409 && texts.conflictNote ? `${text} ${texts.conflictNote}` : text);
    }
  };

  return (
    <Dialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={texts.close}
      tone="danger"
      confirmDisabled={!valid}
      confirmLoading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {lead}
      {failure ? <Alert>{failure}</Alert> : null}
      {quote.isLoading ? (
        <LoadingState label={texts.quoteLoading} rows={1} />
      ) : quote.data ? (
        <RefundQuotePanel quote={quote.data} texts={texts} amountTestId={AMOUNT_TEST_ID[scope]} />
      ) : (
        <Alert>{getErrorMessage(quote.error, texts.quoteFailed)}</Alert>
      )}
      {children}
      <ReasonPicker
        legend={texts.reason}
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
        otherValue="ETC"
        detail={detail}
        onDetailChange={setDetail}
        detailLabel={texts.etcDetail}
        detailRequired={texts.etcRequired}
        detailMax={CANCEL_DETAIL_MAX}
      />
    </Dialog>
  );
}
