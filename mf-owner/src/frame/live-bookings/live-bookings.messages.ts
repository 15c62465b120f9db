/** Texts of the owner's live booking notices (issue 24 item 6). */
export const liveBookingsMessages = {
  created: (bookingNo: string) => `새 예약이 들어왔습니다 (${bookingNo})`,
  cancelled: (bookingNo: string) => `예약이 취소되었습니다 (${bookingNo})`,
} as const;
