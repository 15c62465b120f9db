/** Korean texts of the settlement rules. */
export const SETTLEMENT_MESSAGES = {
  notFound: '정산서를 찾을 수 없습니다.',
  alreadySettled: '이미 정산 완료된 정산서입니다.',
  weekOpen: '아직 끝나지 않은 주의 정산서는 정산할 수 없습니다.',
} as const;
