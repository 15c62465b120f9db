import { CANCEL_DETAIL_MAX } from 'shared-contracts/schemas';

/** Korean texts of cancellation and refunds. */
export const CANCELLATION_MESSAGES = {
  bookingNotFound: '예약을 찾을 수 없습니다.',
  alreadyCancelled: '이미 취소된 예약입니다.',
  closed: '체크인 당일 23시 59분이 지나 취소할 수 없습니다.',
  notPaid: '결제가 끝나지 않은 예약은 취소할 수 없습니다.',
  detailRequired: '기타 사유를 입력해주세요.',
  detailTooLong: `취소 사유는 ${CANCEL_DETAIL_MAX}자 이내로 입력해주세요.`,
  refundReasonFallback: '예약 취소',
  refundNotFound: '환불 내역을 찾을 수 없습니다.',
  refundAlreadySucceeded: '이미 환불이 완료되었습니다.',
  providerNotConfigured: '토스페이먼츠 연동 설정이 없어 환불을 요청할 수 없습니다.',
  refundInProgress: '환불을 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
} as const;
