export interface ErrorPageText {
  title: string;
  message: string;
}

export const ERROR_PAGE_STATUSES = [400, 401, 403, 404, 405, 500, 502, 504] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];

/** Titles and messages of /error/{status} (guest-core §2 "Error page"); 500 is the default. */
export const ERROR_PAGE_TEXTS: Readonly<Record<ErrorPageStatus, ErrorPageText>> = {
  400: { title: '잘못된 요청입니다', message: '요청 내용을 확인한 뒤 다시 시도해주세요.' },
  401: { title: '로그인이 필요합니다', message: '로그인 정보가 없거나 만료되었습니다. 다시 로그인해주세요.' },
  403: { title: '접근 권한이 없습니다', message: '이 페이지를 볼 수 있는 권한이 없습니다.' },
  404: { title: '페이지를 찾을 수 없습니다', message: '요청하신 페이지가 존재하지 않거나 이동되었습니다.' },
  405: { title: '허용되지 않는 요청입니다', message: '이 주소에서는 해당 요청을 처리할 수 없습니다.' },
  500: {
    title: '일시적인 오류가 발생했습니다',
    message: '서비스 이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해주세요.',
  },
  502: { title: '서버 연결에 문제가 있습니다', message: '서버로부터 올바른 응답을 받지 못했습니다. 잠시 후 다시 시도해주세요.' },
  504: { title: '응답 시간이 초과되었습니다', message: '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해주세요.' },
};

/** Texts for any status, e.g. from the route param; unknown statuses read as 500. */
export function errorPageText(status: number | string | null | undefined): ErrorPageText {
  const code = Number(status);
  return (ERROR_PAGE_STATUSES as readonly number[]).includes(code) ? ERROR_PAGE_TEXTS[code as ErrorPageStatus] : ERROR_PAGE_TEXTS[500];
}
