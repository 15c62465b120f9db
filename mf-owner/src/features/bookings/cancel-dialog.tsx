import { formatWon } from 'ui-kit';
import { CancelBookingDialog, type CancelDialogTexts } from 'ui-kit/cancel';
import { bookingsMessages as t } from './bookings.messages';

interface Props {
  hotelId: number;
  bookingNo: string;
  onClose: () => void;
}

/** The owner's words in the shared cancel dialog; the quote is the server's (everything paid goes back). */
const ownerTexts = (bookingNo: string): CancelDialogTexts => ({
  title: t.dialogTitle(bookingNo),
  confirm: t.confirm,
  close: t.close,
  reason: t.reason,
  etcDetail: t.etcDetail,
  etcRequired: t.etcRequired,
  quoteLoading: '환불 금액을 불러오는 중',
  quoteFailed: t.quoteFailed,
  cancelFailed: t.cancelFailed,
  refundLabel: t.refund,
  quoteNote: () => t.refundNote,
  cancelled: (result) =>
    result.refundStatus === 'PENDING'
      ? // Cancelled either way; the server retries a refund the payment provider has not confirmed yet (decision 0015).
        `${t.cancelled} 고객 환불 ${formatWon(result.refundAmount)}은 결제사 확인 전이라 자동으로 다시 요청합니다(환불 처리 중).`
      : `${t.cancelled} (${t.refund} ${formatWon(result.refundAmount)})`,
});

/**
 * The owner's cancel dialog (§5 "Cancel dialog"): a reason is required (CHANGE_OF_PLAN, PRICE_ISSUE, HOTEL_ISSUE, ETC),
 * ETC needs its own words, and confirm stays disabled until the choice is valid. The guest gets everything back when
 * the hotel cancels.
 */
export function CancelDialog({ hotelId, bookingNo, onClose }: Props) {
  return <CancelBookingDialog scope="owner" bookingNo={bookingNo} hotelId={hotelId} texts={ownerTexts(bookingNo)} onClose={onClose} />;
}
