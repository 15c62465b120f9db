import { OWNER_BOOKINGS_CSV_MAX } from 'shared-contracts/schemas';

/** Korean texts of the owner's bookings API (list, detail, CSV export). */
export const OWNER_BOOKING_MESSAGES = {
  bookingNotFound: '예약을 찾을 수 없습니다.',
  exportTooLarge: (total: number) =>
    `내려받을 예약이 ${total.toLocaleString('ko-KR')}건으로 너무 많습니다. 검색 조건을 좁혀 ${OWNER_BOOKINGS_CSV_MAX.toLocaleString('ko-KR')}건 이하로 내려받아 주세요.`,
} as const;
