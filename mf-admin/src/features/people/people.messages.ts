/** Texts shared by the 회원·콘텐츠 screens (users, reviews, coupons): the note dialog and the server's reason rules. */
export const peopleMessages = {
  cancel: '취소',
  reasonLabel: '사유 (필수)',
  memoLabel: '메모 (선택)',
  /** The server's texts (api admin.messages reasonRequired / reasonTooLong). */
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: '사유는 500자 이하로 입력해주세요.',
  memoTooLong: '메모는 500자 이하로 입력해주세요.',
  actionFailed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  reloaded: '최신 상태를 다시 불러왔습니다.',
} as const;
