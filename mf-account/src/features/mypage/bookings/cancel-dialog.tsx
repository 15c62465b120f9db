import { formatDateTime, formatWon } from 'ui-kit';
import { CancelBookingDialog, type CancelDialogTexts } from 'ui-kit/cancel';
import { bookingMessages as t } from './booking.messages';

interface Props {
  bookingNo: string;
  hotelName: string;
  onClose: () => void;
}

/** The member's words in the shared cancel dialog (§5): the refund with the hotel's policy, and when it drops. */
const memberTexts = (hotelName: string): CancelDialogTexts => ({
  title: `${hotelName} 예약 취소`,
  confirm: '예약 취소',
  close: '닫기',
  reason: '취소 사유',
  etcDetail: '기타 사유',
  etcRequired: '기타 사유를 입력해주세요.',
  quoteLoading: '환불 금액을 불러오는 중',
  quoteFailed: '환불 금액을 불러오지 못했습니다.',
  cancelFailed: t.cancelFailed,
  refundLabel: '환불 예정 금액',
  quoteNote: (quote) =>
    `결제 금액 ${formatWon(quote.paidAmount)}${quote.nonRefundable ? ' · 환불 불가 객실' : ''}${
      quote.tierEndsAt ? ` · ${formatDateTime(quote.tierEndsAt)}까지 취소하면 이 금액이 환불됩니다` : ''
    }`,
  notCancellable: '체크인 당일 23시 59분이 지나 취소할 수 없습니다.',
  policyLabel: '호텔 취소 규정',
  // The booking is cancelled either way; a refund the provider has not confirmed yet is said to be pending.
  cancelled: (result) =>
    result.refundStatus === 'PENDING' ? t.cancelledRefundPending(formatWon(result.refundAmount)) : t.cancelled(formatWon(result.refundAmount)),
});

/**
 * The member's cancel dialog (§5): the refund this cancellation gives, to the won, with the hotel's policy; a reason
 * is required and ETC needs its own words; confirm stays disabled until the choice is valid and the quote allows it.
 */
export function CancelDialog({ bookingNo, hotelName, onClose }: Props) {
  return <CancelBookingDialog scope="member" bookingNo={bookingNo} texts={memberTexts(hotelName)} quoteRequired onClose={onClose} />;
}
