/** Korean texts of arrivals, room assignment and the room board. */
export const ASSIGNMENT_MESSAGES = {
  itemNotFound: '배정할 예약을 찾을 수 없습니다.',
  bookingNotAssignable: '확정된 예약에만 객실을 배정할 수 있습니다.',
  roomNotFound: '이 호텔의 객실이 아닙니다.',
  roomOutOfOrder: '사용 중지(OUT_OF_ORDER)된 객실은 배정할 수 없습니다.',
  roomDowngrade: '예약한 객실보다 낮은 등급의 객실은 배정할 수 없습니다.',
  roomTooSmall: '투숙 인원보다 수용 인원이 적은 객실입니다.',
  roomHasGuests: (nights: string) => `배정된 투숙이 있는 객실은 사용 중지할 수 없습니다. 먼저 다른 객실로 옮겨주세요: ${nights}`,
  roomsTakenMeanwhile: '다른 곳에서 먼저 배정된 객실이 있습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  roomTaken: (nights: string) => `이미 다른 예약에 배정된 객실입니다: ${nights}`,
  roomNotReady: '청소가 끝나지 않은 객실로는 옮길 수 없습니다. 객실 현황에서 청소 상태를 먼저 바꿔주세요.',
  sameRoom: '이미 이 객실에 배정되어 있습니다.',
  stayOver: '이미 끝난 숙박은 객실을 옮기거나 배정을 취소할 수 없습니다.',
  notAssigned: '객실이 배정되지 않은 예약입니다.',
} as const;
