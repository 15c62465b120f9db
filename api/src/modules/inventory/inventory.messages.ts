import { INVENTORY_LIMITS } from 'shared-contracts/schemas';

/** Korean texts of the owner inventory rules (member-and-operations §5, §8 "Owner"). */
export const INVENTORY_MESSAGES = {
  invalidDate: '날짜 형식이 올바르지 않습니다.',
  rangeReversed: '종료일은 시작일보다 빠를 수 없습니다.',
  rangeTooLong: `기간은 ${INVENTORY_LIMITS.maxRangeDays}일 이내로 지정해주세요.`,
  roomTypeNotInHotel: '이 호텔의 객실 유형이 아닙니다.',
  pastDate: '지난 날짜는 수정할 수 없습니다.',
  beyondHorizon: '1년 이내의 날짜만 수정할 수 있습니다.',
  newDayNeedsAllotment: '새 날짜를 만들 때는 총 객실 수가 1 이상이어야 합니다.',
  belowBooked: (nights: string) => `예약·확보된 객실보다 적게 줄일 수 없습니다: ${nights}`,
  changeNotFound: '이 호텔의 재고 변경 기록을 찾을 수 없습니다.',
  alreadyUndone: '이미 되돌린 변경입니다.',
  undoBlockedByBookings: (nights: string) => `이후에 들어온 예약 때문에 되돌릴 수 없는 날이 있습니다: ${nights}`,
  undoBlockedByLaterEdits: (nights: string) => `이후에 다시 바뀐 날이 있어 되돌릴 수 없습니다. 그 날을 먼저 확인해주세요: ${nights}`,
} as const;
