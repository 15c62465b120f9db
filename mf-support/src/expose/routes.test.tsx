import { screen } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../testing/fetch-mock';
import { renderSupport } from '../testing/render-support';

afterEach(() => {
  jest.restoreAllMocks();
  restoreFetch();
});

describe('mf-support routes', () => {
  it('sends /support to the contact hub', () => {
    const { currentPath } = renderSupport('/support');
    expect(currentPath()).toBe('/support/contact');
    expect(screen.getByRole('heading', { level: 1, name: '고객센터' })).toBeInTheDocument();
  });

  it.each([
    ['/support/notice', '공지사항'],
    ['/support/faq', '자주 묻는 질문'],
    ['/support/contact/inquiry', '1:1 문의'],
  ])('answers %s with its screen', (path, heading) => {
    mockFetch(() => ({ body: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0, last: true } }));
    renderSupport(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('says honestly that an unknown support address is no page, with the way to the hub', () => {
    renderSupport('/support/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: '찾을 수 없는 페이지입니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '고객센터 홈' })).toHaveAttribute('href', '/support/contact');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSupport('/owner');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
