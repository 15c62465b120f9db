/** Korean texts of the access rules. */
export const ACCESS_MESSAGES = {
  notHotelOwner: '이 호텔을 관리할 권한이 없습니다.',
} as const;
