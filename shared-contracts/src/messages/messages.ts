/**
 * Korean texts shared by the shell and several remotes. Area-specific texts live in each
 * remote's own `*.messages.ts`; only what more than one package shows belongs here.
 */
export const messages = {
  requestFailed: '요청에 실패했습니다.',
  networkError: '서버에 연결하지 못했습니다. 네트워크 상태를 확인해주세요.',
  responseUnreadable: '서버 응답을 읽지 못했습니다.',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  loginRequired: '로그인이 필요합니다.',
  remoteLoadFailed: '화면을 불러오지 못했습니다.',
  remoteLoadFailedHint: '잠시 후 다시 시도해주세요. 다른 메뉴는 계속 이용하실 수 있습니다.',
  retry: '다시 시도',
  goHome: '홈으로',
  goBack: '이전 페이지',
  loading: '불러오는 중',
  randomHotelsFailed: '랜덤 호텔을 불러오지 못했습니다.',
  listLoadFailed: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  noSearchResults: '검색 결과가 없습니다.',
  noMatchingHotels: '일치하는 호텔이 없습니다.',
  searching: '검색 중…',
  tooManyRequestsTitle: '요청이 너무 많습니다',
  tooManyRequestsMessage: '잠시 후 자동으로 이전 화면으로 돌아갑니다.',
  errorIdLabel: '오류 ID',
  notFoundTitle: '페이지를 찾을 수 없습니다',
} as const;

export type MessageKey = keyof typeof messages;

/** The holding page's visible countdown line. */
export function tooManyRequestsCountdown(seconds: number): string {
  return `${seconds}초 후 이전 화면으로 돌아갑니다.`;
}
