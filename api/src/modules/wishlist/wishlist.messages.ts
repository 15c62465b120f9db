/** Korean texts of the wishlist calls. */
export const WISHLIST_MESSAGES = {
  hotelNotFound: '찜할 수 있는 호텔을 찾을 수 없습니다.',
  entryNotFound: '찜 목록에서 해당 항목을 찾을 수 없습니다.',
} as const;
