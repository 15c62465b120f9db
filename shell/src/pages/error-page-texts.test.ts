import { errorPageText, ERROR_PAGE_TEXTS } from './error-page-texts';

describe('errorPageText', () => {
  it('has texts for every listed status', () => {
    for (const status of [400, 401, 403, 404, 405, 500, 502, 504] as const) {
      expect(ERROR_PAGE_TEXTS[status].title).not.toBe('');
      expect(ERROR_PAGE_TEXTS[status].message).not.toBe('');
    }
    expect(errorPageText('404').title).toBe('페이지를 찾을 수 없습니다');
  });

  it('falls back to 500 for anything else', () => {
    expect(errorPageText(418)).toBe(ERROR_PAGE_TEXTS[500]);
    expect(errorPageText('abc')).toBe(ERROR_PAGE_TEXTS[500]);
    expect(errorPageText(undefined)).toBe(ERROR_PAGE_TEXTS[500]);
  });
});
