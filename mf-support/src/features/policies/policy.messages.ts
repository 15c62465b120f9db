/** Texts around the two policies (their own wording is in terms.content.ts and privacy.content.ts). */
export const policyMessages = {
  effective: '시행일',
  contents: '목차',
  toTop: '맨 위로',
  termsLink: '이용약관 보기',
  privacyLink: '개인정보처리방침 보기',
  loading: '문서를 불러오는 중',
} as const;
