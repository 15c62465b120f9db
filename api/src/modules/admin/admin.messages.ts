import { ADMIN_COUPON_LIMITS, ADMIN_REASON_MAX, ADMIN_ROOM_LIMITS, COUPON_CODE_MAX_LENGTH } from 'shared-contracts/schemas';

/** Korean texts of the back office's answers (issue 12). */
export const ADMIN_MESSAGES = {
  invalidDate: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)',
  rangeReversed: '종료일은 시작일과 같거나 그 이후여야 합니다.',
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: `사유는 ${ADMIN_REASON_MAX}자 이하로 입력해주세요.`,

  bookingNotFound: '예약을 찾을 수 없습니다.',

  hotelNotFound: '호텔을 찾을 수 없습니다.',
  hotelNotActive: '운영 중인 호텔만 정지할 수 있습니다.',
  hotelNotSuspended: '정지된 호텔만 재개할 수 있습니다.',

  roomNotFound: '객실을 찾을 수 없습니다.',
  roomTypeNotFound: '이 호텔의 객실 유형을 찾을 수 없습니다.',
  roomTypeChoice: '객실 유형(roomTypeId) 또는 새 객실 유형(roomType) 중 하나만 보내주세요.',
  roomTypeExists: '이 호텔에 이미 있는 객실 유형입니다. 그 유형에 객실을 추가해주세요.',
  roomNosRequired: '추가할 객실 번호를 하나 이상 입력해주세요.',
  roomNoInvalid: `객실 번호는 숫자·영문·하이픈으로 ${ADMIN_ROOM_LIMITS.roomNo}자 이하여야 합니다.`,
  roomNoDuplicate: (roomNos: string) => `이미 있는 객실 번호입니다: ${roomNos}`,
  typeNameInvalid: `객실 유형 이름은 1~${ADMIN_ROOM_LIMITS.typeName}자로 입력해주세요.`,
  roomNothingToChange: '바꿀 내용이 없습니다.',
  roomHasGuests: (dates: string) => `배정된 투숙이 남은 객실은 사용 중지할 수 없습니다. 먼저 다른 객실로 옮겨주세요: ${dates}`,

  reviewNotFound: '리뷰를 찾을 수 없습니다.',
  reviewAlreadyHidden: '이미 숨김 처리된 리뷰입니다.',
  reviewNotHidden: '숨김 처리된 리뷰가 아닙니다.',
  reviewNoPendingReports: '처리할 신고가 없는 리뷰입니다.',

  couponTitleRequired: `쿠폰 이름을 1~${ADMIN_COUPON_LIMITS.title}자로 입력해주세요.`,
  couponCodeInvalid: `쿠폰 코드는 영문·숫자·-·_로 ${COUPON_CODE_MAX_LENGTH}자 이하여야 합니다.`,
  couponCodeTaken: '이미 사용 중인 쿠폰 코드입니다.',
  couponPeriodPast: '종료일이 지난 쿠폰은 만들 수 없습니다.',
  couponPeriodTooLong: `쿠폰 기간은 최대 ${ADMIN_COUPON_LIMITS.maxDays}일입니다.`,
  couponNotFound: '쿠폰을 찾을 수 없습니다.',
  couponAlreadyStopped: '이미 중지된 쿠폰입니다.',
  couponSignupOnly: '가입 축하 쿠폰은 중지할 수 없습니다.',

  userNotFound: '회원을 찾을 수 없습니다.',
  userWithdrawn: '탈퇴한 회원입니다.',
  userIsAdmin: '관리자 계정은 여기서 잠그거나 권한을 바꿀 수 없습니다.',
  userAlreadyLocked: '이미 잠긴 계정입니다.',
  userNotLocked: '잠긴 계정이 아닙니다.',
  userSameRole: '이미 그 권한입니다.',
  ownerHasHotels: (names: string) => `운영 중인 호텔이 있는 사장님은 일반 회원으로 바꿀 수 없습니다: ${names}`,
} as const;
