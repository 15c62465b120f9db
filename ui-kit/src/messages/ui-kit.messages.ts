/** Korean labels the primitives announce or show. */
export const uiKitMessages = {
  loading: '불러오는 중',
  close: '닫기',
  confirm: '확인',
  cancel: '취소',
  retry: '다시 시도',
  pagination: '페이지 이동',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  /** Hidden after a page number, so its button reads '2 페이지'. */
  pageSuffix: ' 페이지',
  /** A password field's toggle. */
  show: '보기',
  hide: '숨기기',
  /** A field's length against its limit, as the support and back-office forms count it. */
  characterCount: (length: number, max: number) => `${length.toLocaleString('ko-KR')}/${max.toLocaleString('ko-KR')}자`,
} as const;
