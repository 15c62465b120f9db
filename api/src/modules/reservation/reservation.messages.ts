import { HOLD_MAX_NIGHTS } from 'shared-contracts/schemas';

/** "3분", "45초": how long to wait, rounded up to whole minutes from one minute on. */
function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

/** Korean texts of holds (guest-core §5 hold creation; issue 5). */
export const RESERVATION_MESSAGES = {
  invalidDate: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)',
  checkOutAfterCheckIn: '체크아웃 날짜는 체크인 날짜 이후여야 합니다.',
  pastCheckIn: '지난 날짜는 예약할 수 없습니다. 체크인 날짜를 다시 선택해주세요.',
  tooManyNights: `숙박 기간은 최대 ${HOLD_MAX_NIGHTS}박까지 예약할 수 있습니다.`,
  guestsTooFew: '투숙 인원은 1명 이상이어야 합니다.',
  overCapacity: (capacity: number) => `선택하신 객실은 최대 ${capacity}명까지 투숙할 수 있습니다.`,
  ratePlanNotFound: '선택하신 요금제를 찾을 수 없습니다.',
  roomTypeNotFound: '선택하신 객실을 찾을 수 없습니다.',
  hotelSuspended: '현재 예약을 받지 않는 호텔입니다. 다른 호텔을 선택해주세요.',
  soldOut: '선택하신 객실이 매진되었습니다. 다른 객실이나 날짜를 선택해주세요.',
  userMismatch: '다른 회원의 이름으로 예약할 수 없습니다.',
  holdNotFound: '예약 정보를 찾을 수 없습니다.',
  holdExpired: '예약 가능 시간이 만료되었습니다. 객실을 다시 선택해주세요.',
  holdNotActive: '이미 취소되었거나 결제가 완료된 예약입니다.',
  couponNotUsable: '사용할 수 없는 쿠폰입니다. 쿠폰의 사용 기간과 상태를 확인해주세요.',
  invalidPhone: '휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.',
  busy: '예약 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  holdLimitReached: (max: number) => `동시에 잡아 둘 수 있는 객실은 최대 ${max}개입니다. 진행 중인 예약을 결제하거나 취소한 뒤 다시 시도해주세요.`,
  holdRateLimited: (waitSeconds: number) => `짧은 시간에 예약을 너무 많이 시도했습니다. ${waitText(waitSeconds)} 후에 다시 시도해주세요.`,
} as const;
