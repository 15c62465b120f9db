/** Korean texts of the settlement rules. */
export const SETTLEMENT_MESSAGES = {
  notFound: '정산서를 찾을 수 없습니다.',
  alreadySettled: '이미 정산 완료된 정산서입니다.',
  weekOpen: '아직 끝나지 않은 주의 정산서는 정산할 수 없습니다.',
  nothingPending: '이 주에는 정산 대기 중인 정산서가 없습니다.',
  weekOrIds: '정산할 주(week) 또는 정산서 번호 목록(ids) 중 하나만 보내 주세요.',
} as const;
