import styled from 'styled-components';
import { formatWon } from 'ui-kit';
import { CancelBookingDialog as SharedCancelDialog, type CancelDialogTexts } from 'ui-kit/cancel';
import { bookingsMessages as t } from './bookings.messages';

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The desk's words in the shared cancel dialog (an administrator's quote is always everything paid). */
const ADMIN_TEXTS: CancelDialogTexts = {
  title: t.dialogTitle,
  confirm: t.confirm,
  close: t.close,
  reason: t.reason,
  etcDetail: t.etcDetail,
  etcRequired: t.etcRequired,
  quoteLoading: t.quoteLoading,
  quoteFailed: t.quoteFailed,
  cancelFailed: t.cancelFailed,
  refundLabel: t.refund,
  quoteNote: (quote) => t.refundOf(formatWon(quote.paidAmount)),
  notCancellable: t.notCancellable,
  // Cancelled either way; a refund the provider has not confirmed yet is retried by the server (decision 0015).
  cancelled: (result) =>
    result.refundStatus === 'PENDING' ? t.cancelledRefundPending(formatWon(result.refundAmount)) : t.cancelled(formatWon(result.refundAmount)),
  conflictNote: t.reloaded,
};

export interface CancelBookingDialogProps {
  bookingNo: string;
  hotelId: number;
  hotelName: string;
  onClose: () => void;
}

/**
 * 예약 취소 (전액 환불), docs/back-office.md §2: the shared quote, what the cancellation does, and the reason (ETC needs
 * words). A refusal stays in the dialog with the server's words; a 409 (cancelled meanwhile, past the check-in day)
 * has already reloaded the booking behind it.
 */
export function CancelBookingDialog({ bookingNo, hotelId, hotelName, onClose }: CancelBookingDialogProps) {
  return (
    <SharedCancelDialog
      scope="admin"
      bookingNo={bookingNo}
      hotelId={hotelId}
      texts={ADMIN_TEXTS}
      failureIn="dialog"
      lead={<Intro>{t.dialogIntro(bookingNo, hotelName)}</Intro>}
      onClose={onClose}
    >
      <Consequences>
        {t.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Consequences>
    </SharedCancelDialog>
  );
}
