/** Korean texts of the hotel detail call (date rules shared with search: SEARCH_MESSAGES). */
export const HOTEL_MESSAGES = {
  hotelNotFound: '호텔을 찾을 수 없습니다.',
  /** A hotel the platform has suspended: it is there, but takes no bookings for now (410 HOTEL_SUSPENDED). */
  hotelSuspended: '지금은 예약을 받지 않는 숙소입니다.',
  checkInInPast: '체크인 날짜는 오늘 이후여야 합니다.',
} as const;
