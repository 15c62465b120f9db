import { searchFirstViewHtml, type SearchFirstView } from './search-first-view';

const view: SearchFirstView = {
  title: '부산광역시 검색 결과',
  staySummary: '2026-11-26 ~ 2026-11-27 · 1박 · 성인 2명',
  activeFilters: 0,
  total: 1290,
  sort: 'price_asc',
  coverUrl: '/api/images/hotels/h-02.webp',
};

function drawn(html: string): HTMLElement {
  document.body.innerHTML = `<div id="first-view">${html}</div>`;
  return document.getElementById('first-view')!;
}

describe('searchFirstViewHtml (the /search phone top the server paints)', () => {
  it('writes the heading, stay, filter box, count, sort and the first cover', () => {
    const copy = drawn(searchFirstViewHtml(view));
    expect(copy.querySelector('.t')).toHaveTextContent('부산광역시 검색 결과');
    expect(copy.querySelector('.y')).toHaveTextContent('2026-11-26 ~ 2026-11-27 · 1박 · 성인 2명');
    expect(copy.querySelector('.fh')).toHaveTextContent('필터필터 열기');
    expect(copy.querySelector('.fa')).toBeNull();
    expect(copy.querySelector('.ct')).toHaveTextContent('총 1,290개');
    expect(copy.querySelector('select')).toHaveDisplayValue('낮은 가격순');
    expect(copy.querySelector('.cd img')).toHaveAttribute('src', view.coverUrl);
  });

  it('shows how many filters are set', () => {
    expect(drawn(searchFirstViewHtml({ ...view, activeFilters: 3 })).querySelector('.fa')).toHaveTextContent('필터 3개 적용 중');
  });

  it('escapes what the visitor typed, and holds nothing focusable or with a role', () => {
    const copy = drawn(searchFirstViewHtml({ ...view, title: '<img src=x onerror=alert(1)> 검색 결과', coverUrl: '/c".webp' }));
    expect(copy.querySelectorAll('img')).toHaveLength(1);
    expect(copy.querySelector('.t')?.textContent).toBe('<img src=x onerror=alert(1)> 검색 결과');
    expect(copy.querySelector('img')).toHaveAttribute('src', '/c".webp');
    expect(copy.querySelector('select')).toBeDisabled();
    expect(copy.querySelector('select')).toHaveAttribute('tabindex', '-1');
    expect(copy.querySelector('h1, h2, a, button, [role], [tabindex="0"]')).toBeNull();
  });
});
