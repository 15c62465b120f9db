import { extractErrorId, extractErrorMessage, getErrorMessage, isApiError, type ApiError } from './api-error';

const apiError = (body: unknown, message = '요청에 실패했습니다.'): ApiError => ({
  status: 400,
  method: 'POST',
  url: '/api/auth/signup',
  errorId: null,
  error: null,
  message,
  body,
});

describe('extractErrorMessage (spec order: error, message, string body, own message, fallback)', () => {
  it('prefers the response error over the message', () => {
    expect(extractErrorMessage({ error: 'DUPLICATE_LOGIN_ID', message: '이미 사용 중입니다.' })).toBe('DUPLICATE_LOGIN_ID');
  });

  it('uses the message when there is no error', () => {
    expect(extractErrorMessage({ message: '가입 실패' })).toBe('가입 실패');
  });

  it('uses a string body next', () => {
    expect(extractErrorMessage('plain text failure')).toBe('plain text failure');
    expect(extractErrorMessage(apiError('string body'))).toBe('string body');
  });

  it("falls back to the error's own message", () => {
    expect(extractErrorMessage(new Error('boom'))).toBe('boom');
    expect(extractErrorMessage(apiError({ unrelated: true }, 'own message'))).toBe('own message');
  });

  it("ends with 'request failed'", () => {
    expect(extractErrorMessage(undefined)).toBe('request failed');
    expect(extractErrorMessage({ error: '', message: '   ' })).toBe('request failed');
  });

  it('reads the body inside an ApiError and an RTK FetchBaseQueryError', () => {
    expect(extractErrorMessage(apiError({ error: 'CODE', message: 'text' }))).toBe('CODE');
    expect(extractErrorMessage({ status: 409, data: { message: '충돌' } })).toBe('충돌');
  });
});

describe('getErrorMessage (display: Korean message first)', () => {
  it('shows the Korean message rather than the CODE', () => {
    expect(getErrorMessage(apiError({ error: 'HOTEL_NOT_FOUND', message: '호텔을 찾을 수 없습니다.' }))).toBe('호텔을 찾을 수 없습니다.');
  });

  it('falls back to detail, then the CODE, then a string body', () => {
    expect(getErrorMessage({ detail: '상세' })).toBe('상세');
    expect(getErrorMessage({ error: 'ONLY_CODE' })).toBe('ONLY_CODE');
    expect(getErrorMessage('텍스트 응답')).toBe('텍스트 응답');
  });

  it('ignores HTML bodies from proxies and uses the Korean fallback', () => {
    expect(getErrorMessage('<html><body>502 Bad Gateway</body></html>')).toBe('요청에 실패했습니다.');
    expect(getErrorMessage(null, '목록 조회 실패')).toBe('목록 조회 실패');
  });
});

describe('extractErrorId', () => {
  it('reads errorId, errId, id, then the header', () => {
    expect(extractErrorId({ errorId: 'a', errId: 'b' }, 'h')).toBe('a');
    expect(extractErrorId({ errId: 'b' }, 'h')).toBe('b');
    expect(extractErrorId({ id: 42 }, null)).toBe('42');
    expect(extractErrorId({}, 'h')).toBe('h');
    expect(extractErrorId('text', null)).toBeNull();
  });
});

it('recognises ApiError values', () => {
  expect(isApiError(apiError(null))).toBe(true);
  expect(isApiError(new Error('x'))).toBe(false);
});
