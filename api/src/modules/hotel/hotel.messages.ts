/** Korean texts of the hotel detail call (date rules shared with search: SEARCH_MESSAGES). */
export const HOTEL_MESSAGES = {
  hotelNotFound: '호텔을 찾을 수 없습니다.',
  checkInInPast: '체크인 날짜는 오늘 이후여야 합니다.',
} as const;
