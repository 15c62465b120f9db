/** Korean texts of payments and bookings (issue 5). */
export const PAYMENT_MESSAGES = {
  orderNotFound: '주문 정보를 찾을 수 없습니다.',
  amountMismatch: '결제 금액이 예약 금액과 일치하지 않습니다. 예약 화면에서 다시 결제해주세요.',
  invalidPaymentKey: '결제 승인 정보가 올바르지 않습니다. 다시 결제해주세요.',
  orderClosed: '이미 처리가 끝난 주문입니다. 예약 화면에서 다시 결제해주세요.',
  holdExpired: '결제 가능 시간이 지나 예약이 만료되었습니다. 객실을 다시 선택해주세요.',
  holdNotActive: '이미 취소되었거나 결제가 완료된 예약입니다.',
  couponSpent: '적용한 쿠폰을 더 이상 사용할 수 없습니다. 쿠폰을 다시 선택해주세요.',
  declined: '카드 결제가 거절되었습니다. 다른 카드로 다시 시도해주세요.',
  providerFailed: '결제 승인에 실패했습니다. 잠시 후 다시 시도해주세요.',
  providerUnavailable: '결제 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
  refundFailed: '환불 요청이 결제사에서 처리되지 않았습니다. 잠시 후 다시 시도해주세요.',
  inProgress: '결제를 처리하고 있습니다. 잠시 후 예약 내역에서 확인해주세요.',
  bookingNotFound: '예약 내역을 찾을 수 없습니다.',
  cancelReason: '예약 확정 실패로 인한 자동 취소',
  cardMethod: '카드',
} as const;

/** Provider code the sandbox sends to the fail page when the test card is declined (the Toss code for a refused card). */
export const SANDBOX_DECLINE_CODE = 'REJECT_CARD_PAYMENT';
